import Foundation

/// What a `GeometryReader`'s content knows about the reader.
public struct GeometryProxy: Equatable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's safe-area insets: how far each edge would grow if it
    /// ignored the safe area (a reader filling the safe rect at the root
    /// reports the device insets).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The named spaces above the reader when it was placed, nearest first
    /// (Layout/Coordinates/NamedCoordinateSpace.swift).
    var namedSpaces: [ResolvedNamedSpace] = []

    /// The reader's frame in a coordinate space (iOS 13 / macOS 10.15). A
    /// name no ancestor declared answers the global frame, as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }
}
