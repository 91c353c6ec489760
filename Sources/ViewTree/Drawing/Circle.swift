import Foundation

/// A circle; like every shape it takes the proposed rectangle and draws the
/// largest circle inside it.
nonisolated public struct Circle: Shape, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Circle.self, kind: "Circle", layout: FlexibleLeafLayout(), &list)
    }
}
