import Foundation

/// A text-editor style (iOS 17 / macOS 14). Drawing-only.
public protocol TextEditorStyle {}
/// iOS 17 / macOS 14.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }
/// iOS 17 / macOS 14.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
