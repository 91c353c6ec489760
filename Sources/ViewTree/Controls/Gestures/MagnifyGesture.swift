import Foundation

/// A pinch (iOS 17 / macOS 14). Behaviour-only.
public struct MagnifyGesture: Gesture {
    /// The pinch's state.
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    /// iOS 17 / macOS 14.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
