import Foundation

/// When a scroll view bounces at its edges (iOS 16.4). No layout effect.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// When scroll views bounce on `axes` (iOS 16.4). No layout effect.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        checkingAvailability(.scrollBounceBehavior, kind: "scrollBounceBehavior")
    }
}
