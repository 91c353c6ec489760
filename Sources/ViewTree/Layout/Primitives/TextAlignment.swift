import Foundation

/// How the lines of a multi-line text align (iOS 13 / macOS 10.15).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
