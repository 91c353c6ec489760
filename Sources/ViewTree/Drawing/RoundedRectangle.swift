import Foundation

nonisolated public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(RoundedRectangle.self, kind: "RoundedRectangle", layout: FlexibleLeafLayout(), &list)
    }
}

extension RoundedRectangle {
    /// A rounded rectangle with a corner style. iOS 13 / macOS 10.15; the
    /// style only draws.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) { self.init(cornerRadius: cornerRadius) }
    /// A rounded rectangle with elliptical corners (the size's larger side is
    /// kept as the radius for dumps). iOS 13 / macOS 10.15; drawing-only.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Swift.max(cornerSize.width, cornerSize.height))
    }
}
