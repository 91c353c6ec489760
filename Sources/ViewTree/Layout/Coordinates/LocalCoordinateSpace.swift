import Foundation

/// The view's own space (iOS 17 / macOS 14).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space (iOS 17 / macOS 14).
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
