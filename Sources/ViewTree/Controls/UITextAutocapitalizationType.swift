import Foundation

/// UIKit's capitalization type, named by the deprecated
/// `autocapitalization(_:)` (iOS 13). Input-only.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Sets capitalization (iOS 13, deprecated). Input-only.
    @available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

extension TextInputAutocapitalization {
    /// From UIKit's type (iOS 15).
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
