import Foundation

/// An alignment on the horizontal axis: SwiftUI's `HorizontalAlignment`.
/// The built-in guides are fractions of a view's width (leading 0, center
/// 0.5, trailing 1); a custom guide is made from an `AlignmentID` type.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// The guide's default value in a 1-wide view (see `AlignmentKey.fraction`).
    let fraction: CGFloat

    init(builtin key: AlignmentKey) {
        self.key = key
        self.fraction = key.builtinFraction ?? 0
    }

    /// A guide identified by `id`, whose default value is `id`'s
    /// `defaultValue(in:)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(index: AlignmentTable.shared.index(of: id), axis: .horizontal)
        fraction = key.fraction
    }

    public static let leading = HorizontalAlignment(builtin: .leading)
    public static let center = HorizontalAlignment(builtin: .horizontalCenter)
    public static let trailing = HorizontalAlignment(builtin: .trailing)
}
