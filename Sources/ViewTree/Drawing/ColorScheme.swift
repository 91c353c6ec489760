import Foundation

/// Light or dark appearance (iOS 13 / macOS 10.15). Drawing-only.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}
