import Foundation

/// `position(x:y:)`: the view takes the whole proposal (10 for a nil
/// dimension, as a shape) and places its child, at the child's own size,
/// with the child's centre at the point in its own coordinates (Apple:
/// "Positions the center of this view at the specified coordinates in its
/// parent's coordinate space"; the modifier is greedy, as a flexible frame
/// with no maximum).
struct PositionLayout: UnaryLayout {
    let position: CGPoint

    /// The subview is not asked: the view takes the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview) {
        let size = subview.sizeThatFits(proposal)
        let origin = CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
        subview.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }
}

nonisolated public struct _PositionLayout: ViewModifier, PrimitiveModifier {
    let position: CGPoint
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let x = validatedLength(modifier.position.x, "position x", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        let y = validatedLength(modifier.position.y, "position y", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        inputs.makeUnary(Self.self, kind: "position", layout: PositionLayout(position: CGPoint(x: x, y: y)), content: content, &list)
    }
}

extension View {
    /// Centres the view at `position` in the space the modifier takes (all
    /// of its proposal). iOS 13 / macOS 10.15.
    nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Centres the view at (x, y). iOS 13 / macOS 10.15.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_PositionLayout(position: CGPoint(x: x, y: y))) }
}
