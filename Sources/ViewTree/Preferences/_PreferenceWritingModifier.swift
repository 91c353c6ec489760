import Foundation

/// Sets a preference value for the modified view.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public let value: Key.Value
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "preference(\(typeDescription(Key.self)))", layout: TransparentLayout(), transparent: true)
        node.writePreference(Key.self, modifier.value)
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        list.nodes.append(node)
    }
}

extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
}
