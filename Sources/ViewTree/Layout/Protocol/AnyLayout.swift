import Foundation

/// A type-erased layout: SwiftUI's `AnyLayout`. Switching the layout it
/// wraps (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`)
/// keeps the container's view, so its subviews keep their identity and
/// `@State`, where an `if`/`else` between two stacks would not.
public struct AnyLayout: Layout, DynamicLayoutProperties {
    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = layout
    }

    /// The wrapped layout's cache, whatever its type; made again when the
    /// wrapped layout's type changes.
    public struct Cache {
        var storage: Any
        var type: ObjectIdentifier
    }

    /// The wrapped layout's properties (a `Spacer` inside an `AnyLayout` of
    /// an `HStackLayout` is horizontal). SwiftUI reads them from the wrapped
    /// layout too; the static value is the default.
    var instanceLayoutProperties: LayoutProperties { Self.properties(of: layout) }
    private static func properties<L: Layout>(of layout: L) -> LayoutProperties { L.layoutProperties }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Self.makeCache(layout, subviews) }

    /// Updates the wrapped layout's cache, or makes it if it belonged to a
    /// layout of another type (the switch `AnyLayout` exists for).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { Self.updateCache(layout, &cache, subviews) }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(layout, proposal, subviews, &cache)
    }

    /// Places with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(layout, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(layout, subviews, &cache)
    }

    /// The wrapped layout's explicit alignment.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit alignment.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    // The wrapped layout, opened.

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
        Cache(storage: layout.makeCache(subviews: subviews), type: ObjectIdentifier(L.self))
    }

    private static func updateCache<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) {
        guard cache.type == ObjectIdentifier(L.self), var typed = cache.storage as? L.Cache else {
            cache = makeCache(layout, subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache.storage = typed
    }

    /// Runs `body` with the typed cache (made afresh if it is another
    /// layout's: a cache handed over from a different layout type).
    private static func withCache<L: Layout, R>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache,
                                                _ body: (L, inout L.Cache) -> R) -> R {
        if cache.type != ObjectIdentifier(L.self) || !(cache.storage is L.Cache) { cache = makeCache(layout, subviews) }
        var typed = cache.storage as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(layout, &typed)
        cache.storage = typed
        return result
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> CGSize {
        withCache(layout, subviews, &cache) { layout, cache in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    private static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) {
        withCache(layout, subviews, &cache) { layout, cache in layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache) -> ViewSpacing {
        withCache(layout, subviews, &cache) { layout, cache in layout.spacing(subviews: subviews, cache: &cache) }
    }

    private static func explicitAlignment<L: Layout>(_ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                     _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        withCache(layout, subviews, &cache) { layout, cache in
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    private static func explicitAlignment<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                     _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        withCache(layout, subviews, &cache) { layout, cache in
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
