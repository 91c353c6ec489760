import Foundation

/// When scroll indicators show (iOS 16). No layout effect.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Which scroll indicators show on `axes` (iOS 16). No layout effect
    /// (indicators overlay the content).
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        checkingAvailability(.scrollIndicators, kind: "scrollIndicators")
    }
}
