import Foundation

nonisolated public struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "tag(\(modifier.tag))", layout: PassthroughLayout(), content: content, &list, finish: {
            $0.traits[TabTagTrait.self] = modifier.tag
        })
    }
}

extension View {
    /// Sets the tag a `TabView` selection matches.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
}
