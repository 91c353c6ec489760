import Foundation

/// A rectangle with a different radius per corner: fills its proposal like
/// every shape. iOS 16 / macOS 13.
nonisolated public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    /// iOS 16 / macOS 13; the radii only draw.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.unevenRoundedRectangle, kind: "UnevenRoundedRectangle")
        inputs.makeLeaf(UnevenRoundedRectangle.self, kind: "UnevenRoundedRectangle", layout: FlexibleLeafLayout(), &list)
    }
}
