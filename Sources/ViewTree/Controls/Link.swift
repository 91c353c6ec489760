import Foundation

/// A control that opens a URL (iOS 14 / macOS 11): laid out as its label
/// (a title is a `Text`), as a plain button is.
nonisolated public struct Link<Label: View>: View {
    let label: Label

    /// A link whose label is `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        label.checkingAvailability(.link, kind: "Link")
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.label = Text(String(title))
    }
}
