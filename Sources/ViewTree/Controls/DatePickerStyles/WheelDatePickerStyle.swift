import Foundation

/// iOS 13.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// iOS 13.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
