import Foundation

/// A pinch (iOS 13 / macOS 10.15; deprecated in iOS 17 for `MagnifyGesture`). Behaviour-only.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    /// iOS 13 / macOS 10.15.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
