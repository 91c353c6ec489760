import Foundation

/// How a scroll view settles after a scroll (iOS 17). No layout effect.
public protocol ScrollTargetBehavior {}

extension View {
    /// How scroll views in this view settle (iOS 17). No layout effect: the
    /// model lays out the resting position `defaultScrollAnchor` gives.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        checkingAvailability(.scrollTargetBehavior, kind: "scrollTargetBehavior")
    }
}
