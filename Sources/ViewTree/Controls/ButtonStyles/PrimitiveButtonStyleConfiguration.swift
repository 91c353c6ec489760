import Foundation

/// What a `PrimitiveButtonStyle` is given (iOS 13 / macOS 10.15).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label (iOS 13 / macOS 10.15).
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    /// The role (iOS 15 / macOS 12).
    public let role: ButtonRole?
    /// Performs the button's action (iOS 13 / macOS 10.15). The runtime never runs actions.
    public func trigger() {}
}
