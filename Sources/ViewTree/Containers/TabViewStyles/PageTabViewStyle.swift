import Foundation

/// iOS 14.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows (iOS 14).
    public struct IndexDisplayMode: Sendable {
        let name: String
        /// iOS 14.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// iOS 14.
        public static let always = IndexDisplayMode(name: "always")
        /// iOS 14.
        public static let never = IndexDisplayMode(name: "never")
    }
    /// iOS 14.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _isPaged: Bool { true }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// iOS 14.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// iOS 14.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}
