import Foundation

/// A bar a toolbar modifier addresses (iOS 16 / macOS 13).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// iOS 16 / macOS 13.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar (iOS 16).
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar (iOS 16).
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar (iOS 16).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
