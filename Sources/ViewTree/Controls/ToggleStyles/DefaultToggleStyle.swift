import Foundation

/// iOS 13 / macOS 10.15.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
