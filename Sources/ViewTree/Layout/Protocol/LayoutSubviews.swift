import Foundation

/// What the subview proxies of one layout call share: the nodes they stand
/// for and the contexts to size and place them in.
///
/// Built-in layouts reached through the proxy (`HStackLayout`, ...) run the
/// same internal algorithm as their views (`StackLayout`, ...) over these
/// proxies (`SubviewsLayout`); `host` is the container's node (its graph
/// takes the diagnostics).
final class LayoutSubviewSource {
    let nodes: NodeChildren
    let host: Node
    let layoutContext: LayoutContext
    /// Set only while the container places its subviews: `place(at:...)`
    /// outside `placeSubviews` is ignored (SwiftUI allows it only there).
    var placementContext: PlacementContext?
    /// The container's bounds while placing (the fallback for invalid positions).
    var bounds: CGRect = .zero
    /// Which subviews were placed in the current `placeSubviews` call.
    var placed: [Bool]
    /// Keeps the graph of detached subviews alive (nodes do not retain it).
    let detachedGraph: ViewGraph?
    /// The container's name for diagnostics ("MyEqualWidthHStack").
    let containerName: String
    /// The graph the nodes belong to, while it lives. A proxy a layout kept
    /// (in its cache, or anywhere else) may outlive the graph, whose nodes
    /// reach it unretained: a proxy whose graph is gone answers safely
    /// instead (`LayoutSubview.isAlive`). Weak: a strong reference from a
    /// proxy kept in the cache would keep the graph alive through its own
    /// node.
    private weak var graph: ViewGraph?
    var isAlive: Bool { graph != nil }

    init(nodes: NodeChildren, host: Node, layoutContext: LayoutContext, placementContext: PlacementContext?,
         containerName: String, detachedGraph: ViewGraph? = nil) {
        self.nodes = nodes
        self.host = host
        self.layoutContext = layoutContext
        self.placementContext = placementContext
        self.placed = [Bool](repeating: false, count: nodes.count)
        self.containerName = containerName
        self.detachedGraph = detachedGraph
        self.graph = detachedGraph ?? host.graph
    }

    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        guard isAlive else { return }
        host.graph.diagnose(kind, message, node: host)
    }
}

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
        ViewDimensions(size: sizeThatFits(proposal))
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
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Where the subview was placed in the last `placeSubviews` call, if it
    /// was (for tests of layouts over detached subviews).
    var placedFrame: CGRect? { source.placed[index] ? node.frame : nil }
}

/// The subviews of a layout container, as proxies: SwiftUI's
/// `LayoutSubviews`. A random-access collection indexed from 0; a slice is
/// again a `LayoutSubviews` (indexed from 0, as SwiftUI's).
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    /// A subview's proxy.
    public typealias Element = LayoutSubview
    /// Positions from 0.
    public typealias Index = Int
    /// A slice is again a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// `0..<count`.
    public typealias Indices = Range<Int>

    let source: LayoutSubviewSource
    /// Positions in `source.nodes`, in order; nil for all of them.
    let members: [Int]?

    init(source: LayoutSubviewSource, members: [Int]? = nil) {
        self.source = source
        self.members = members
    }

    /// The direction of the layout: always left to right in the runtime.
    public var layoutDirection: LayoutDirection { .leftToRight }

    /// 0: a slice is indexed from 0 too, as SwiftUI's.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { members?.count ?? source.nodes.count }
    /// `0..<count`.
    public var indices: Range<Int> { startIndex..<endIndex }

    /// The proxy of the subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(source: source, index: members.map { $0[index] } ?? index)
    }

    /// The subviews in `bounds`, indexed from 0.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(source: source, members: bounds.map { members?[$0] ?? $0 })
    }

    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(source: source, members: indices.map { members?[$0] ?? $0 })
    }

    /// Equal when they stand for the same subviews of the same layout call.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.source === rhs.source && lhs.positions == rhs.positions
    }

    /// The positions in `source.nodes` of these subviews.
    var positions: [Int] { members ?? Array(source.nodes.indices) }

    /// The nodes of these subviews.
    var nodes: [Node] { members.map { $0.map { source.nodes[$0] } } ?? source.nodes.array }
}

// MARK: Running a built-in layout over subviews

/// The public proxy is a built-in layout's subview too (`SubviewsLayout`),
/// so `HStackLayout` runs `HStack`'s algorithm on it directly.
extension LayoutSubview: SubviewProxy {
    var constantSize: CGSize? { node.constantSize }
    var spacerEdges: Edge.Set { node.spacerEdges }
    // (The container traits, read only by TabView and List, which no public
    // layout runs: the same node's.)
    var tag: AnyHashable? { node.declaredTraits?[TabTagTrait.self] }
    var listRowInsets: EdgeInsets? { node.listRowInsets }
    var hidesTabBar: Bool { node.hidesTabBar }

    /// Places the subview in `rect` (the built-in layouts size it first).
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        guard let placement = source.placementContext else {
            source.diagnose(.invalidDimension, "placeSubviews of a built-in layout called outside placeSubviews(in:proposal:subviews:cache:) of \(source.containerName); ignored")
            return
        }
        node.place(in: rect, proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Places the subview in `rect` in a safe area with `level` added.
    func place(in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        guard var placement = source.placementContext else {
            source.diagnose(.invalidDimension, "placeSubviews of a built-in layout called outside placeSubviews(in:proposal:subviews:cache:) of \(source.containerName); ignored")
            return
        }
        placement.safeArea = placement.safeArea.adding(level)
        node.place(in: rect, proposal: proposal, placement)
        source.placed[index] = true
    }

    /// Hidden by the layout: it counts as placed (the container does not
    /// centre it), with no frame.
    func hide() {
        node.unplace()
        source.placed[index] = true
    }
}

extension LayoutSubviews: PlaceableSubviewCollection {
    typealias Subview = LayoutSubview

    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) { self[index].place(in: rect, proposal: proposal) }
    func hide(_ index: Int) { self[index].hide() }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        self[index].place(in: rect, proposal: proposal, addingSafeArea: level)
    }

    /// The container's placement (outside `placeSubviews`, where nothing is
    /// placed, its sizing context with no safe area).
    var placement: PlacementContext {
        source.placementContext ?? PlacementContext(layout: source.layoutContext, safeArea: SafeAreaStack())
    }
    var pixelLength: CGFloat { source.host.environment.pixelLength }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        guard source.isAlive else { return .zero }
        return self[index].node.size(for: proposal, context)
    }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        guard source.placementContext != nil else {
            source.diagnose(.invalidDimension, "placeSubviews of a built-in layout called outside placeSubviews(in:proposal:subviews:cache:) of \(source.containerName); ignored")
            return
        }
        self[index].node.place(in: rect, proposal: proposal, context)
        source.placed[index] = true
    }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { source.diagnose(kind, message) }

    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        guard let placement = source.placementContext else { return rect }
        return placement.safeArea.grow(rect, edges: edges, regions: .container,
                                       pixelLength: source.host.environment.pixelLength).rect
    }

    /// The size a built-in layout gives these subviews for `proposal`.
    func sizeThatFits(with layout: some SubviewsLayout, _ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(sanitized(proposal), subviews: self)
    }

    /// Places these subviews with a built-in layout, as its view would.
    func place(with layout: some SubviewsLayout, in bounds: CGRect, _ proposal: ProposedViewSize) {
        guard source.placementContext != nil else {
            source.diagnose(.invalidDimension, "placeSubviews of a built-in layout called outside placeSubviews(in:proposal:subviews:cache:) of \(source.containerName); ignored")
            return
        }
        layout.placeSubviews(in: bounds, proposal: sanitized(proposal), subviews: self)
    }

    /// A proposal without NaN or negative dimensions (as `Node.size` keeps it).
    private func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
        source.host.graph.sanitize(proposal, in: source.host)
    }
}

// MARK: Detached subviews (no view graph)

/// A subview that is not a view: its size is a function of the proposal.
/// Lets a layout run as a pure function in tests.
struct DetachedSubview {
    var sizeThatFits: (ProposedViewSize) -> CGSize
    var priority: Double = 0
    var isSpacer = false

    /// A subview whose size is `size` whatever the proposal (a fixed frame).
    static func fixed(_ width: CGFloat, _ height: CGFloat) -> DetachedSubview {
        DetachedSubview(sizeThatFits: { _ in CGSize(width: width, height: height) })
    }
}

/// The layout of a detached subview: its size function; nothing inside.
struct DetachedSubviewLayout: LeafLayout {
    let size: (ProposedViewSize) -> CGSize
    var isCheaperThanCaching: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
}

extension LayoutSubviews {
    /// Subviews that stand alone: no view, no window; each answers with its
    /// size function. They can be sized and placed at any time (a layout's
    /// `placeSubviews` can be called directly); `placedFrame` reads back
    /// where they went and `detachedDiagnostics` what was clamped.
    ///
    /// (Internally the proxies stand for nodes of a private graph, so a
    /// built-in layout runs exactly the algorithm its view runs.)
    static func detached(_ subviews: [DetachedSubview], containerName: String = "layout") -> LayoutSubviews {
        let window = Window(size: CGSize(width: 10_000, height: 10_000))
        let graph = ViewGraph(window: window)
        let inputs = _ResolveInputs(environment: window.environment, slot: 0, graph: graph, parent: nil, depth: 0)
        let host = Node.layoutHost(in: graph, parent: nil, kind: containerName, inputs: inputs)
        let childInputs = inputs.forChildren(of: host)
        let nodes = subviews.enumerated().map { index, subview in
            Node.detachedSubview(subview, index: index, host: host, inputs: childInputs.child(index))
        }
        host.children = NodeChildren(nodes)
        host.childrenDidChange()
        let context = LayoutContext(container: ContainerContext(size: window.bounds.size, definedAxes: .both, kind: .window))
        let source = LayoutSubviewSource(nodes: host.children, host: host, layoutContext: context,
                                         placementContext: PlacementContext(layout: context, safeArea: window.safeAreaStack),
                                         containerName: containerName, detachedGraph: graph)
        source.bounds = .zero
        return LayoutSubviews(source: source)
    }

    /// The diagnostics raised while laying out detached subviews.
    var detachedDiagnostics: [Diagnostic] { source.detachedGraph?.diagnostics ?? [] }
}
