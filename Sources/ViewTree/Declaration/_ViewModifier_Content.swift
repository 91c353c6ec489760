import Foundation

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
