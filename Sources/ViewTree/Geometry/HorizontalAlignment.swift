import Foundation

/// An alignment on the horizontal axis. The runtime models the built-in
/// guides as fractions of a view's width (leading 0, center 0.5, trailing 1);
/// custom alignment guides are not modelled.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}
