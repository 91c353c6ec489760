import Foundation

/// Several items in one placement (iOS 14 / macOS 11).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    /// iOS 14 / macOS 11.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        _ = content()
    }
    public var _placements: [ToolbarItemPlacement] { [placement] }
}
