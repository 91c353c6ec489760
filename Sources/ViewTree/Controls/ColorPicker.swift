import Foundation

/// A colour picker (iOS 14 / macOS 11): label, space, a 28 x 28 well.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    /// iOS 14 / macOS 11.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        HStack { label; Spacer(); ControlGlyph(width: 28, height: 28) }
            .checkingAvailability(.colorPicker, kind: "ColorPicker")
    }
}

extension ColorPicker where Label == Text {
    /// iOS 14 / macOS 11.
    public init(_ titleKey: String, selection: Binding<Color>, supportsOpacity: Bool = true) { self.label = Text(titleKey) }
}
