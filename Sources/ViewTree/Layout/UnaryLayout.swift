import Foundation

/// The one subview of a built-in one-child layout: the one proxy such a
/// layout sees, while it sizes and while it places (as SwiftUI's
/// `LayoutSubview` is one type for both).
///
/// Most layouts only size the subview and place it in a rect (padding,
/// frames, offset). Those that change where their subview is laid out read
/// and give the contexts too: `ignoresSafeArea` and `safeAreaPadding` the
/// safe area, the containers (ScrollView, NavigationStack, the window,
/// `containerRelativeFrame`) another container for their content and
/// another placement, reporting what is not a frame (a scroll view's
/// geometry, diagnostics) through the proxy rather than to a graph. So every
/// built-in one-child layout runs without a graph (`UnaryLayoutTests`,
/// `ContainerLayoutTests`).
///
/// The members under "Placing" may be used only in `placeSubview`: the
/// runtime's sizing proxy has no placement (a debug build stops there).
protocol UnarySubview {
    // MARK: Sizing (and placing)

    /// The container context the layout itself is sized in.
    var context: LayoutContext { get }
    /// The subview's size for `proposal` in the layout's own context
    /// (SwiftUI's `LayoutSubview.sizeThatFits(_:)`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The subview's size for `proposal` in `context` (a container gives
    /// its content another container).
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize
    /// The value of `K` the subview's content produces (nil when none writes
    /// it): what a navigation container reads of its content (its title,
    /// bar items and visibility), as SwiftUI's containers read their
    /// content's preferences.
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value?
    /// A number that changes whenever the content's preferences may have
    /// changed (some view was resolved again): a layout may keep what it
    /// derived from them while it stays the same.
    var preferencesVersion: UInt64 { get }
    /// Reports a problem of the laying-out view (recorded once per kind,
    /// view and message, as every diagnostic is: `LayoutResult.diagnostics`).
    func diagnose(_ kind: Diagnostic.Kind, _ message: String)
    /// The subview's dimensions at `size`, sized for `proposal`: its
    /// explicit alignment guides read through them.
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions
    /// Whether the subview may have explicit alignment guides (else every
    /// guide is its default: the fast path of aligning it).
    var hasExplicitGuides: Bool { get }

    // MARK: Placing

    /// The context the layout itself is placed in.
    var placement: PlacementContext { get }
    /// The placing view's pixel length (its environment's display scale):
    /// the tolerance of "lies on a safe-area boundary" (half a pixel).
    var pixelLength: CGFloat { get }
    /// Places the subview in `rect` in the layout's own placement, telling
    /// it the proposal it was sized with (SwiftUI's
    /// `LayoutSubview.place(at:anchor:proposal:)`; here the layout gives the
    /// rect, having sized the subview already).
    func place(in rect: CGRect, proposal: ProposedViewSize)
    /// Places the subview in `rect` in `context`.
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext)
    /// Records the geometry of the placing scroll view
    /// (`LayoutResult.scrollGeometry(of:)`).
    func record(_ geometry: ScrollGeometry)
}

extension UnarySubview {
    /// Places a subview of `size` aligned inside `rect` by the fraction of
    /// the alignment (its guides' defaults): how `fixedSize`,
    /// `aspectRatio` and the hosting roots centre (OpenSwiftUI
    /// `_Placement(aligning:)`, `RootGeometry`), whatever guides the subview
    /// sets.
    func place(size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize) {
        place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal)
    }

    /// Places a subview of `size` aligned inside `rect`, in `context`.
    func place(size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal, context)
    }

    /// Places a subview of `size` in `rect` with its guides (explicit ones
    /// first) on `rect`'s default guides: how a frame places its child
    /// (OpenSwiftUI FrameLayout.swift `commonPlacement`).
    func place(size: CGSize, guidedBy alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize) {
        let origin = alignment.isFractional && !hasExplicitGuides
            ? alignment.origin(of: size, in: rect)
            : alignment.origin(of: dimensions(size, proposal: proposal), in: rect)
        place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// `rect` grown on `edges` through the safe-area levels of `regions` it
    /// touches (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"), and
    /// the placement in which those insets are used up (`ignoresSafeArea`).
    func ignoringSafeArea(_ rect: CGRect, edges: Edge.Set, regions: SafeAreaRegions) -> (rect: CGRect, placement: PlacementContext) {
        let (grown, consumed) = placement.safeArea.grow(rect, edges: edges, regions: regions, pixelLength: pixelLength)
        var inner = placement
        inner.safeArea = placement.safeArea.removing(consumed)
        return (grown, inner)
    }

    /// The placement with `level` added inside the current safe area
    /// (`safeAreaPadding`).
    func addingSafeArea(_ level: SafeAreaLevel) -> PlacementContext {
        var inner = placement
        inner.safeArea = placement.safeArea.adding(level)
        return inner
    }
}

extension UnarySubview {
    /// This subview, placed in `placement` instead of the layout's own: what
    /// a layout hands the layout it delegates to (`safeAreaPadding` hands
    /// its padding a subview in a safe area with its level added).
    func placed(in placement: PlacementContext) -> RePlacedSubview<Self> {
        RePlacedSubview(base: self, placement: placement)
    }
}

/// A subview placed in another placement than its layout's (`placed(in:)`):
/// as its base otherwise.
struct RePlacedSubview<Base: UnarySubview>: UnarySubview {
    let base: Base
    let placement: PlacementContext

    var context: LayoutContext { base.context }
    var pixelLength: CGFloat { base.pixelLength }
    var preferencesVersion: UInt64 { base.preferencesVersion }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize { base.sizeThatFits(proposal, in: context) }
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { base.contentPreference(key) }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { base.diagnose(kind, message) }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { base.dimensions(size, proposal: proposal) }
    var hasExplicitGuides: Bool { base.hasExplicitGuides }
    func place(in rect: CGRect, proposal: ProposedViewSize) { base.place(in: rect, proposal: proposal, placement) }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        base.place(in: rect, proposal: proposal, context)
    }
    func record(_ geometry: ScrollGeometry) { base.record(geometry) }
}

/// A built-in layout of one subview written against the proposal and its
/// one proxy only, as a SwiftUI `Layout` is: it never sees a node, so it can
/// be run without a graph (`UnaryLayoutTests`). The runtime calls it
/// through `NodeLayout` with a proxy over the child node.
protocol UnaryLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize
    /// Places the subview in `bounds`, the frame this layout was given
    /// (window coordinates); `proposal` is the one this layout was sized with.
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview)
}

extension UnaryLayout {
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, subview: NodeSizingSubview(unmanagedHost: Unretained(node), context: context))
    }

    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        placeSubview(in: frame, proposal: proposal,
                     subview: NodePlacingSubview(unmanagedHost: Unretained(node), unmanagedChild: node.unretainedSoleChild,
                                                 placement: context))
    }
}

/// The runtime's proxy while the layout sizes: the sole layout child of the
/// host (found only when asked: a fixed frame answers without its child),
/// sized through the node's cache.
struct NodeSizingSubview: UnarySubview {
    // Unretained: the proxy lives only inside the layout call the node
    // makes (a retain and release per call cost 1-2 % of a large layout).
    let unmanagedHost: Unretained<Node>
    let context: LayoutContext

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedHost.with { $0.unretainedSoleChild }.with { $0.size(for: proposal, context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        unmanagedHost.with { $0.unretainedSoleChild }.with { $0.size(for: proposal, context) }
    }

    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        unmanagedHost.with { $0.unretainedSoleChild }.object.dimensions(size: size, proposal: proposal, context)
    }
    var hasExplicitGuides: Bool { unmanagedHost.with { $0.unretainedSoleChild }.with { $0.hasExplicitGuides } }

    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        PreferenceCollector.value(key, below: unmanagedHost.object)
    }
    var preferencesVersion: UInt64 { unmanagedHost.with { $0.graph.resolutionRound } }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        let host = unmanagedHost.object
        host.graph.diagnose(kind, message, node: host)
    }

    // Placing members: not while sizing.
    var placement: PlacementContext {
        assertionFailure("a layout read its placement while sizing")
        return PlacementContext(layout: context, safeArea: SafeAreaStack())
    }
    var pixelLength: CGFloat { unmanagedHost.with { $0.environment.pixelLength } }
    func place(in rect: CGRect, proposal: ProposedViewSize) { assertionFailure("a layout placed its subview while sizing") }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        assertionFailure("a layout placed its subview while sizing")
    }
    func record(_ geometry: ScrollGeometry) { assertionFailure("a layout recorded a scroll geometry while sizing") }
}

/// The runtime's proxy while the layout places: the child found once
/// (placing always places it).
struct NodePlacingSubview: UnarySubview {
    // (Unretained, used through a guaranteed reference: an `unowned(unsafe)`
    // field read as an argument was retained and released per call.)
    let unmanagedHost: Unretained<Node>
    let unmanagedChild: Unretained<Node>
    let placement: PlacementContext

    @inline(__always) var context: LayoutContext { placement.layout }
    var pixelLength: CGFloat { unmanagedHost.with { $0.environment.pixelLength } }

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, placement.layout) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, context) }
    }

    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        unmanagedChild.object.dimensions(size: size, proposal: proposal, placement.layout)
    }
    @inline(__always) var hasExplicitGuides: Bool { unmanagedChild.with { $0.hasExplicitGuides } }

    @inline(__always)
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, placement) }
    }

    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, context) }
    }

    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        PreferenceCollector.value(key, below: unmanagedHost.object)
    }
    var preferencesVersion: UInt64 { unmanagedHost.with { $0.graph.resolutionRound } }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        let host = unmanagedHost.object
        host.graph.diagnose(kind, message, node: host)
    }
    func record(_ geometry: ScrollGeometry) {
        let host = unmanagedHost.object
        host.graph.recorder.record(geometry, of: host)
    }
}
