import Foundation

/// A field whose text is hidden (iOS 13 / macOS 10.15); sized as a
/// single-line `TextField`.
nonisolated public struct SecureField: View {
    let title: String
    let text: Binding<String>
    var api: APIAvailability?
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, text: Binding<String>) {
        self.title = titleKey
        self.text = text
    }
    /// iOS 15 / macOS 12.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.title = prompt?.content ?? title
        self.text = text
        self.api = .secureFieldPrompt
    }
    public var body: some View { TextField(title, text: text).checkingAvailability(api, kind: "SecureField") }
}
