import Foundation

/// A gesture recognised after another ends (iOS 13 / macOS 10.15). Behaviour-only.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}
