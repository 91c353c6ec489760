import Foundation

/// A date-picker style (iOS 13 / macOS 10.15). Drawing-only in the runtime.
public protocol DatePickerStyle {}

extension View {
    /// Sets the style of date pickers (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
