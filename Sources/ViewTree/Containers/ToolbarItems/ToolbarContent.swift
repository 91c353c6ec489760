import Foundation

/// Content of a toolbar (iOS 14 / macOS 11): items, not views.
public protocol ToolbarContent {
    /// The placements of the items, for the runtime's bar rule.
    var _placements: [ToolbarItemPlacement] { get }
}
