import Foundation

/// `.plain` (iOS 13 / macOS 10.15).
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
