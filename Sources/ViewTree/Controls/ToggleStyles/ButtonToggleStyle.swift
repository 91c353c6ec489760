import Foundation

/// iOS 15 / macOS 12.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// iOS 15 / macOS 12.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
