import Foundation

/// The identity modifier.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}
