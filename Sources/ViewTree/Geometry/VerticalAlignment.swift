import Foundation

/// An alignment on the vertical axis: SwiftUI's `VerticalAlignment` (top 0,
/// center 0.5, bottom 1; a custom guide from an `AlignmentID` type). A text
/// answers the baselines (the model's font metrics: Docs/LayoutRules.md,
/// "Alignment guides"); a view without text has them at its bottom.
public struct VerticalAlignment: Hashable, Sendable {
    // (The key alone, 4 bytes: an `Alignment` is 8, inline in the views
    // and layouts that hold one; a stored fraction beside it doubled every
    // overlay's and frame's size, +4 % on a small layout.)
    let key: AlignmentKey

    init(builtin key: AlignmentKey) {
        self.key = key
    }

    /// The guide's default value in a 1-high view (see `AlignmentKey.fraction`).
    var fraction: CGFloat { key.fraction }

    /// A guide identified by `id`, whose default value is `id`'s
    /// `defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(index: AlignmentTable.shared.index(of: id), axis: .vertical)
    }

    /// The explicit value a container gets from its children's (nil
    /// entries: children without one), combined as the guide's
    /// `AlignmentID._combineExplicit` says (SwiftUI, iOS 16).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }

    public static let top = VerticalAlignment(builtin: .top)
    public static let center = VerticalAlignment(builtin: .verticalCenter)
    public static let bottom = VerticalAlignment(builtin: .bottom)
    public static let firstTextBaseline = VerticalAlignment(builtin: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(builtin: .lastTextBaseline)
}
