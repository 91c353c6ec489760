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
    /// Set when the layout is run only to learn where it would put its
    /// subviews (its explicit guides: `combinedExplicitAlignment`): places
    /// are recorded, nothing is placed.
    var probe: GuideProbeRecord?
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

    /// The placement while the container places its subviews; outside it
    /// nil, with a diagnostic (SwiftUI lets a layout place only there).
    var placementOrDiagnose: PlacementContext? {
        if let placementContext { return placementContext }
        diagnose(.invalidDimension, "placeSubviews of a built-in layout called outside placeSubviews(in:proposal:subviews:cache:) of \(containerName); ignored")
        return nil
    }
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

// MARK: Explicit alignment guides

extension LayoutSubviews {
    /// The default of `Layout.explicitAlignment`: the subviews' explicit
    /// values of `key` where `place` puts them (relative to `bounds`),
    /// combined (`AlignmentKey.combine`); nil when none has one. SwiftUI's
    /// default merges them the same way (OpenSwiftUI Layout.swift
    /// `defaultAlignment`, audited for 6.4). `place` runs the layout's
    /// `placeSubviews` against proxies that record instead of placing.
    func combinedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, place: (LayoutSubviews) -> Void) -> CGFloat? {
        guard key.combinesChildren, source.isAlive,
              key.isTextBaseline || positions.contains(where: { source.nodes[$0].hasExplicitGuides }) else { return nil }
        let probing = LayoutSubviewSource(nodes: source.nodes, host: source.host, layoutContext: source.layoutContext,
                                          placementContext: PlacementContext(layout: source.layoutContext, safeArea: SafeAreaStack()),
                                          containerName: source.containerName, detachedGraph: source.detachedGraph)
        let record = GuideProbeRecord(count: source.nodes.count)
        probing.probe = record
        place(LayoutSubviews(source: probing, members: members))
        let origin = key.axis == .horizontal ? bounds.minX : bounds.minY
        return key.combine(positions.lazy.map { record.explicitAlignment(key, of: self.source.nodes[$0], at: $0).map { $0 - origin } })
    }
}

// MARK: Running a built-in layout over subviews

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
        guard source.placementOrDiagnose != nil else { return }
        if let probe = source.probe {
            probe.placements[self[index].index] = .init(rect: rect, proposal: proposal, context: context.layout)
            return
        }
        self[index].node.place(in: rect, proposal: proposal, context)
        source.placed[index] = true
    }
    func placeRowBackground(_ index: Int, in cell: CGRect) {
        guard let placement = source.placementOrDiagnose else { return }
        self[index].node.placeListRowBackground(in: cell, placement)
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
        guard source.placementOrDiagnose != nil else { return }
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
