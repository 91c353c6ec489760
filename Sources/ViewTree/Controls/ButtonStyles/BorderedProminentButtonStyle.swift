import Foundation

/// `.borderedProminent` (iOS 15 / macOS 12); its content insets are not modelled.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// iOS 15 / macOS 12.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
