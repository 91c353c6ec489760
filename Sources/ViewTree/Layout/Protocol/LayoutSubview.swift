import Foundation

/// A proxy for one subview of a layout: SwiftUI's `LayoutSubview`. Ask it
/// for sizes with `sizeThatFits(_:)` or `dimensions(in:)` (answers are
/// cached per proposal, as for every view of the runtime) and place it with
/// `place(at:anchor:proposal:)` from `Layout.placeSubviews`.
///
/// Differences from SwiftUI: positions are in window coordinates (see
/// `Layout`); an invalid position (NaN, infinite) is replaced by the
/// container's origin with a diagnostic where SwiftUI stops with a
/// precondition failure; `place` outside `placeSubviews` is ignored with a
/// diagnostic.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    // (`@unchecked Sendable`: a proxy refers to the graph, which one thread
    // at a time lays out; SwiftUI's proxy is Sendable on the same terms.)
    let source: LayoutSubviewSource
    let index: Int

    var node: Node { source.nodes[index] }

    /// Two proxies are equal when they stand for the same subview of the
    /// same layout call.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.source === rhs.source && lhs.index == rhs.index
    }

    /// The subview's size for `proposal` (nil dimensions: its ideal size).
    ///
    /// Differs from SwiftUI (where it is undocumented): a proxy kept after
    /// its graph is gone (its layout's result and host dropped) answers
    /// zero sizes, no priority, the default spacing and layout values, and
    /// places nothing.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard source.isAlive else { return .zero }
        return node.size(for: proposal, source.layoutContext)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        guard source.isAlive else { return ViewDimensions(size: size) }
        return node.dimensions(size: size, proposal: proposal, source.layoutContext)
    }

    /// The subview's layout priority (`layoutPriority(_:)`, seen through
    /// the modifiers applied after it, as in SwiftUI); 0 by default.
    public var priority: Double { source.isAlive ? node.priority : 0 }

    /// The subview's spacing preferences: none (the default 8 applies) for
    /// an ordinary view, zero on every edge for a `Spacer` (so nothing is
    /// put next to it, as `HStack` does).
    public var spacing: ViewSpacing { source.isAlive ? node.subviewSpacing : ViewSpacing() }

    /// The value the subview set with `layoutValue(key:value:)`, or the
    /// key's default value.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard source.isAlive else { return K.defaultValue }
        return LayoutValueLayout.value(for: ObjectIdentifier(key), on: node) as? K.Value ?? K.defaultValue
    }

    /// The container values the subview declares (`containerValue(_:_:)`,
    /// iOS 18): defaults for a proxy whose graph is gone.
    public var containerValues: ContainerValues { source.isAlive ? node.containerValues : ContainerValues() }

    /// Places the subview: its `anchor` point at `position` (in the
    /// coordinates of `bounds`), sized for `proposal`. The last call for a
    /// subview wins; a subview never placed is centred in the container's
    /// bounds and proposed the container's proposal (SwiftUI's rule).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard source.isAlive else { return }
        guard let placement = source.placementContext else {
            source.diagnose(.invalidDimension, "LayoutSubview.place(at:anchor:proposal:) called outside placeSubviews(in:proposal:subviews:cache:) of \(source.containerName); ignored")
            return
        }
        var position = position
        if !position.x.isFinite || !position.y.isFinite {
            source.diagnose(.nonFiniteGeometry, "\(source.containerName) placed subview \(index) at \(position.x.shortDescription), \(position.y.shortDescription) (not finite); used the container's origin")
            if !position.x.isFinite { position.x = source.bounds.minX }
            if !position.y.isFinite { position.y = source.bounds.minY }
        }
        let node = self.node
        let size = node.size(for: proposal, placement.layout)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        // An infinite size at a non-zero anchor gives a NaN origin.
        if origin.x.isNaN { origin.x = position.x }
        if origin.y.isNaN { origin.y = position.y }
        if let probe = source.probe {
            probe.placements[index] = .init(rect: CGRect(origin: origin, size: size), proposal: proposal, context: placement.layout)
            source.placed[index] = true
            return
        }
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Where the subview was placed in the last `placeSubviews` call, if it
    /// was (for tests of layouts over detached subviews).
    var placedFrame: CGRect? { source.placed[index] ? node.frame : nil }
}

/// The public proxy is a built-in layout's subview too (`SubviewsLayout`),
/// so `HStackLayout` runs `HStack`'s algorithm on it directly.
extension LayoutSubview: SubviewProxy {
    var constantSize: CGSize? { node.constantSize }
    var spacerEdges: Edge.Set { node.spacerEdges }
    var hasExplicitGuides: Bool { source.isAlive && node.hasExplicitGuides }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        guard source.isAlive else { return ViewDimensions(size: size) }
        return node.dimensions(size: size, proposal: proposal, source.layoutContext)
    }
    // (The container traits, read only by TabView and List, which no public
    // layout runs: the same node's.)
    var tag: AnyHashable? { node.declaredTraits?[TabTagTrait.self] }
    var listRowInsets: ListRowInsets { node.listRowInsets }
    var listSection: SectionMember? { node.sectionMember }
    var hidesTabBar: Bool { node.hidesTabBar }

    /// Places the subview in `rect` (the built-in layouts size it first).
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        guard let placement = source.placementOrDiagnose else { return }
        if let probe = source.probe {
            probe.placements[index] = .init(rect: rect, proposal: proposal, context: placement.layout)
            source.placed[index] = true
            return
        }
        node.place(in: rect, proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Places the subview in `rect` in a safe area with `level` added.
    func place(in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        guard var placement = source.placementOrDiagnose else { return }
        if source.probe != nil { return place(in: rect, proposal: proposal) }
        placement.safeArea = placement.safeArea.adding(level)
        node.place(in: rect, proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Hidden by the layout: it counts as placed (the container does not
    /// centre it), with no frame.
    func hide() {
        if let probe = source.probe {
            probe.placements[index] = nil
            source.placed[index] = true
            return
        }
        node.unplace()
        source.placed[index] = true
    }
}
