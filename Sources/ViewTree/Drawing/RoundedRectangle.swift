import Foundation

nonisolated public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(RoundedRectangle.self, kind: "RoundedRectangle", layout: FlexibleLeafLayout(), &list)
    }
}
