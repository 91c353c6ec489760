import Foundation

/// The corner style of a rounded rectangle. iOS 13 / macOS 10.15. Drawing-only.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
