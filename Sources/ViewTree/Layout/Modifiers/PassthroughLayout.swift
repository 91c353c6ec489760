import Foundation

/// A node that only carries information (a tag, a priority): same size and
/// frame as its child.
struct PassthroughLayout: UnaryLayout {
    var passedTraits: PassedTraits { .all }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds, proposal: proposal)
    }

    // The runtime's entry points, written out: pass-through nodes are on
    // every tagged view (and every `layoutPriority`), and through the proxies
    // (`UnaryLayout`'s defaults) they cost retains and a thunk per call
    // (+1 % on the two-view benchmark scene). Same rule as above.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.unretainedSoleChild.with { $0.size(for: proposal, context) }
    }

    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        node.unretainedSoleChild.with { $0.place(in: frame, proposal: proposal, context) }
    }
}
