import Foundation

/// iOS 13 / macOS 10.15.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
