import Foundation

/// iOS 14 / macOS 11.
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var _isPaged: Bool { false } }

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
