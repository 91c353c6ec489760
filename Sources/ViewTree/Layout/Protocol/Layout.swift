import Foundation

/// A type that defines the geometry of a collection of views: SwiftUI's
/// `Layout` protocol (iOS 16, macOS 13), with SwiftUI's requirements,
/// labels and defaults, so a custom layout written for SwiftUI pastes in.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; the rest has defaults.
/// Use a layout as a view with `callAsFunction`:
/// `MyEqualWidthHStack { Text("a"); Text("b") }`.
///
/// Differences from SwiftUI:
/// - `bounds` and the positions given to `LayoutSubview.place(at:anchor:proposal:)`
///   are in window coordinates (the runtime has no other coordinate space);
///   a layout that places relative to `bounds.minX`/`minY`, as Apple's
///   examples do, behaves the same.
/// - The protocol is `Sendable` (as in the current SDK) but does not refine
///   `Animatable` (the runtime does not animate).
/// - `explicitAlignment` is asked with `bounds` at the origin, as SwiftUI
///   asks it (Docs/LayoutRules.md, "Alignment guides").
@preconcurrency public protocol Layout: Sendable {
    /// Properties of the layout container (the axis a `Spacer` inside
    /// expands along). Default: `LayoutProperties()`, no orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout computes once and reuses across its calls.
    /// Default: `Void`.
    associatedtype Cache = Void

    /// The subviews' proxies as the layout receives them.
    typealias Subviews = LayoutSubviews

    /// The size of the container for a proposal, from its subviews' sizes.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`
    /// inside `bounds`, the region of the size `sizeThatFits` returned for
    /// `proposal`. A subview not placed is centred in `bounds` and proposed
    /// `proposal`, as in SwiftUI.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The position of a horizontal guide in the container, nil for its
    /// default. Default: the subviews' explicit values of a custom guide
    /// where `placeSubviews` puts them, averaged (nil for the built-in
    /// edges and centre), as SwiftUI's default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The position of a vertical guide in the container (see the
    /// horizontal one).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The container's spacing preferences. Default: the union of the
    /// subviews' preferences on every edge (`.zero` with no subviews).
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Creates the cache, once per container view (when its node is created).
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the layout value or the subviews changed.
    /// Default: `cache = makeCache(subviews:)`.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// The default: `LayoutProperties()` (no stack orientation).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default: makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default: the subviews' explicit values where `placeSubviews`
    /// puts them, combined (custom guides only).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
        }
    }

    /// The default: the subviews' explicit values where `placeSubviews`
    /// puts them, combined (custom guides and text baselines only).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
        }
    }

    /// The default: the union of the subviews' spacing preferences on every
    /// edge; `.zero` with no subviews (OpenSwiftUI Layout.swift, audited 6.0.87).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.spacing) }
        return result
    }

    /// Lays out `content`'s views with this layout: `MyLayout { A(); B() }`.
    /// Each view of `content` (views of a `ForEach` or `Group` flattened, as
    /// in SwiftUI) is one subview.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// The default for a layout without a cache: the empty value.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
