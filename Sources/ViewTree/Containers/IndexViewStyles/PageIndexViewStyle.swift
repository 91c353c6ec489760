import Foundation

/// The page index's background style (iOS 14). Drawing-only.
public struct PageIndexViewStyle {
    /// When the index's background shows (iOS 14).
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    /// iOS 14.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension PageIndexViewStyle: IndexViewStyle {}
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index (iOS 14).
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page index with its background shown as `backgroundDisplayMode` says (iOS 14).
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
