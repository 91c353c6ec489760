import Foundation

/// `.sidebarAdaptable` (iOS 18): a tab bar that can become a sidebar in a
/// regular width. The model lays it out as the default tab bar (the
/// sidebar form is not modelled).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPaged: Bool { false }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// iOS 18 / macOS 15.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
