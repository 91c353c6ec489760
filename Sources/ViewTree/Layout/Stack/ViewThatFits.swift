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
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
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

struct ViewThatFitsLayout: SubviewsLayout {
    let axes: Axis.Set

    /// The index of the chosen child for `proposal`; nil without children.
    func choice<S: SubviewCollection>(_ proposal: ProposedViewSize, _ children: S) -> Int? where S.Subview: SubviewProxy {
        guard children.count > 0 else { return nil }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for index in 0..<children.count {
            let size = children[index].sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews children: S) -> CGSize where S.Subview: SubviewProxy {
        guard let index = choice(proposal, children) else { return .zero }
        return children[index].sizeThatFits(proposal)
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews children: S) {
        guard let index = choice(proposal, children) else { return }
        // A child not chosen in this pass has no frame, nor has its subtree.
        for i in 0..<children.count where i != index { children.hide(i) }
        children.place(index, size: children[index].sizeThatFits(proposal), alignment: .center, in: frame, proposal: proposal)
    }
}
