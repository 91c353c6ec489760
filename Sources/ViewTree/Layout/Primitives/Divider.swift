import Foundation

/// A thin line across the stack's axis.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Divider.self, kind: "Divider", layout: DividerLayout(), &list)
    }
}

struct DividerLayout: StackLeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        let thickness: CGFloat = 1.0 / 3.0
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
