import Foundation

// A layout's explicit alignment guides come from where it places its
// subviews: a one-child layout passes its child's up, shifted by the
// child's origin in its bounds (OpenSwiftUI UnaryLayoutView.swift
// `explicitAlignment`, audited for 6.5.4); a stack or a custom layout
// combines its children's, each at its origin (OpenSwiftUI Layout.swift
// `defaultAlignment`). The runtime answers by running the layout's own
// placement against probe proxies that record where each subview would go
// (in bounds at the origin, as SwiftUI asks), so every layout's guides
// follow its placement without a second description of it.

/// Where a probe's subviews were placed, by index.
final class GuideProbeRecord {
    struct Placement {
        let rect: CGRect
        let proposal: ProposedViewSize
        let context: LayoutContext
    }
    var placements: [Placement?]

    init(count: Int) { placements = [Placement?](repeating: nil, count: count) }

    /// The explicit value of `key` of `nodes[index]` where it was placed, in
    /// the probed layout's coordinates (nil: not placed, or none).
    func explicitAlignment(_ key: AlignmentKey, of node: Node, at index: Int) -> CGFloat? {
        guard let placed = placements[index],
              let value = node.explicitAlignment(key, size: placed.rect.size, proposal: placed.proposal, placed.context)
        else { return nil }
        return (key.axis == .horizontal ? placed.rect.minX : placed.rect.minY) + value
    }
}

/// The one subview of a one-child layout asked for its explicit guides:
/// sized as usual, placed into the record.
struct GuideProbeSubview: UnarySubview {
    let host: Node
    let child: Node
    let context: LayoutContext
    let record: GuideProbeRecord

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal, context) }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize { child.size(for: proposal, context) }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { child.dimensions(size: size, proposal: proposal, context) }
    var hasExplicitGuides: Bool { child.hasExplicitGuides }
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { PreferenceCollector.value(key, below: host) }
    var preferencesVersion: UInt64 { host.graph.resolutionRound }
    /// (Not reported: the layout reports it again when it places.)
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {}
    /// No safe area: guides are asked of a view, not of a place.
    var placement: PlacementContext { PlacementContext(layout: context, safeArea: SafeAreaStack()) }
    var pixelLength: CGFloat { host.environment.pixelLength }
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        record.placements[0] = .init(rect: rect, proposal: proposal, context: context)
    }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        record.placements[0] = .init(rect: rect, proposal: proposal, context: context.layout)
    }
    func record(_ geometry: ScrollGeometry) {}
}

extension UnaryLayout {
    /// One-child layouts pass their child's explicit guides up.
    var explicitGuides: ExplicitGuidePassage { .children }

    /// The child's explicit value at the origin this layout places it at.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        // (A container that passes nothing up is asked for text baselines
        // all the same: it answers none.)
        if case .none = explicitGuides { return nil }
        let child = node.unretainedSoleChild.object
        let record = GuideProbeRecord(count: 1)
        placeSubview(in: CGRect(origin: .zero, size: size), proposal: proposal,
                     subview: GuideProbeSubview(host: node, child: child, context: context, record: record))
        return record.explicitAlignment(key, of: child, at: 0)
    }
}

/// The subviews of a layout of several asked for its explicit guides:
/// sized as usual, placed into the record.
struct GuideProbeSubviews: PlaceableSubviewCollection {
    let nodes: NodeChildren
    let host: Node
    let context: LayoutContext
    let record: GuideProbeRecord

    var count: Int { nodes.count }
    subscript(index: Int) -> NodeSubview { NodeSubview(unmanagedNode: Unretained(nodes[index]), context: context) }

    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) {
        record.placements[index] = .init(rect: rect, proposal: proposal, context: context)
    }
    func hide(_ index: Int) { record.placements[index] = nil }
    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect { rect }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        place(index, in: rect, proposal: proposal)
    }
    var placement: PlacementContext { PlacementContext(layout: context, safeArea: SafeAreaStack()) }
    var pixelLength: CGFloat { host.environment.pixelLength }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        nodes[index].size(for: proposal, context)
    }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        record.placements[index] = .init(rect: rect, proposal: proposal, context: context.layout)
    }
    func placeRowBackground(_ index: Int, in cell: CGRect) {}
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {}
}

/// A layout of several subviews whose explicit guides are its children's,
/// combined (`AlignmentKey.combine`): stacks and `ZStack`.
protocol ChildGuidesCombiningLayout: SubviewsLayout {}

extension ChildGuidesCombiningLayout {
    var explicitGuides: ExplicitGuidePassage { .children }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        guard key.combinesChildren else { return nil }
        let nodes = node.layoutChildren
        let record = GuideProbeRecord(count: nodes.count)
        placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal,
                      subviews: GuideProbeSubviews(nodes: nodes, host: node, context: context, record: record))
        return key.combine(nodes.indices.lazy.map { record.explicitAlignment(key, of: nodes[$0], at: $0) })
    }
}

/// A layout whose explicit guides are its primary subview's (subview 0,
/// placed in its bounds): `overlay`/`background` and the style backgrounds
/// (SwiftUI's modifier reports the primary's layout: OpenSwiftUI
/// OverlayModifier.swift).
protocol PrimaryGuidesLayout: SubviewsLayout {}

extension PrimaryGuidesLayout {
    var explicitGuides: ExplicitGuidePassage { .children }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        guard let primary = node.layoutChildren.first else { return nil }
        return primary.explicitAlignment(key, size: size, proposal: proposal, context)
    }
}
