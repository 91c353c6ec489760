import Foundation

/// How a navigation destination appears (iOS 18 / macOS 15): animation
/// only, no layout effect.
public protocol NavigationTransition: Sendable {}

extension View {
    /// Sets how this destination appears (iOS 18 / macOS 15). Animation only.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        checkingAvailability(.navigationTransition, kind: "navigationTransition")
    }

    /// Marks the view a zoom transition starts from (iOS 18 / macOS 15).
    /// Animation only.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        checkingAvailability(.matchedTransitionSource, kind: "matchedTransitionSource")
    }
}
