import Foundation

/// iOS 14 / macOS 10.15.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// iOS 14 / macOS 10.15.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
