import Foundation

/// iOS 17 / macOS 14.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
