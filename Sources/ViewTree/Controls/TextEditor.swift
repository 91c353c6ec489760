import Foundation

/// A multi-line text editor (iOS 14 / macOS 11). Like `UITextView`, it takes
/// the whole proposal (10 for a nil dimension, as a shape: it has no ideal
/// size in SwiftUI either).
nonisolated public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>
    /// iOS 14 / macOS 11.
    public init(text: Binding<String>) { self.text = text }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.textEditor, kind: "TextEditor")
        inputs.makeLeaf(TextEditor.self, kind: "TextEditor", layout: FlexibleLeafLayout(), &list)
    }
}
