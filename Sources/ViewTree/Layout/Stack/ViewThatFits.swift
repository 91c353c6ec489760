import Foundation

/// The first of its children that fits the proposed size (iOS 16 / macOS 13).
///
/// Rule (Apple's documentation of `ViewThatFits`): the children are tried
/// in order; the first whose ideal size on the constrained axes fits the
/// proposal is chosen; when none fits, the last one is. A child's ideal
/// size on an axis is its size for a nil proposal on that axis (the other
/// axis keeps the proposal); a nil proposed dimension is fitted by any size.
/// The container is as large as the chosen child for the proposal, and only
/// that child is placed (the others have no frame).
///
/// Differences from SwiftUI: the iOS 16 availability is not checked at
/// layout time yet (no entry in the availability table).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var content: Content
    /// iOS 16 / macOS 13.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.viewThatFits, kind: "ViewThatFits")
        inputs.makeStack(ViewThatFits<EmptyView>.self, kind: "ViewThatFits", layout: ViewThatFitsLayout(axes: view.axes),
                         content: view.content, &list)
    }
}

struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set

    /// The index of the chosen child for `proposal`; nil without children.
    func choice(_ proposal: ProposedViewSize, _ children: [Node], _ context: LayoutContext) -> Int? {
        guard !children.isEmpty else { return nil }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, child) in children.enumerated() {
            let size = child.size(for: ideal, context)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        let children = node.layoutChildren
        guard let index = choice(proposal, children, context) else { return .zero }
        return children[index].size(for: proposal, context)
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        let children = node.layoutChildren
        guard let index = choice(proposal, children, context.layout) else { return }
        for (i, child) in children.enumerated() where i != index { Self.unplace(child) }
        let size = children[index].size(for: proposal, context.layout)
        node.placeChild(children[index], size: size, alignment: .center, in: frame, proposal: proposal, context)
    }

    /// A child not chosen in this pass has no frame, nor has its subtree
    /// (only placed nodes are visited, so this costs what was placed).
    private static func unplace(_ node: Node) {
        guard node.isPlaced else { return }
        node.isPlaced = false
        for child in node.children { unplace(child) }
    }
}
