import Foundation

/// The shape `glassEffect(_:in:)` draws its glass in by default: a capsule
/// (iOS 26).
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
