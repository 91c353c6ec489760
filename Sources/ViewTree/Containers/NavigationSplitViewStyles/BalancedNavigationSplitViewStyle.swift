import Foundation

/// iOS 16 / macOS 13.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// iOS 16 / macOS 13.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
