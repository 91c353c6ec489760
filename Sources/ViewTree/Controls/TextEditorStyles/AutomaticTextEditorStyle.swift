import Foundation

/// iOS 17 / macOS 14.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
