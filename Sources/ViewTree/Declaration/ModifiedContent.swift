import Foundation

/// A view with a modifier applied: the wrapper the seed articles print.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent has no body") }
    // Inlined into the protocol witness, which is given the metadata of
    // `Self`: out of line, reading a field of a generic view asked the
    // runtime for `ModifiedContent<Content, Modifier>`'s metadata again (a
    // hash lookup, ~500 instructions) on every resolution. Every generic
    // primitive's `_makeNodes`/`_makeModifiedNodes` is inlined for this.
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        Modifier._makeModifiedNodes(view.modifier, content: view.content, inputs, &list)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("ModifiedContent has no body") }
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // (content.modifier(a)).modifier(b) == content.modifier(a.concat(b))
        Modifier._makeModifiedNodes(modifier.modifier, content: ModifiedContent<C, Content>(content: content, modifier: modifier.content), inputs, &list)
    }
}
