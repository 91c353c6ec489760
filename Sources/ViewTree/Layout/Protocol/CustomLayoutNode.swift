import Foundation

/// The view a `Layout` makes with `callAsFunction`: a container node whose
/// children are the content's views, laid out by the layout.
nonisolated public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    /// Runtime hook: makes the container node that runs the layout.
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let kind = readableTypeName(L.self)
        // Every layout view enters the graph here, so this is where an OS
        // before iOS 16 refuses the Layout family, as the compiler would.
        inputs.checkAvailability(layoutAvailability(L.self), kind: kind)
        // The node this view takes over keeps its cache: SwiftUI makes a
        // layout's cache once per view and then only updates it.
        let state: LayoutCacheState<L>
        if let old = inputs.parent?.reusePool?[inputs.slot], old.typeID == ObjectIdentifier(_LayoutRoot<L, EmptyView>.self),
           let adapter = old.layout as? CustomLayoutAdapter<L> {
            state = adapter.state
            state.layoutChanged = true
        } else {
            state = LayoutCacheState()
        }
        inputs.makeStack(_LayoutRoot<L, EmptyView>.self, kind: kind,
                         layout: CustomLayoutAdapter(layout: view.layout, state: state, name: kind), content: view.content, &list)
    }
}

/// A layout's cache, kept per node across layout values (see `_LayoutRoot`).
final class LayoutCacheState<L: Layout> {
    var cache: L.Cache?
    /// The subviews the cache was made or last updated for.
    var subviewIDs: [ObjectIdentifier] = []
    /// A new layout value arrived since the cache was updated.
    var layoutChanged = false
    /// The graph's re-evaluation round when the cache was made or updated.
    var round = 0
}

/// Runs a `Layout` as a node's layout: the node's layout children become
/// `LayoutSubviews` proxies, the cache is made once and updated when the
/// subviews or the layout change, and what the layout returns is checked.
///
/// A new path beside the built-in nodes: `HStack`/`VStack`/`ZStack` keep
/// their own node layouts (no proxies, no cache), which the benchmark
/// measures; `HStackLayout` etc. reach the same algorithms through here.
struct CustomLayoutAdapter<L: Layout>: NodeLayout, StackOrientedNodeLayout {
    let layout: L
    let state: LayoutCacheState<L>
    let name: String
    let stackOrientation: Axis?

    init(layout: L, state: LayoutCacheState<L>, name: String) {
        self.layout = layout
        self.state = state
        self.name = name
        self.stackOrientation = (layout as? DynamicLayoutProperties)?.instanceLayoutProperties.stackOrientation
            ?? L.layoutProperties.stackOrientation
    }

    private func subviews(of node: Node, _ context: LayoutContext, placement: PlacementContext?) -> LayoutSubviews {
        LayoutSubviews(source: LayoutSubviewSource(nodes: node.layoutChildren, host: node, layoutContext: context,
                                                   placementContext: placement, containerName: name))
    }

    /// Runs `body` with the cache, made or updated first as needed. The
    /// cache is moved out of the state for the call (no access to the state
    /// stays open while the layout runs).
    ///
    /// Updated (Apple: "when the layout container or any of its subviews
    /// change") when a new layout value arrived, the subviews are other
    /// nodes, or bodies were evaluated again since: a subview's own state
    /// may have changed its size, which a cache of sizes must see. (A
    /// change elsewhere in the window updates it too: harmless, the default
    /// update makes the cache again.)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let ids = subviews.source.nodes.map(ObjectIdentifier.init)
        let round = subviews.source.host.graph.rebuildRound
        var cache: L.Cache
        if let existing = state.cache {
            cache = existing
            state.cache = nil
            if state.layoutChanged || round != state.round || ids != state.subviewIDs {
                layout.updateCache(&cache, subviews: subviews)
            }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        state.subviewIDs = ids
        state.round = round
        state.layoutChanged = false
        let result = body(&cache)
        state.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        let subviews = subviews(of: node, context, placement: nil)
        var size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // A custom layout may return anything: a NaN or negative length is
        // clamped to 0 (what `Node.size` does for any view), but the
        // diagnostic names the layout.
        if size.width.isNaN || size.width < 0 {
            node.graph.diagnose(.nonFiniteGeometry, "\(name).sizeThatFits returned width \(size.width.shortDescription) for \(proposal); used 0", node: node)
            size.width = 0
        }
        if size.height.isNaN || size.height < 0 {
            node.graph.diagnose(.nonFiniteGeometry, "\(name).sizeThatFits returned height \(size.height.shortDescription) for \(proposal); used 0", node: node)
            size.height = 0
        }
        return size
    }

    /// A custom layout may set guides of its own: it is always asked. The
    /// built-in ones (`HStackLayout`, ..., `Grid`'s) keep the default, so
    /// they pass their subviews' up only when one has some.
    var explicitGuides: ExplicitGuidePassage { L.self is any ChildGuidesOnlyLayout.Type ? .children : .own }

    /// The layout's `explicitAlignment`, asked with bounds at the origin (as
    /// SwiftUI asks it); a value that is not finite is no value, with a
    /// diagnostic naming the layout.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        let subviews = subviews(of: node, context, placement: nil)
        let bounds = CGRect(origin: .zero, size: size)
        let value = withCache(subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(packed: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(packed: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        if let value, !value.isFinite {
            node.graph.diagnose(.nonFiniteGeometry, "\(name).explicitAlignment returned \(value.shortDescription); used the guide's default", node: node)
            return nil
        }
        return value
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        let subviews = subviews(of: node, context.layout, placement: context)
        let source = subviews.source
        source.bounds = frame
        withCache(subviews) { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &$0) }
        // Proxies kept past the call cannot place any more.
        source.placementContext = nil
        // A subview the layout did not place is centred in the bounds and
        // proposed the container's proposal (Apple's documentation of
        // `LayoutSubview.place(at:anchor:proposal:)`; OpenSwiftUI
        // Layout.swift, audited 6.0.87).
        for (index, child) in source.nodes.enumerated() where !source.placed[index] {
            let size = child.size(for: proposal, context.layout)
            node.placeChild(child, size: size, alignment: .center, in: frame, proposal: proposal, context)
        }
    }
}

/// A built-in `Layout` that keeps the protocol's default `explicitAlignment`
/// (its subviews' guides, combined): no guide of its own.
protocol ChildGuidesOnlyLayout {}

extension HStackLayout: ChildGuidesOnlyLayout {}
extension VStackLayout: ChildGuidesOnlyLayout {}
extension ZStackLayout: ChildGuidesOnlyLayout {}
extension CellGridLayout: ChildGuidesOnlyLayout {}

/// A node layout that is a stack for the views inside it: a `Spacer` or
/// `Divider` child follows its axis (`LayoutProperties.stackOrientation`).
protocol StackOrientedNodeLayout {
    var stackOrientation: Axis? { get }
}

/// A layout whose properties depend on the value, not only the type
/// (`AnyLayout` has those of the layout it wraps).
protocol DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

/// The availability entry a layout type is refused by: its own for the
/// built-in layouts, the protocol's (`'Layout' is only available ...`) for
/// a layout of the app's.
func layoutAvailability<L: Layout>(_ type: L.Type) -> APIAvailability {
    switch type {
    case is HStackLayout.Type: .hStackLayout
    case is VStackLayout.Type: .vStackLayout
    case is ZStackLayout.Type: .zStackLayout
    case is AnyLayout.Type: .anyLayout
    default: .layout
    }
}
