import Foundation

/// iOS 16 / macOS 13.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// iOS 16 / macOS 13.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
