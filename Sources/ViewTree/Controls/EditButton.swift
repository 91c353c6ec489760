import Foundation

/// A button that toggles edit mode (iOS 13): laid out as its "Edit" title.
nonisolated public struct EditButton: View {
    /// iOS 13.
    public init() {}
    public var body: some View { Text("Edit") }
}
