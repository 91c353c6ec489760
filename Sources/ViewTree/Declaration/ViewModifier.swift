import Foundation

/// A modifier that you apply to a view, producing a different version of it.
///
/// As in SwiftUI, `content.modifier(m)` is the view `ModifiedContent(content,
/// m)`; a custom modifier's `body(content:)` is evaluated by the runtime with
/// its `@State` and `@Environment` installed, like a view's `body`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// Runtime hook for primitive modifiers; custom modifiers never implement it.
    nonisolated static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList)
}

extension ViewModifier {
    nonisolated public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        CompositeViewSource.makeModifierNodes(modifier, content: content, inputs, &list)
    }
}

/// A modifier the runtime implements itself.
protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The original view, as seen from inside a custom modifier's `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The modifier's content and what it produced last time (a reference:
    /// evaluating the body allocates no closure context).
    let source: any ModifierContentSource
    public typealias Body = Never
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        view.source.makeNodes(inputs, &list)
    }
    public static func _resolvesUnchanged(_ view: Self, to node: _ResolvedNode, _ inputs: _ResolveInputs) -> Bool {
        view.source.resolvesUnchanged(to: node.node, inputs)
    }
}

/// Resolves the content of a custom modifier (`ModifierContent`).
protocol ModifierContentSource: AnyObject {
    func makeNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList)
    /// Whether `makeNodes(inputs, _)` would give back `node` alone, kept.
    func resolvesUnchanged(to node: Node, _ inputs: _ResolveInputs) -> Bool
}

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

/// The identity modifier.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension ViewModifier {
    /// Returns a modifier that applies `self`, then `modifier`.
    nonisolated public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to the view and returns the wrapper view.
    @inlinable
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
