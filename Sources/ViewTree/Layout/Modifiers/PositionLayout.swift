import Foundation

/// `position(x:y:)`: the view takes the whole proposal, a nil dimension
/// taken from its child's size for that proposal, and places its child
/// proposed the view's own size, with the child's centre at the point in
/// its own coordinates (Apple: "Positions the center of this view at the
/// specified coordinates in its parent's coordinate space"; OpenSwiftUI
/// PositionLayout.swift, audited for 6.5.4: `sizeThatFits` fixes the
/// unspecified dimensions at the child's size, `placement` proposes
/// `context.size`).
struct PositionLayout: UnaryLayout {
    let position: CGPoint

    /// A one-child layout: a `Spacer` under it keeps the enclosing stack's
    /// axis (OpenSwiftUI Layout.swift: unary layouts leave the stack
    /// orientation as it is; issue 28, finding 4). Its child's spacing is
    /// not passed on (OpenSwiftUI PositionLayout.swift `spacing`: an empty
    /// `Spacing` under `StopProjectingAffectedSpacing`).
    var passedTraits: PassedTraits { .stackOrientation }

    /// The proposal; the child is asked only for a nil dimension.
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subview.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let own = ProposedViewSize(width: bounds.width, height: bounds.height)
        let size = subview.sizeThatFits(own)
        let origin = CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
        subview.place(in: CGRect(origin: origin, size: size), proposal: own)
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
