import Foundation

/// A visual effect of `visualEffect(_:)` and `scrollTransition` (iOS 17 /
/// macOS 14): offsets, scales, rotations and filters that draw the view
/// differently without changing its layout (Apple: "Visual effects change
/// the visual appearance of a view without changing its ancestors or
/// descendants"). The model computes frames, so it records none of them.
public protocol VisualEffect: Sendable {}

extension VisualEffect {
    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> Self { self }
    /// Moves the drawing by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// Scales the drawing.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// Scales the drawing uniformly.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// Scales the drawing by `x`, `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// Rotates the drawing.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// Rotates the drawing in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> Self { self }
    /// Changes the opacity.
    public func opacity(_ opacity: Double) -> Self { self }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Changes the brightness.
    public func brightness(_ amount: Double) -> Self { self }
    /// Changes the contrast.
    public func contrast(_ amount: Double) -> Self { self }
    /// Changes the saturation.
    public func saturation(_ amount: Double) -> Self { self }
    /// Removes colour.
    public func grayscale(_ amount: Double) -> Self { self }
    /// Rotates the hues.
    public func hueRotation(_ angle: Angle) -> Self { self }
}
