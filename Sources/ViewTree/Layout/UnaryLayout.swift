import Foundation

/// The one subview of a built-in one-child layout as the layout sees it
/// while sizing: it answers a proposal with a size (SwiftUI's
/// `LayoutSubview.sizeThatFits(_:)`).
protocol UnarySizingSubview {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// The one subview while placing: it is also placed, with the proposal it
/// was measured with (SwiftUI's `LayoutSubview.place(at:anchor:proposal:)`;
/// here the layout gives the rect, having sized the subview already).
protocol UnaryPlacingSubview: UnarySizingSubview {
    func place(in rect: CGRect, proposal: ProposedViewSize)
}

extension UnaryPlacingSubview {
    /// Places a subview of `size` aligned inside `rect`.
    func place(size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize) {
        place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal)
    }
}

/// A built-in layout of one subview written against the proposal and a
/// subview proxy only, as a SwiftUI `Layout` is: it never sees a node, so
/// it can be run without a graph (`UnaryLayoutTests`). The runtime calls it
/// through `NodeLayout` with proxies over the child node.
protocol UnaryLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize
    /// Places the subview in `bounds`, the frame this layout was given
    /// (window coordinates); `proposal` is the one this layout was sized with.
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview)
}

extension UnaryLayout {
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, subview: NodeSizingSubview(unmanagedParent: Unretained(node), context: context))
    }

    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        placeSubview(in: frame, proposal: proposal, subview: NodePlacingSubview(unmanagedChild: node.unretainedSoleChild, context: context))
    }
}

/// The runtime's sizing proxy: the sole layout child of `parent` (found
/// only when asked: a fixed frame answers without its child), sized
/// through the node's cache.
struct NodeSizingSubview: UnarySizingSubview {
    // Unretained: the proxy lives only inside the layout call the node
    // makes (a retain and release per call cost 1-2 % of a large layout).
    // (Unretained, used through a guaranteed reference: an `unowned(unsafe)`
    // field read for a call was retained and released.)
    let unmanagedParent: Unretained<Node>
    let context: LayoutContext

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedParent.with { $0.unretainedSoleChild }.with { $0.size(for: proposal, context) }
    }
}

/// The runtime's placing proxy: the child found once (placing always
/// places it).
struct NodePlacingSubview: UnaryPlacingSubview {
    // (Unretained, used through a guaranteed reference: an `unowned(unsafe)`
    // field read as an argument was retained and released per call.)
    let unmanagedChild: Unretained<Node>
    let context: PlacementContext

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, context.layout) }
    }

    @inline(__always)
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, context) }
    }
}

// MARK: One-child layouts that read the safe area

/// The one subview while placing, in a place whose safe area the layout
/// reads and changes (`ignoresSafeArea`).
protocol SafeAreaPlacingSubview: UnaryPlacingSubview {
    /// `rect` grown on `edges` through the safe-area levels of `regions`
    /// it touches (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"),
    /// and this subview placed where those insets are used up.
    func ignoringSafeArea(_ rect: CGRect, edges: Edge.Set, regions: SafeAreaRegions) -> (rect: CGRect, subview: Self)
    /// This subview placed in a safe area with `level` added inside the
    /// current one (`safeAreaPadding`).
    func addingSafeArea(_ level: SafeAreaLevel) -> Self
}

/// A one-child layout that reads the safe area where its subview is placed;
/// as `UnaryLayout` otherwise.
protocol SafeAreaUnaryLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some SafeAreaPlacingSubview)
}

extension SafeAreaUnaryLayout {
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, subview: NodeSizingSubview(unmanagedParent: Unretained(node), context: context))
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        placeSubview(in: frame, proposal: proposal,
                     subview: NodeSafeAreaSubview(unmanagedChild: node.unretainedSoleChild, context: context, pixelLength: node.environment.pixelLength))
    }
}

/// The runtime's placing proxy with the safe-area stack of its context.
struct NodeSafeAreaSubview: SafeAreaPlacingSubview {
    let unmanagedChild: Unretained<Node>
    let context: PlacementContext
    /// The placing view's pixel length: the tolerance of "lies on a
    /// safe-area boundary" (half a pixel).
    let pixelLength: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, context.layout) }
    }

    func place(in rect: CGRect, proposal: ProposedViewSize) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, context) }
    }

    func ignoringSafeArea(_ rect: CGRect, edges: Edge.Set, regions: SafeAreaRegions) -> (rect: CGRect, subview: NodeSafeAreaSubview) {
        let (grown, consumed) = context.safeArea.grow(rect, edges: edges, regions: regions, pixelLength: pixelLength)
        var inner = context
        inner.safeArea = context.safeArea.removing(consumed)
        return (grown, NodeSafeAreaSubview(unmanagedChild: unmanagedChild, context: inner, pixelLength: pixelLength))
    }

    func addingSafeArea(_ level: SafeAreaLevel) -> NodeSafeAreaSubview {
        var inner = context
        inner.safeArea = context.safeArea.adding(level)
        return NodeSafeAreaSubview(unmanagedChild: unmanagedChild, context: inner, pixelLength: pixelLength)
    }
}
