import Foundation

/// One toolbar item (iOS 14 / macOS 11). Its view is not laid out in the
/// content (it lives in a bar).
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    /// iOS 14 / macOS 11.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        _ = content()
    }
    /// iOS 14 / macOS 11.
    public init(id: ID, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        _ = content()
    }
    public var _placements: [ToolbarItemPlacement] { [placement] }
}
