import Foundation

/// What a `ToggleStyle` is given (iOS 13 / macOS 10.15).
public struct ToggleStyleConfiguration {
    /// The toggle's label (iOS 13 / macOS 10.15).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    /// The toggle's state (iOS 13 / macOS 10.15).
    @Binding public var isOn: Bool
    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}
