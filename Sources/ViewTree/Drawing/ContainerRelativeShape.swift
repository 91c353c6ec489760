import Foundation

/// The shape of the enclosing container (a widget's rounded corners): fills
/// its proposal like every shape. iOS 14 / macOS 11.
nonisolated public struct ContainerRelativeShape: Shape, PrimitiveView {
    /// iOS 14 / macOS 11.
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.containerRelativeShape, kind: "ContainerRelativeShape")
        inputs.makeLeaf(ContainerRelativeShape.self, kind: "ContainerRelativeShape", layout: FlexibleLeafLayout(), &list)
    }
}
