import Foundation

/// An alignment on the horizontal axis: SwiftUI's `HorizontalAlignment`.
/// The built-in guides are fractions of a view's width (leading 0, center
/// 0.5, trailing 1); a custom guide is made from an `AlignmentID` type.
public struct HorizontalAlignment: Hashable, Sendable {
    // (The key alone, 4 bytes: an `Alignment` is 8, inline in the views
    // and layouts that hold one; a stored fraction beside it doubled every
    // overlay's and frame's size, +4 % on a small layout.)
    let key: AlignmentKey

    init(builtin key: AlignmentKey) {
        self.key = key
    }

    /// The guide's default value in a 1-wide view (see `AlignmentKey.fraction`).
    var fraction: CGFloat { key.fraction }

    /// A guide identified by `id`, whose default value is `id`'s
    /// `defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(index: AlignmentTable.shared.index(of: id), axis: .horizontal)
    }

    /// The explicit value a container gets from its children's (nil
    /// entries: children without one), combined as the guide's
    /// `AlignmentID._combineExplicit` says (SwiftUI, iOS 16).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }

    public static let leading = HorizontalAlignment(builtin: .leading)
    public static let center = HorizontalAlignment(builtin: .horizontalCenter)
    public static let trailing = HorizontalAlignment(builtin: .trailing)
}
