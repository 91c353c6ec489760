import Foundation

/// A progress indicator (iOS 14 / macOS 11): a 20 x 20 spinner, or, with a
/// value, a bar as wide as offered and 4 tall; a label stacks above.
nonisolated public struct ProgressView<Label: View>: View {
    let label: Label?
    let isLinear: Bool
    public var body: some View {
        VStack {
            if let label { label }
            if isLinear { ControlGlyph(width: nil, height: 4) } else { ControlGlyph(width: 20, height: 20) }
        }
        .checkingAvailability(.progressView, kind: "ProgressView")
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner (iOS 14 / macOS 11).
    public init() {
        self.label = nil
        self.isLinear = false
    }
    /// A bar (iOS 14 / macOS 11).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.label = nil
        self.isLinear = value != nil
    }
}

extension ProgressView where Label == Text {
    /// A spinner with a title (iOS 14 / macOS 11).
    public init(_ titleKey: String) {
        self.label = Text(titleKey)
        self.isLinear = false
    }
    /// A bar with a title (iOS 14 / macOS 11).
    public init<V: BinaryFloatingPoint>(_ titleKey: String, value: V?, total: V = 1.0) {
        self.label = Text(titleKey)
        self.isLinear = value != nil
    }
}

extension ProgressView {
    /// A spinner with a label (iOS 14 / macOS 11).
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        self.isLinear = false
    }
}
