import Foundation

/// iOS 13.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// iOS 13.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
