import Foundation

/// iOS 13.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// iOS 13.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
