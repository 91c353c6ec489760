import Foundation

/// Marks a view so its frame can be read from `LayoutResult.frame(of:)`.
nonisolated public struct _LayoutTagModifier: ViewModifier, PrimitiveModifier {
    public let tag: String
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // A tag is an inspection marker and must not change layout: as a
        // pass-through node it passes its view's traits on (`makeUnary`).
        inputs.makeUnary(Self.self, kind: Node.tagKind, layout: PassthroughLayout(), content: content, &list) { node in
            node.tag = modifier.tag
            inputs.graph.registerTag(node)
        }
    }
}

extension View {
    /// Marks this view: `LayoutResult.frame(of: tag)` returns its frame in
    /// window coordinates. Not a SwiftUI API; it stands where a test would
    /// read a frame with a GeometryReader.
    nonisolated public func layoutTag(_ tag: String) -> some View { modifier(_LayoutTagModifier(tag: tag)) }
}
