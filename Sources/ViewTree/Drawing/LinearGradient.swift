import Foundation

/// A gradient; as a view it fills the space it is offered.
nonisolated public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public var colors: [Color]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(LinearGradient.self, kind: "LinearGradient", layout: FlexibleLeafLayout(), &list)
    }
}
