import Foundation

/// A style for the page index of a page-style `TabView` (iOS 14). Drawing-only.
public protocol IndexViewStyle {}

extension View {
    /// The page index's style (iOS 14). Drawing-only.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        checkingAvailability(.indexViewStyle, kind: "indexViewStyle")
    }
}
