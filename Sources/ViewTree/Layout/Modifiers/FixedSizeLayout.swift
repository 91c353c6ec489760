import Foundation

/// `fixedSize`: proposes nil (the ideal size) on the fixed axes.
struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    /// `fixedSize` reports its child's priority (OpenSwiftUI FixedSizeLayout.swift).
    var passedTraits: PassedTraits { [.priority, .spacer, .stackOrientation] }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(childProposal(proposal))
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let childProposal = childProposal(proposal)
        let size = subview.sizeThatFits(childProposal)
        subview.place(size: size, alignment: .center, in: bounds, proposal: childProposal)
    }
}

nonisolated public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    public let horizontal: Bool
    public let vertical: Bool
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "fixedSize", layout: FixedSizeLayout(horizontal: modifier.horizontal, vertical: modifier.vertical),
                         content: content, &list)
    }
}

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size in the given dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
