import Foundation

/// Several toolbar contents (the builder's result).
public struct _ToolbarContentList: ToolbarContent {
    public let _placements: [ToolbarItemPlacement]
}
