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
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views declared side by side; a stack lays each one out.
public struct TupleView<T>: View {
    public var value: T {
        didSet { elements = nil }
    }
    /// The elements with their static types, when built by `ViewBuilder`:
    /// resolved without reflection.
    @usableFromInline var elements: (any TupleElementsProtocol)?
    public init(_ value: T) { self.value = value }
    @usableFromInline init(_ value: T, elements: any TupleElementsProtocol) {
        self.value = value
        self.elements = elements
    }
    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let elements = view.elements {
            elements.makeNodes(inputs, &list)
            return
        }
        // `T` is a tuple of views: walk its elements in order. Each element is
        // a distinct structural position.
        let mirror = Mirror(reflecting: view.value)
        var index = 0
        for child in mirror.children {
            if let element = child.value as? any View {
                makeNodesErased(element, inputs.child(index), &list)
            }
            index += 1
        }
    }
}

/// A view builder block's views with their static types.
@usableFromInline protocol TupleElementsProtocol {
    func makeNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList)
}

@usableFromInline struct TupleElements<each Content: View>: TupleElementsProtocol {
    let content: (repeat each Content)
    @usableFromInline init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Element `i` at structural position `i`, as the reflecting walk does.
    @usableFromInline func makeNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var index = 0
        for element in repeat each content {
            Self.make(element, inputs.child(index), &list)
            index += 1
        }
    }

    private static func make<V: View>(_ view: V, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        V._makeNodes(view, inputs, &list)
    }
}

/// Opens an existential view and resolves it.
func makeNodesErased(_ view: any View, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
    func open<V: View>(_ v: V) { V._makeNodes(v, inputs, &list) }
    open(view)
}

/// The result of an `if`/`else` in a view builder: one branch or the other,
/// with distinct identities so state is not shared between branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage
    @usableFromInline init(storage: Storage) { self.storage = storage }
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        switch view.storage {
        case .trueContent(let content): TrueContent._makeNodes(content, inputs.child(1), &list)
        case .falseContent(let content): FalseContent._makeNodes(content, inputs.child(2), &list)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let wrapped = view {
            Wrapped._makeNodes(wrapped, inputs.child(1), &list)
        }
    }
}
