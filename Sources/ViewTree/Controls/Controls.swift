import Foundation

// Controls, laid out from UIKit's standard control sizes (assumed: the
// sizes of the UIKit controls SwiftUI hosts on iOS, as observed in UIKit's
// intrinsic content sizes; Apple does not document SwiftUI's metrics):
// - UISwitch 51 x 31; UIStepper 94 x 32; a slider's track is as wide as
//   offered and 31 tall (the 28-pt thumb with its shadow);
// - UIActivityIndicatorView (medium) 20 x 20; a linear progress bar as wide
//   as offered and 4 tall;
// - a colour well 28 x 28; a compact date field 34 tall.
// A labelled control on iOS takes the offered width: its label leads, the
// control trails (an HStack with a Spacer, as SwiftUI's default styles
// draw them outside a Form).

/// The control part of a labelled control: a fixed-size leaf.
nonisolated struct ControlGlyph: View {
    let width: CGFloat?
    let height: CGFloat
    var body: some View {
        if let width {
            Color.clear.frame(width: width, height: height)
        } else {
            Color.clear.frame(height: height)
        }
    }
}

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

/// A toggle style (iOS 13 / macOS 10.15). A custom style's body is laid
/// out; the built-in styles lay out the switch (`.button` draws a button
/// instead of a switch in SwiftUI: a difference).
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The built-in styles: the switch layout.
nonisolated struct BuiltInToggleBody: View {
    let configuration: ToggleStyleConfiguration
    var body: some View { HStack { configuration.label; Spacer(); ControlGlyph(width: 51, height: 31) } }
}
/// iOS 13 / macOS 10.15.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}
/// iOS 13 / macOS 10.15.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}
/// iOS 15 / macOS 12.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}

/// A custom style, type-erased. Immutable, read while resolving; hence unchecked.
struct AnyToggleStyle: @unchecked Sendable {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
}
struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }
extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// iOS 15 / macOS 12.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

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

/// A slider (iOS 13 / macOS 10.15): as wide as offered, 31 tall; value
/// labels, when given, lead and trail the track.
nonisolated public struct Slider<ValueLabel: View>: View {
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            ControlGlyph(width: nil, height: 31)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// iOS 13 / macOS 10.15.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
    /// iOS 13 / macOS 10.15.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Slider {
    /// iOS 13 / macOS 10.15 (the label is for accessibility on iOS).
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
                                                 @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                 @ViewBuilder maximumValueLabel: () -> ValueLabel) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

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

/// A date-picker style (iOS 13 / macOS 10.15). Drawing-only in the runtime.
public protocol DatePickerStyle {}
/// iOS 14 / macOS 10.15.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// iOS 14 / macOS 10.15.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// iOS 13.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// iOS 14 / macOS 10.15.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// iOS 14 / macOS 10.15.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// iOS 13.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

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

/// A picker style (iOS 13 / macOS 10.15).
public protocol PickerStyle { var _kind: PickerStyleKind { get } }
/// The layouts the runtime distinguishes.
public enum PickerStyleKind: Sendable { case menu, segmented, wheel }
/// iOS 13 / macOS 10.15.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .segmented } }
/// iOS 13.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .wheel } }
/// iOS 14 / macOS 11.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }
/// iOS 13 / macOS 10.15.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }
/// iOS 14 / macOS 11.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .wheel } }
extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS 13 / macOS 10.15.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// iOS 13.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// iOS 14 / macOS 11.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// iOS 14 / macOS 11 (laid out as a wheel on iOS).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers (iOS 13 / macOS 10.15); changes their layout (see `Picker`).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyleKind, style._kind) }
    /// Sets the style of toggles (iOS 13 / macOS 10.15): a custom style's body is laid out.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let builtIn = style is SwitchToggleStyle || style is DefaultToggleStyle || style is ButtonToggleStyle
        return environment(\.toggleStyle, builtIn ? nil : AnyToggleStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }))
    }
    /// Sets the style of date pickers (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    /// Sets the style of progress views (iOS 14 / macOS 11). Drawing-only.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

/// A button that toggles edit mode (iOS 13): laid out as its "Edit" title.
nonisolated public struct EditButton: View {
    /// iOS 13.
    public init() {}
    public var body: some View { Text("Edit") }
}

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

/// The empty-state view (iOS 17 / macOS 14): a symbol above a title and
/// a description, centred, taking the offered space (it is meant to fill a
/// list or a screen).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// iOS 17 / macOS 14.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack { label; description; actions }.frame(maxWidth: .infinity, maxHeight: .infinity)
            .checkingAvailability(.contentUnavailableView, kind: "ContentUnavailableView")
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// iOS 17 / macOS 14.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, systemImage: name) }, description: { description })
    }
}

/// A drag gesture (iOS 13 / macOS 10.15). Touch-only.
public struct DragGesture: Sendable {
    /// The drag's state.
    public struct Value: Sendable {
        public var translation: CGSize
        public var location: CGPoint
        public var startLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    /// iOS 13 / macOS 10.15.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    /// Touch-only.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    /// Touch-only.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
