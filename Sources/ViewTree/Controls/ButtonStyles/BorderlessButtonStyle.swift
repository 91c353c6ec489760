import Foundation

/// `.borderless` (iOS 13 / macOS 10.15).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
