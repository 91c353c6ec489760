import Foundation

/// Where a toolbar item goes (iOS 14 / macOS 11).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// Whether the item lives in the navigation bar (and so shows it).
    var isInNavigationBar: Bool { !["bottomBar", "keyboard", "status"].contains(name) }
    /// iOS 14 / macOS 11.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// iOS 14 / macOS 11.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// iOS 14 (deprecated in iOS 17 for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// iOS 14 (deprecated in iOS 17 for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// iOS 17.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// iOS 17.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// iOS 14 / macOS 11.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// iOS 14 / macOS 11.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// iOS 14 / macOS 11.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// iOS 14 / macOS 11.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// iOS 14 / macOS 11.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The bottom toolbar (iOS 14); the runtime does not lay out a bottom toolbar (a difference).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard (iOS 15 / macOS 12).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// iOS 14 / macOS 11.
    public static let status = ToolbarItemPlacement(name: "status")
}

extension ToolbarItemPlacement {
    /// The navigation placement (iOS 14 / macOS 11): the bar's leading edge on iOS.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
}
