import Foundation

/// A view's spacing preferences: the least distance it wants to the next
/// view on each edge, or no preference. SwiftUI's `ViewSpacing`.
///
/// `distance(to:along:)` takes the larger preference of the two facing
/// edges; when neither view has one, the platform's default spacing, 8
/// (OpenSwiftUI Layout.swift / Spacing.swift, audited 6.0.87). Ordinary
/// views have no preference (so 8 between two of them, as `HStack` uses);
/// a `Spacer` prefers 0 on every edge (so 0 next to it).
///
/// Differences from SwiftUI: no spacing categories (text-to-text baseline
/// metrics), and the edges are taken left-to-right.
public struct ViewSpacing: Sendable, Hashable, CustomStringConvertible {
    // Leading, trailing, top, bottom; nil = no preference.
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// The default spacing between two views without preferences.
    static let defaultDistance: CGFloat = 8

    /// Spacing preferences with no preference on any edge (the default
    /// spacing applies). Merge others into it with `formUnion(_:edges:)`.
    public init() {}

    /// Zero on every edge: views next to it touch it (an empty view, a spacer).
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.top = 0; spacing.leading = 0; spacing.bottom = 0; spacing.trailing = 0
        return spacing
    }()

    private static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.max(a, b)
    }

    /// Merges `other`'s preferences on `edges`: each edge keeps the larger
    /// of the two (the smallest spacing that satisfies both).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Self.larger(top, other.top) }
        if edges.contains(.leading) { leading = Self.larger(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Self.larger(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Self.larger(trailing, other.trailing) }
    }

    /// `formUnion(_:edges:)` on a copy.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next`, which follows it
    /// along `axis` (this view's trailing or bottom edge faces `next`'s
    /// leading or top edge): the larger preference, or 8 when neither has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let facing = axis == .horizontal ? Self.larger(trailing, next.leading) : Self.larger(bottom, next.top)
        return facing ?? Self.defaultDistance
    }

    /// The preferences, edge by edge ("-" for none).
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { $0.shortDescription } ?? "-" }
        return "ViewSpacing(top: \(text(top)), leading: \(text(leading)), bottom: \(text(bottom)), trailing: \(text(trailing)))"
    }
}
