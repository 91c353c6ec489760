import Foundation

/// An animation context (iOS 13 / macOS 10.15). Drawing-only.
public struct Transaction: Sendable {
    /// The animation of the changes (iOS 13 / macOS 10.15). Not run: layout
    /// goes to the end state at once.
    public var animation: Animation?
    /// Whether animations are off for the changes (iOS 13 / macOS 10.15).
    public var disablesAnimations = false
    /// iOS 13 / macOS 10.15.
    public init() {}
    /// iOS 13 / macOS 10.15.
    public init(animation: Animation?) { self.animation = animation }
}
