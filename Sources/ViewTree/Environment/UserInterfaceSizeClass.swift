import Foundation

/// A size class (iOS 13).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}
