import Foundation

/// An alignment on the vertical axis (top 0, center 0.5, bottom 1).
/// Text baselines are approximated by the top (first) and bottom (last).
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}
