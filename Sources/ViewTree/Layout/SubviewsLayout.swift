import Foundation

// Built-in layouts of several subviews (stacks, ZStack, overlay/background,
// grids, ViewThatFits) are written, as a SwiftUI `Layout` is, against the
// proposal and proxies of their subviews only: they never see a node, so
// they run without a graph (`SubviewsLayoutTests`). The runtime calls them
// through `NodeLayout` with proxies over the node's layout children; the
// public `HStackLayout`/`VStackLayout`/`ZStackLayout` call them with
// `LayoutSubviews`. The entry points are generic, so each proxy type gets
// its own specialised copy of the algorithm (no existential per call: the
// stack is the hottest code of a large layout).

/// What a layout reads of a subview besides its size: the traits SwiftUI's
/// `LayoutSubview` exposes as `priority` and `spacing`, and the runtime's
/// constant size.
protocol SubviewTraits {
    /// The size whatever the proposal, when the subview has one (a frame
    /// fixed in both dimensions): a layout may use it without asking.
    var constantSize: CGSize? { get }
    /// `layoutPriority` (SwiftUI's `LayoutSubview.priority`).
    var priority: Double { get }
    /// The edges on which the subview has a spacer's spacing preference: a
    /// stack puts no default spacing there (SwiftUI's `LayoutSubview.spacing`
    /// reduced to what the built-in stacks read).
    var spacerEdges: Edge.Set { get }
    /// Whether the subview may have explicit alignment guides (else every
    /// guide is its default: the fast path of aligning it).
    var hasExplicitGuides: Bool { get }
}

/// A subview of a built-in layout of several: the one proxy such a layout
/// sees of each subview. It answers a proposal with a size (SwiftUI's
/// `LayoutSubview.sizeThatFits(_:)`) and tells the traits a stack reads
/// (`SubviewTraits`) and those a container reads, which its content
/// declares for it (SwiftUI reads them as view traits or preferences of
/// the subview).
protocol SubviewProxy: SubviewTraits {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The subview's dimensions at `size`, sized for `proposal` (SwiftUI's
    /// `LayoutSubview.dimensions(in:)`): its explicit guides read through them.
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions
    /// The `.tag(_:)` a `TabView` selection is matched against (nil: none).
    var tag: AnyHashable? { get }
    /// The row's `listRowInsets` (an edge that is nil: the list's default).
    var listRowInsets: ListRowInsets { get }
    /// The part of a `Section` the subview is, in a list (nil: none).
    var listSection: SectionMember? { get }
    /// Whether the subview, or a modifier around it, says
    /// `toolbar(.hidden, for: .tabBar)` (the outermost writer wins).
    var hidesTabBar: Bool { get }
}

/// The subviews of a layout call, in order (SwiftUI's `LayoutSubviews`,
/// reduced to a count and positions from 0).
protocol SubviewCollection {
    associatedtype Subview
    var count: Int { get }
    subscript(index: Int) -> Subview { get }
}

/// The subviews while their layout places them, and what the layout may
/// ask of the place they are in.
///
/// A subview is placed through the collection, by position, rather than
/// through its proxy (SwiftUI's `LayoutSubview.place(at:anchor:proposal:)`):
/// the runtime's collection holds the placement context, and a proxy per
/// subview would copy it (its safe-area stack and container chain retained
/// and released per subview cost a fifth of a large layout).
protocol PlaceableSubviewCollection: SubviewCollection where Subview: SubviewProxy {
    /// Places subview `index` in `rect`, telling it the proposal it was
    /// sized with (the layout gives the rect, having sized the subview).
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize)
    /// Takes subview `index` (and what is inside it) out of the placed
    /// views: a layout that shows only some subviews (`ViewThatFits`) hides
    /// the others. SwiftUI has no such call: there an unplaced subview of a
    /// `ViewThatFits` is simply not drawn.
    func hide(_ index: Int)
    /// `rect` grown into the container safe-area insets it touches at this
    /// place, on `edges` (what a style background fills: see
    /// `StyleBackgroundLayout`).
    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect
    /// Places subview `index` as `place(_:in:proposal:)` does, in a safe
    /// area with `level` added inside the current one (what `safeAreaInset`
    /// gives its main view: `SafeAreaInsetLayout`).
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel)

    // What a container reads and sets of the place it lays its subviews
    // out in (`TabView`, `List`): as `UnarySubview`'s members of the same
    // names, for several subviews.

    /// The context the layout itself is placed in.
    var placement: PlacementContext { get }
    /// The placing view's pixel length (see `UnarySubview.pixelLength`).
    var pixelLength: CGFloat { get }
    /// Subview `index`'s size for `proposal` in `context` (a container
    /// gives its content another container).
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize
    /// Places subview `index` in `rect` in `context`.
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext)
    /// Places the `listRowBackground` of row `index`, if it has one, in
    /// `cell` (the row's cell: `List` places the row first).
    func placeRowBackground(_ index: Int, in cell: CGRect)
    /// Reports a problem of the laying-out view (see `UnarySubview.diagnose`).
    func diagnose(_ kind: Diagnostic.Kind, _ message: String)
}

extension PlaceableSubviewCollection {
    /// Places subview `index` with `size` aligned inside `rect` by the
    /// alignment's fraction (whatever guides the subview sets).
    @inline(__always)
    func place(_ index: Int, size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize) {
        place(index, in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal)
    }
}

/// Any array of subviews (nodes, proxies of a test) is a collection of them.
extension Array: SubviewCollection {
    typealias Subview = Element
}

/// A node's children too (what `derivedConstantSize` and a stack's spacing
/// preferences read).
extension NodeChildren: SubviewCollection {
    typealias Subview = Node
}

/// A built-in layout of any number of subviews written against the
/// proposal and subview proxies only (see the top of this file).
protocol SubviewsLayout: NodeLayout {
    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy
    /// Places the subviews in `bounds`, the frame this layout was given
    /// (window coordinates); `proposal` is the one it was sized with.
    func placeSubviews<S: PlaceableSubviewCollection>(in bounds: CGRect, proposal: ProposedViewSize, subviews: S)
    /// The size whatever the proposal, derived from the subviews' constant
    /// sizes only (`NodeLayout.derivedConstantSize(of:)`); nil by default.
    func derivedConstantSize<S: SubviewCollection>(subviews: S) -> CGSize? where S.Subview: SubviewTraits
}

extension SubviewsLayout {
    func derivedConstantSize<S: SubviewCollection>(subviews: S) -> CGSize? where S.Subview: SubviewTraits { nil }

    @inline(__always)
    func derivedConstantSize(of node: Node) -> CGSize? {
        derivedConstantSize(subviews: node.layoutChildren)
    }

    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.layoutChildren.withUnretainedNodes { sizeThatFits(proposal, subviews: NodeSubviews(nodes: $0, context: context)) }
    }

    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        node.layoutChildren.withUnretainedNodes {
            placeSubviews(in: frame, proposal: proposal, subviews: NodePlacingSubviews(nodes: $0, context: context, host: node))
        }
    }
}

// MARK: The runtime's proxies

/// A node is its own traits (what `derivedConstantSize` and a stack's
/// spacing preferences read: no context needed).
extension Node: SubviewTraits {}

/// The runtime's sizing proxies: a node's layout children, sized through
/// their caches in `context`.
struct NodeSubviews: SubviewCollection {
    /// The layout children, unretained, valid for the layout call
    /// (`NodeChildren.withUnretainedNodes`).
    let nodes: UnretainedNodes
    let context: LayoutContext

    @inline(__always) var count: Int { nodes.count }
    @inline(__always) subscript(index: Int) -> NodeSubview {
        NodeSubview(unmanagedNode: nodes[index], context: context)
    }
}

/// One child node while its parent sizes.
struct NodeSubview: SubviewProxy {
    // Unretained: the proxy lives only inside the layout call (see
    // `NodeSizingSubview`); Unretained, used through a guaranteed reference
    // (an `unowned(unsafe)` field, and the array element it was made from,
    // were retained and released per subview).
    let unmanagedNode: Unretained<Node>
    let context: LayoutContext
    /// The node (for the rarer traits a container reads).
    var node: Node { unmanagedNode.object }

    @inline(__always) var constantSize: CGSize? { unmanagedNode.with { $0.constantSize } }
    @inline(__always) var priority: Double { unmanagedNode.with { $0.priority } }
    @inline(__always) var spacerEdges: Edge.Set { unmanagedNode.with { $0.spacerEdges } }
    @inline(__always) func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedNode.with { $0.size(for: proposal, context) }
    }
    @inline(__always) var hasExplicitGuides: Bool { unmanagedNode.with { $0.hasExplicitGuides } }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(size: size, proposal: proposal, context)
    }
    var tag: AnyHashable? { node.declaredTraits?[TabTagTrait.self] }
    var listRowInsets: ListRowInsets { node.listRowInsets }
    var listSection: SectionMember? { node.sectionMember }
    var hidesTabBar: Bool { node.hidesTabBar }
}

/// The runtime's placing proxies: a node's layout children, sized and
/// placed in `context`.
struct NodePlacingSubviews: PlaceableSubviewCollection {
    /// As `NodeSubviews.nodes`.
    let nodes: UnretainedNodes
    let context: PlacementContext
    /// The placing node: its environment's pixel length rounds the safe
    /// area's edges (read only by `rectIgnoringSafeArea`).
    @Unretained var host: Node

    @inline(__always) var count: Int { nodes.count }
    @inline(__always) subscript(index: Int) -> NodeSubview {
        NodeSubview(unmanagedNode: nodes[index], context: context.layout)
    }

    @inline(__always)
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) {
        nodes[index].with { $0.place(in: rect, proposal: proposal, context) }
    }

    func hide(_ index: Int) { nodes[index].with { $0.unplace() } }

    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        var inner = context
        inner.safeArea = context.safeArea.adding(level)
        nodes[index].with { $0.place(in: rect, proposal: proposal, inner) }
    }

    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        context.safeArea.grow(rect, edges: edges, regions: .container, pixelLength: host.environment.pixelLength).rect
    }

    var placement: PlacementContext { context }
    var pixelLength: CGFloat { host.environment.pixelLength }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        nodes[index].with { $0.size(for: proposal, context) }
    }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        nodes[index].with { $0.place(in: rect, proposal: proposal, context) }
    }
    func placeRowBackground(_ index: Int, in cell: CGRect) {
        nodes[index].with { $0.placeListRowBackground(in: cell, context) }
    }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { host.graph.diagnose(kind, message, node: host) }
}

extension NodeFlags {
    /// The node was placed when it was made again (`Node.reset`): children
    /// it kept may still be placed under it although it is not.
    static let mayHavePlacedDescendants = NodeFlags(rawValue: 1 << 4)
}

extension Node {
    /// Takes the node and its subtree out of the placed views (only placed
    /// nodes are visited, nodes made again where a placed one was, and the
    /// transparent nodes between them, which are never placed themselves:
    /// this costs what was placed).
    func unplace() {
        guard isPlaced || isTransparent || flags.contains(.mayHavePlacedDescendants) else { return }
        isPlaced = false
        flags.remove(.mayHavePlacedDescendants)
        for child in children { child.unplace() }
    }
}
