import Foundation

/// `offset`: the child is drawn moved; the view's own frame (what its parent
/// and its tags above it see) does not move.
struct OffsetLayout: UnaryLayout {
    let offset: CGSize

    /// `offset` is a geometry effect, not a layout: it changes no trait.
    var passedTraits: PassedTraits { .all }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    /// The child gets the view's own frame, moved, and the proposal the view
    /// was sized with (it is not sized again).
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
    }

    /// The child's guides, not moved: `offset` is drawn, not laid out
    /// (OpenSwiftUI `_OffsetEffect` is a geometry effect, no layout).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        node.unretainedSoleChild.object.explicitAlignment(key, size: size, proposal: proposal, context)
    }
}

nonisolated public struct _OffsetEffect: ViewModifier, PrimitiveModifier {
    public let offset: CGSize
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let dx = validatedLength(modifier.offset.width, "offset x", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        let dy = validatedLength(modifier.offset.height, "offset y", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        inputs.makeUnary(Self.self, kind: "offset", layout: OffsetLayout(offset: CGSize(width: dx, height: dy)), content: content, &list)
    }
}

extension View {
    /// Offsets the drawn view; its layout frame stays.
    nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Offsets the drawn view; its layout frame stays.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_OffsetEffect(offset: CGSize(width: x, height: y))) }
}
