import Foundation

/// A gradient derived from one colour (`Color.gradient`). iOS 16 / macOS 13. Drawing-only.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    /// iOS 16 / macOS 13.
    public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension ShapeStyle {
    /// The style at `opacity` (iOS 15 / macOS 12). Drawing only.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}
