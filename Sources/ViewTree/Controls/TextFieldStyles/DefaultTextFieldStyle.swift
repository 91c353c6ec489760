import Foundation

/// `.automatic` (iOS 13 / macOS 10.15).
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
