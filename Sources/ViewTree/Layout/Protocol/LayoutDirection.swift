import Foundation

/// The direction of a horizontal layout. The runtime lays out left to right
/// only: `LayoutSubviews.layoutDirection` is always `.leftToRight`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right (not modelled by the runtime).
    case rightToLeft
}
