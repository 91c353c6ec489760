import Foundation

/// A switch with a label (iOS 13 / macOS 10.15): label, space, a 51 x 31
/// switch; under a custom `toggleStyle` the style's body is laid out.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyle) private var style
    /// iOS 13 / macOS 10.15.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }
    public var body: some View {
        if let style {
            style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
        } else {
            HStack { label; Spacer(); ControlGlyph(width: 51, height: 31) }
        }
    }
}

extension Toggle where Label == Text {
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}
