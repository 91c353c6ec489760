import Foundation

extension Node {
    /// A list row's `listRowInsets`: set by a `RowInsetsLayout` on the row
    /// or under pass-through nodes of it (a tag, a layout value); nil when
    /// none is set (or it was set to nil).
    var listRowInsets: EdgeInsets? {
        var node = self
        while true {
            if let custom = (node.layout as? RowInsetsLayout)?.insets { return custom }
            guard node.layout is PassthroughLayout, node.layoutChildren.count == 1 else { return nil }
            node = node.layoutChildren[0]
        }
    }
}

/// A row's content insets (`listRowInsets`): a pass-through node the list reads.
struct RowInsetsLayout: UnaryLayout {
    let insets: EdgeInsets?
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds, proposal: proposal)
    }
}

nonisolated public struct _ListRowInsetsModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets?
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var insets = modifier.insets
        if let value = insets, ![value.top, value.leading, value.bottom, value.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            inputs.graph.diagnose(.invalidDimension, "Invalid listRowInsets \(value) (negative or non-finite); used the default insets",
                                  node: inputs.parent)
            insets = nil
        }
        inputs.makeUnary(Self.self, kind: "listRowInsets", layout: RowInsetsLayout(insets: insets), content: content, &list)
    }
}

extension View {
    /// Sets this row's content insets in a list (iOS 13 / macOS 10.15); nil: the defaults.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(_ListRowInsetsModifier(insets: insets)) }
}
