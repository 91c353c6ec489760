import Foundation

/// A text-field style (iOS 13 / macOS 10.15). Drawing-only in the runtime.
public protocol TextFieldStyle {}

extension View {
    /// Sets the style of text fields (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
