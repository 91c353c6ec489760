import Foundation

/// `.tabBarOnly` (iOS 18): the tab bar, never a sidebar: laid out as the
/// default tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPaged: Bool { false }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// iOS 18 / macOS 15.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
