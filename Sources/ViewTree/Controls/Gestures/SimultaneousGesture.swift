import Foundation

/// Two gestures recognised together (iOS 13 / macOS 10.15). Behaviour-only.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values, nil for one that has not started.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}
