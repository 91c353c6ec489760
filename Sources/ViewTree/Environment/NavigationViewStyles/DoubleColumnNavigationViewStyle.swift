import Foundation

/// iOS 14 / macOS 11.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// iOS 15 / macOS 12.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
