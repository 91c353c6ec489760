import Foundation

/// A text-editor style (iOS 17 / macOS 14). Drawing-only.
public protocol TextEditorStyle {}

extension View {
    /// The style of text editors (iOS 17 / macOS 14). Drawing-only.
    nonisolated public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
