import Foundation

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
