import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: blocks of any
/// arity (parameter packs), `if`/`else`, `if let`, `switch`, and
/// `if #available`.
///
/// The builders are `@inlinable`: a view's body is specialised in the module
/// that declares it, so the view types it builds are known statically there
/// instead of being looked up by the runtime at every evaluation.
@resultBuilder
public enum ViewBuilder {
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), elements: TupleElements(repeat each content))
    }

    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: first, isTrue: true)
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: second, isTrue: false)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Opens an existential view and resolves it.
func makeNodesErased(_ view: any View, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
    func open<V: View>(_ v: V) { V._makeNodes(v, inputs, &list) }
    open(view)
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let wrapped = view {
            Wrapped._makeNodes(wrapped, inputs.child(1), &list)
        }
    }
}
