import Foundation

// Layouts that set the place their subviews are laid out in: containers
// (ScrollView, List, TabView, the window) give their content another
// container for `containerRelativeFrame`, another safe area and another
// platform-container record, and report what they did (a scroll view's
// geometry, diagnostics). As `UnaryLayout` and `SubviewsLayout`, they see
// only the proposal, the contexts (plain values) and subview proxies, so
// they run without a graph (`ContainerLayoutTests`); what they report goes
// to a sink the proxy offers rather than to a node's graph.

/// Where a layout reports what is not a frame: diagnostics, and a scroll
/// view's geometry. The runtime's sink records them for the placing node
/// (`LayoutResult.diagnostics`, `LayoutResult.scrollGeometry(of:)`); a test's
/// collects them.
protocol LayoutSink {
    /// Reports a problem of the laying-out view (recorded once per kind,
    /// view and message, as every diagnostic is).
    func diagnose(_ kind: Diagnostic.Kind, _ message: String)
}

/// The one subview of a container while it sizes: sized in the container
/// context its layout gives it (a scroll view's content sees the scroll
/// view as its container).
protocol ContainerSizingSubview: UnarySizingSubview, LayoutSink {
    /// The context the layout itself is sized in.
    var context: LayoutContext { get }
    /// The subview's size for `proposal` in `context`.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize
    /// The value of `K` the layout's content produces (nil when none writes
    /// it): what a navigation container reads of its content (its title,
    /// bar items and visibility), as SwiftUI's containers read their
    /// content's preferences.
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value?
    /// A number that changes whenever the content's preferences may have
    /// changed (some view was resolved again): a layout may keep what it
    /// derived from them while it stays the same.
    var preferencesVersion: UInt64 { get }
}

/// The one subview of a container while it places: placed in the
/// placement context its layout gives it.
protocol ContainerPlacingSubview: ContainerSizingSubview, UnaryPlacingSubview {
    /// The context the layout itself is placed in.
    var placement: PlacementContext { get }
    /// The placing view's pixel length (its environment's display scale):
    /// the tolerance of "lies on a safe-area boundary" (half a pixel).
    var pixelLength: CGFloat { get }
    /// Places the subview in `rect` in `context`.
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext)
    /// Records the geometry of the placing scroll view.
    func record(_ geometry: ScrollGeometry)
}

extension ContainerPlacingSubview {
    /// Places a subview of `size` aligned inside `rect`, in `context`.
    func place(size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        place(in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), proposal: proposal, context)
    }
}

/// A one-subview layout that sets its subview's contexts and reports
/// through its proxy (see the top of this file); as `UnaryLayout` otherwise.
protocol ContainerUnaryLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some ContainerSizingSubview) -> CGSize
    /// Places the subview in `bounds` (window coordinates); `proposal` is
    /// the one this layout was sized with.
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some ContainerPlacingSubview)
}

extension ContainerUnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, subview: NodeContainerSubview(unmanagedHost: Unretained(node), context: context))
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        placeSubview(in: frame, proposal: proposal,
                     subview: NodeContainerPlacingSubview(host: node, unmanagedChild: node.unretainedSoleChild, placement: context))
    }
}

/// The runtime's sizing proxy of a container's subview: the host's sole
/// layout child (found only when asked: a `containerRelativeFrame` fixed on
/// both axes answers without it).
struct NodeContainerSubview: ContainerSizingSubview {
    // Unretained: the proxy lives only inside the layout call (see
    // `NodeSizingSubview`).
    // (Unretained, used through a guaranteed reference: see `NodeSizingSubview`.)
    let unmanagedHost: Unretained<Node>
    let context: LayoutContext
    var host: Node { unmanagedHost.object }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedHost.with { $0.unretainedSoleChild }.with { $0.size(for: proposal, context) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        unmanagedHost.with { $0.unretainedSoleChild }.with { $0.size(for: proposal, context) }
    }

    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {
        host.graph.diagnose(kind, message, node: host)
    }

    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { PreferenceCollector.value(key, below: host) }
    var preferencesVersion: UInt64 { host.graph.resolutionRound }
}

/// The runtime's placing proxy of a container's subview.
struct NodeContainerPlacingSubview: ContainerPlacingSubview {
    @Unretained var host: Node
    // (Unretained, used through a guaranteed reference: see `NodePlacingSubview`.)
    let unmanagedChild: Unretained<Node>
    let placement: PlacementContext

    var context: LayoutContext { placement.layout }
    var pixelLength: CGFloat { host.environment.pixelLength }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, placement.layout) }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        unmanagedChild.with { $0.size(for: proposal, context) }
    }
    func place(in rect: CGRect, proposal: ProposedViewSize) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, placement) }
    }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        unmanagedChild.with { $0.place(in: rect, proposal: proposal, context) }
    }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { host.graph.diagnose(kind, message, node: host) }
    func record(_ geometry: ScrollGeometry) { host.graph.recorder.record(geometry, of: host) }
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { PreferenceCollector.value(key, below: host) }
    var preferencesVersion: UInt64 { host.graph.resolutionRound }
}

// MARK: Containers of several subviews

/// What a container reads of a subview besides its size and the stacks'
/// traits: the traits its content declares for it (SwiftUI reads them as
/// view traits or preferences of the subview).
protocol ContainerSubviewProxy: SubviewProxy {
    /// The `.tag(_:)` a `TabView` selection is matched against (nil: none).
    var tag: AnyHashable? { get }
    /// The row's `listRowInsets(_:)` (nil: the list's default insets).
    var listRowInsets: EdgeInsets? { get }
    /// Whether the subview, or a modifier around it, says
    /// `toolbar(.hidden, for: .tabBar)` (the outermost writer wins).
    var hidesTabBar: Bool { get }
}

/// The subviews of a container while it sizes.
protocol ContainerSubviewCollection: SubviewCollection where Subview: ContainerSubviewProxy {
    /// The context the container itself is sized in.
    var layoutContext: LayoutContext { get }
    /// Subview `index`'s size for `proposal` in `context` (a container
    /// gives its content another container).
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize
}

/// The subviews of a container while it places them.
protocol PlaceableContainerSubviewCollection: PlaceableSubviewCollection, ContainerSubviewCollection, LayoutSink {
    /// The context the container itself is placed in.
    var placement: PlacementContext { get }
    /// The container's pixel length (see `ContainerPlacingSubview`).
    var pixelLength: CGFloat { get }
    /// Places subview `index` in `rect` in `context`.
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext)
}

/// A layout of several subviews that sets their contexts (`TabView`) or
/// reads their container traits (a `List`'s rows); as `SubviewsLayout`
/// otherwise.
protocol ContainerSubviewsLayout: NodeLayout {
    func sizeThatFits<S: ContainerSubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize
    /// Places the subviews in `bounds` (window coordinates); `proposal` is
    /// the one this layout was sized with.
    func placeSubviews<S: PlaceableContainerSubviewCollection>(in bounds: CGRect, proposal: ProposedViewSize, subviews: S)
}

extension ContainerSubviewsLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.layoutChildren.withUnretainedNodes { sizeThatFits(proposal, subviews: NodeSubviews(nodes: $0, context: context)) }
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        node.layoutChildren.withUnretainedNodes {
            placeSubviews(in: frame, proposal: proposal, subviews: NodePlacingSubviews(nodes: $0, context: context, host: node))
        }
    }
}

extension NodeSubview: ContainerSubviewProxy {
    var tag: AnyHashable? { node.declaredTraits?[TabTagTrait.self] }
    var listRowInsets: EdgeInsets? { node.listRowInsets }
    var hidesTabBar: Bool { node.hidesTabBar }
}

extension NodeSubviews: ContainerSubviewCollection {
    var layoutContext: LayoutContext { context }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        nodes[index].with { $0.size(for: proposal, context) }
    }
}

extension NodePlacingSubviews: PlaceableContainerSubviewCollection {
    var layoutContext: LayoutContext { context.layout }
    var placement: PlacementContext { context }
    var pixelLength: CGFloat { host.environment.pixelLength }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        nodes[index].with { $0.size(for: proposal, context) }
    }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        nodes[index].with { $0.place(in: rect, proposal: proposal, context) }
    }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { host.graph.diagnose(kind, message, node: host) }
}
