import Foundation

/// The window's space (iOS 17 / macOS 14).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space (iOS 17 / macOS 14).
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
