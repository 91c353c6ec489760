import Foundation

/// A rotation (iOS 13 / macOS 10.15). Behaviour-only.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    /// iOS 13 / macOS 10.15.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
