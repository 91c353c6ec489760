import Foundation

/// iOS 14 / macOS 10.15.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// iOS 14 / macOS 10.15.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
