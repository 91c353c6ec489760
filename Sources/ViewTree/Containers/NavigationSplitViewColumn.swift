import Foundation

/// A column of a navigation split view (iOS 17 / macOS 14): with
/// `preferredCompactColumn`, the one a collapsed split view shows on top.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: UInt8 { case sidebar, content, detail }
    let kind: Kind

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .sidebar) }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .content) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(kind: .detail) }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view whose collapsed form shows
    /// `preferredCompactColumn` on top (iOS 17 / macOS 14). The binding is
    /// read, not written (the model does not navigate).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn.wrappedValue
    }

    /// As `init(preferredCompactColumn:sidebar:detail:)`; the visibility is
    /// not modelled (iOS 17 / macOS 14).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    /// A three-column split view whose collapsed form shows
    /// `preferredCompactColumn` on top; the visibility is not modelled
    /// (iOS 17 / macOS 14).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn.wrappedValue
    }
}
