import Foundation

/// A navigation-view style (iOS 13, deprecated).
public protocol NavigationViewStyle {}

extension View {
    /// The style of navigation views (iOS 13, deprecated). `.stack` is the
    /// runtime's only NavigationView layout; drawing-only otherwise.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
