import Foundation

/// What a shape is for (iOS 15 / macOS 12). Drawing-only.
public enum ShapeRole: Hashable, Sendable {
    /// Filled (most shapes), stroked, or a separator.
    case fill, stroke, separator
}
