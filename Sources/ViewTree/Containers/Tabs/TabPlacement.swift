import Foundation

/// Where a tab shows (iOS 18): the tab bar, the sidebar, pinned.
/// Not laid out.
public struct TabPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: TabPlacement { TabPlacement(name: "automatic") }
    /// The tab bar.
    public static var tabBar: TabPlacement { TabPlacement(name: "tabBar") }
    /// The sidebar.
    public static var sidebar: TabPlacement { TabPlacement(name: "sidebar") }
    /// Pinned in the tab bar.
    public static var pinned: TabPlacement { TabPlacement(name: "pinned") }
}
