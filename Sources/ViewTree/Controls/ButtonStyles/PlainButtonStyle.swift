import Foundation

/// `.plain`: the label alone (iOS 13 / macOS 10.15).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
