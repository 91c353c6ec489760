import Foundation

/// A tap that reports where it happened (iOS 16 / macOS 13). Behaviour-only.
public struct SpatialTapGesture: Gesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    /// iOS 16 / macOS 13.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}
