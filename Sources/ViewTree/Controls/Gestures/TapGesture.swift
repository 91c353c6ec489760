import Foundation

/// A tap (iOS 13 / macOS 10.15). Behaviour-only.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    /// iOS 13 / macOS 10.15.
    public init(count: Int = 1) { self.count = count }
}
