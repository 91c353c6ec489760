import Foundation

/// Which gestures a view's `gesture(_:including:)` enables (iOS 13 / macOS 10.15). Behaviour-only.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// iOS 13 / macOS 10.15.
    public static let none = GestureMask([])
    /// iOS 13 / macOS 10.15.
    public static let gesture = GestureMask(rawValue: 1)
    /// iOS 13 / macOS 10.15.
    public static let subviews = GestureMask(rawValue: 2)
    /// iOS 13 / macOS 10.15.
    public static let all = GestureMask(rawValue: 3)
}
