import Foundation

/// `.automatic` (iOS 13 / macOS 10.15).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
