import Foundation

/// A split-view style (iOS 16 / macOS 13). Not modelled: the runtime's
/// split layout depends on the size class and the window width only (`.balanced` and
/// `.prominentDetail` size columns differently in SwiftUI: a difference).
public protocol NavigationSplitViewStyle {}

extension View {
    /// Sets the split-view style (iOS 16 / macOS 13). Not modelled (see `NavigationSplitViewStyle`).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// A menu on the navigation title (iOS 16 / macOS 13). Drawing-only: the bar keeps its height.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Sets the column width of a split-view column (iOS 16 / macOS 13). Not modelled (fixed 320-pt columns).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets the column width range (iOS 16 / macOS 13). Not modelled (fixed 320-pt columns).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
