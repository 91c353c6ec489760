import Foundation

/// One of two gestures, the first having priority (iOS 13 / macOS 10.15). Behaviour-only.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the gesture that was recognised.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}
