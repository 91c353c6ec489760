import Foundation

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
