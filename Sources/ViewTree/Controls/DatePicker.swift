import Foundation

/// A date picker (iOS 13 / macOS 10.15) in its compact form: label, space,
/// a field 34 tall (its width not modelled: it takes the space left).
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    /// The parts of a date shown (iOS 13 / macOS 10.15).
    public struct Components: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var date: Components { Components(rawValue: 1) }
        public static var hourAndMinute: Components { Components(rawValue: 2) }
    }
    /// iOS 13 / macOS 10.15.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// iOS 13 / macOS 10.15.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// iOS 13 / macOS 10.15.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack { label; ControlGlyph(width: nil, height: 34) }
    }
}

extension DatePicker where Label == Text {
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.label = Text(titleKey)
    }
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.label = Text(titleKey)
    }
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.label = Text(titleKey)
    }
}
