import Foundation

/// Capitalization of typed text (iOS 15). Input-only.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// iOS 15.
    public static let never = TextInputAutocapitalization(name: "never")
    /// iOS 15.
    public static let words = TextInputAutocapitalization(name: "words")
    /// iOS 15.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// iOS 15.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// Sets autocapitalization (iOS 15). Input-only.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
}
