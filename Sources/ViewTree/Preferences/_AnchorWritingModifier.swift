import Foundation

/// The anchoring view: laid out as its content; records its frame when placed.
struct AnchorRecordingLayout: UnaryLayout {
    let box: AnchorBox
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        box.frame = bounds
        subview.place(in: bounds, proposal: proposal)
    }
}

nonisolated public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<AnchorValue>.Source
    let transform: (Anchor<AnchorValue>) -> Key.Value

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let box = AnchorBox()
        let anchor = Anchor(box: box, value: modifier.source.value, converted: modifier.source.converted)
        inputs.makeUnary(Self.self, kind: "anchorPreference(\(typeDescription(Key.self)))", layout: AnchorRecordingLayout(box: box), content: content, &list,
                         finish: { node in
            node.writePreference(Key.self, modifier.transform(anchor))
        })
    }
}

extension View {
    /// Sets a preference from an anchor of this view's geometry
    /// (iOS 13 / macOS 10.15).
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
}
