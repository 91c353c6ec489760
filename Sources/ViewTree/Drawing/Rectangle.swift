import Foundation

nonisolated public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Rectangle.self, kind: "Rectangle", layout: FlexibleLeafLayout(), &list)
    }
}
