import Foundation

/// `.bordered` (iOS 15 / macOS 10.15); its content insets are not modelled.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// iOS 15 / macOS 12.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
