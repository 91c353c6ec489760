import Foundation

/// A button that shows a menu (iOS 14 / macOS 11): laid out as its label.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// iOS 14 / macOS 11.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.checkingAvailability(.menu, kind: "Menu") }
}

extension Menu where Label == Text {
    /// iOS 14 / macOS 11.
    public init(_ titleKey: String, @ViewBuilder content: () -> Content) { self.label = Text(titleKey) }
}
