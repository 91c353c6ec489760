import Foundation

/// A control that performs an action (iOS 13 / macOS 10.15). It lays out
/// its label, or, under `buttonStyle(_:)` with a custom `ButtonStyle`, the
/// style's body built from the label. The action is kept, never run.
nonisolated public struct Button<Label: View>: View {
    public let action: () -> Void
    public let label: Label
    let role: ButtonRole?
    /// The entry of the initializer that built it (nil: an iOS 13 form).
    var api: APIAvailability?
    @Environment(\.buttonStyle) private var style

    /// iOS 13 / macOS 10.15.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role (iOS 15 / macOS 12; the role only draws).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
        self.api = .buttonRole
    }

    public var body: some View {
        styled.checkingAvailability(api, kind: "Button")
    }

    @ViewBuilder var styled: some View {
        if let style {
            style.makeBody(ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role))
        } else {
            label
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label (iOS 13 / macOS 10.15).
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role (iOS 15 / macOS 12).
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
        api = .buttonTitleRole
    }
}
