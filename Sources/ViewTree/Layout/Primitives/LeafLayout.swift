import Foundation

/// Layout of a view that takes whatever it is offered: a color or a shape.
/// A nil dimension becomes 10 points (SwiftUI's default for an unspecified
/// proposal, `ProposedViewSize.replacingUnspecifiedDimensions()`).
struct FlexibleLeafLayout: LeafLayout, CustomStringConvertible {
    /// The view's name for dumps ("Color.red"), kept out of the node so
    /// creating a leaf builds no string.
    var name: String = ""
    var description: String { name.isEmpty ? "" : "Color." + name }
    var isCheaperThanCaching: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// The layout of a leaf (a view with no subviews): its size from the
/// proposal alone, as a SwiftUI `Layout` of no subviews would compute it;
/// what it reads of its environment (a text's font, line limits) is taken
/// into the layout value when its node is made (a node is made again when
/// its environment changes). It never sees a node and places nothing.
protocol LeafLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension LeafLayout {
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal)
    }
    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {}
}

/// A leaf whose size depends on the orientation of the stack it is in
/// (`Spacer`, `Divider`): the runtime tells it (`SpacerLayout.stackAxis(of:)`
/// over its ancestors, the one walk that stays on the runtime's side, since
/// the orientation is inherited through modifiers rather than proposed).
protocol StackLeafLayout: NodeLayout {
    /// The size for `proposal` in a stack along `stackAxis` (nil: in no stack).
    func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize
}

extension StackLeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, stackAxis: node.parent.flatMap(SpacerLayout.stackAxis(of:)))
    }
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {}
}

extension _ResolveInputs {
    func makeLeaf<V, L: NodeLayout>(_ type: V.Type, kind: String, layout: L, _ list: inout _NodeList) {
        if isTooDeep { return }
        list.nodes.append(makeNode(type, kind: kind, layout: layout))
    }
}
