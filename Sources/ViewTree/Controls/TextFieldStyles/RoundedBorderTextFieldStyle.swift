import Foundation

/// `.roundedBorder` (iOS 13 / macOS 10.15); its padding is not modelled.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
