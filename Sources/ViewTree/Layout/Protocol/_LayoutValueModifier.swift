import Foundation

extension View {
    /// Attaches `value` for `key` to this view, for the layout containing it
    /// to read through `LayoutSubview`'s subscript.
    ///
    /// Difference from SwiftUI: the value is seen through other trait
    /// markers applied after it (`layoutPriority`, `layoutTag`, another
    /// `layoutValue`) but not through a layout modifier applied after it
    /// (`.layoutValue(...).padding()` reads the default); SwiftUI sees it
    /// through those too.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

/// The modifier behind `layoutValue(key:value:)`.
nonisolated public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value
    /// Runtime hook: a pass-through node carrying the value.
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "layoutValue", layout: LayoutValueLayout(key: ObjectIdentifier(K.self), value: modifier.value),
                         content: content, &list)
    }
}

/// A pass-through node that carries one layout value (like `layoutPriority`,
/// it passes its view's traits on and does not change layout).
struct LayoutValueLayout: UnaryLayout {
    let key: ObjectIdentifier
    let value: Any

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds, proposal: proposal)
    }

    /// The value for `key` that `node` carries, looking down through
    /// pass-through markers (the outermost value wins, as a later modifier
    /// overrides an earlier one in SwiftUI).
    static func value(for key: ObjectIdentifier, on node: Node) -> Any? {
        var current = node
        while true {
            if let carried = current.layout as? LayoutValueLayout, carried.key == key { return carried.value }
            let children = current.layoutChildren
            guard current.layout.passesLayoutValues, children.count == 1 else { return nil }
            current = children[0]
        }
    }
}
