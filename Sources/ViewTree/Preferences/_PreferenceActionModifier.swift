import Foundation

/// Runs an action when a preference value of the subtree changes.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    public let action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "onPreferenceChange(\(typeDescription(Key.self)))", layout: TransparentLayout(), transparent: true)
        node.traits[PreferenceObserverTrait.self] = AnyPreferenceObserver(
            key: ObjectIdentifier(Key.self),
            keyName: typeDescription(Key.self),
            collect: { PreferenceCollector.value(Key.self, below: $0) },
            defaultValue: Key.defaultValue,
            equal: { ($0 as? Key.Value) == ($1 as? Key.Value) },
            action: { modifier.action(($0 as? Key.Value) ?? Key.defaultValue) })
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        inputs.graph.registerObserver(node)
        list.nodes.append(node)
    }
}

extension View {
    /// Adds an action to perform when the key's value, produced by this view's
    /// subtree, changes. Runs after a layout; state it writes causes another pass.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
