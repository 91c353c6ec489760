import Foundation

/// Builds toolbar content from items (iOS 14 / macOS 11).
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentList { _ToolbarContentList(_placements: content._placements) }
    public static func buildBlock(_ parts: _ToolbarContentList...) -> _ToolbarContentList {
        _ToolbarContentList(_placements: parts.flatMap(\._placements))
    }
    public static func buildOptional(_ part: _ToolbarContentList?) -> _ToolbarContentList { part ?? _ToolbarContentList(_placements: []) }
    public static func buildEither(first: _ToolbarContentList) -> _ToolbarContentList { first }
    public static func buildEither(second: _ToolbarContentList) -> _ToolbarContentList { second }
    public static func buildLimitedAvailability(_ part: _ToolbarContentList) -> _ToolbarContentList { part }
}
