import Foundation

/// When a navigation bar's search drawer shows (iOS 15).
public struct NavigationBarDrawerDisplayMode: Sendable {
    let name: String
    /// Shown until the content scrolls.
    public static var automatic: NavigationBarDrawerDisplayMode { NavigationBarDrawerDisplayMode(name: "automatic") }
    /// Always shown.
    public static var always: NavigationBarDrawerDisplayMode { NavigationBarDrawerDisplayMode(name: "always") }
}
