import Foundation

/// An ellipse: fills its proposal like every shape. iOS 13 / macOS 10.15.
nonisolated public struct Ellipse: Shape, PrimitiveView {
    /// iOS 13 / macOS 10.15.
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Ellipse.self, kind: "Ellipse", layout: FlexibleLeafLayout(), &list)
    }
}
