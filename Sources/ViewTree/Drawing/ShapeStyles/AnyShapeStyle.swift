import Foundation

/// A type-erased shape style. iOS 15 / macOS 12. Drawing-only.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`. iOS 15 / macOS 12.
    public init<S: ShapeStyle>(_ style: S) { self.base = style }
}
