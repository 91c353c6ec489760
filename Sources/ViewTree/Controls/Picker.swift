import Foundation

/// A picker (iOS 13 / macOS 10.15). Layout by style: `.segmented` as wide
/// as offered and 32 tall (UISegmentedControl); `.wheel` as wide as offered
/// and 216 tall (UIPickerView); otherwise (menu, the iOS default) a button
/// showing the label's text, a difference: SwiftUI shows the selected
/// option, which the runtime does not evaluate.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    @Environment(\.pickerStyleKind) private var style
    /// iOS 13 / macOS 10.15.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// iOS 13 / macOS 10.15 (deprecated order).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
    }
    public var body: some View {
        switch style {
        case .segmented: ControlGlyph(width: nil, height: 32)
        case .wheel: ControlGlyph(width: nil, height: 216)
        case .menu: label
        }
    }
}

extension Picker where Label == Text {
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }
}
