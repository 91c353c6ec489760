import Foundation

/// What a `ButtonStyle` is given (iOS 13 / macOS 10.15). `isPressed` is
/// always false: the runtime lays out a button at rest.
public struct ButtonStyleConfiguration {
    /// The button's label as a view (iOS 13 / macOS 10.15).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label (iOS 13 / macOS 10.15).
    public let label: Label
    /// Whether the button is pressed: false in the runtime (iOS 13 / macOS 10.15).
    public let isPressed: Bool
    /// The role (iOS 15 / macOS 12).
    public let role: ButtonRole?
}
