import Foundation

/// Where a view is in a scroll transition (iOS 17 / macOS 14): entering
/// at the top or leading edge, fully visible, or leaving at the bottom or
/// trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    /// Whether the view is fully visible.
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 visible, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

extension View {
    /// Applies effects as the view enters and leaves a scroll view's
    /// visible region (iOS 17 / macOS 14). Drawing only: the model lays the
    /// view out where it is, and the closure is not called.
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        checkingAvailability(.scrollTransition, kind: "scrollTransition")
    }

    /// As `scrollTransition(_:axis:transition:)`, with a configuration per edge.
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                             axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        checkingAvailability(.scrollTransition, kind: "scrollTransition")
    }
}
