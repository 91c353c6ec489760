import Foundation

/// An angular (conic) gradient; as a view it fills its proposal.
/// iOS 13 / macOS 10.15. Drawing-only.
nonisolated public struct AngularGradient: View, PrimitiveView, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    /// iOS 13 / macOS 10.15.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
    }
    /// iOS 13 / macOS 10.15.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }
    /// iOS 15 / macOS 12.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(AngularGradient.self, kind: "AngularGradient", layout: FlexibleLeafLayout(), &list)
    }
}
