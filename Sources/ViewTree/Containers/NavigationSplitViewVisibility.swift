import Foundation

/// Which split-view columns show (iOS 16 / macOS 13). The runtime's split
/// layout depends on the size class and the window width only (a difference).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// iOS 16 / macOS 13.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// iOS 16 / macOS 13.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// iOS 16 / macOS 13.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// iOS 16 / macOS 13.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView where Content == EmptyView {
    /// iOS 16 / macOS 13 (the visibility is not modelled).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    /// iOS 16 / macOS 13 (the visibility is not modelled).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}
