import Foundation

/// Visibility of a bar or an element (iOS 15 / macOS 12).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
