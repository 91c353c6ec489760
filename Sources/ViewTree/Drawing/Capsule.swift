import Foundation

nonisolated public struct Capsule: Shape, PrimitiveView {
    public init() {}
    /// A capsule with `style` corners (iOS 13; the style is drawing only).
    public init(style: RoundedCornerStyle) {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Capsule.self, kind: "Capsule", layout: FlexibleLeafLayout(), &list)
    }
}
