import Foundation

/// A stepper with a label (iOS 13 / macOS 10.15): label, space, 94 x 32.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// iOS 13 / macOS 10.15.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// iOS 13 / macOS 10.15.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// iOS 13 / macOS 10.15.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack { label; Spacer(); ControlGlyph(width: 94, height: 32) }
    }
}

extension Stepper where Label == Text {
    /// iOS 13 / macOS 10.15.
    public init<V: Strideable>(_ titleKey: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }
    /// iOS 13 / macOS 10.15.
    public init<V: Strideable>(_ titleKey: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) { self.label = Text(titleKey) }
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { self.label = Text(titleKey) }
}
