import Foundation

/// Where a search field goes (iOS 15 / macOS 12). The model does not lay
/// the field out (see `searchable(text:placement:prompt:)`).
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// The platform's default place (on iOS, the navigation bar).
    public static var automatic: SearchFieldPlacement { SearchFieldPlacement(name: "automatic") }
    /// In the toolbar.
    public static var toolbar: SearchFieldPlacement { SearchFieldPlacement(name: "toolbar") }
    /// In the sidebar of a split view.
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(name: "sidebar") }
    /// In a drawer below the navigation bar.
    public static var navigationBarDrawer: SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}
