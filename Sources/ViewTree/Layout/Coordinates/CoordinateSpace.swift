import Foundation

/// A coordinate space for `GeometryProxy.frame(in:)` (iOS 13 / macOS 10.15).
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The reader's own (origin at its top-leading corner).
    case local
    /// The space of the nearest ancestor named so with `coordinateSpace(name:)`.
    case named(AnyHashable)
}
