import Foundation

/// A shadow a shape style carries (iOS 16): `Color.white.shadow(.drop(radius: 4))`.
/// Drawing only.
public struct ShadowStyle: Hashable, Sendable {
    let isInner: Bool
    let radius: CGFloat

    /// A shadow drawn behind the shape (iOS 16).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, radius: radius)
    }

    /// A shadow drawn inside the shape (iOS 16).
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, radius: radius)
    }
}

extension ShapeStyle {
    /// This style with `style`'s shadow (iOS 16). Drawing only.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }
}
