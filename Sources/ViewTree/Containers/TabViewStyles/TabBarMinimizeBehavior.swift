import Foundation

/// When the iOS 26 tab bar minimizes (iOS 26). Animation only: the model
/// lays out the tab bar at rest.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    /// Minimizes when the content scrolls down.
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    /// Minimizes when the content scrolls up.
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    /// Never minimizes.
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

extension View {
    /// Sets when the tab bar minimizes (iOS 26). Scroll behaviour: no layout effect.
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        checkingAvailability(.tabBarMinimizeBehavior, kind: "tabBarMinimizeBehavior")
    }

    /// A view shown above the tab bar (iOS 26). Not laid out (no public
    /// measurement of the accessory's frame or of the inset it adds: a
    /// difference).
    nonisolated public func tabViewBottomAccessory<V: View>(@ViewBuilder content: () -> V) -> some View {
        checkingAvailability(.tabViewBottomAccessory, kind: "tabViewBottomAccessory")
    }
}
