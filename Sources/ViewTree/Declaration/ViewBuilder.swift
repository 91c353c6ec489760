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
        _ConditionalContent(content: first, isTrue: true)
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(content: second, isTrue: false)
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

    @inline(__always)
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
    @usableFromInline let content: (repeat each Content)
    // Inlinable, so that the builder's caller specialises it: out of line,
    // the runtime looked up the tuple's metadata for every block built.
    @inlinable init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Element `i` at structural position `i`, as the reflecting walk does.
    /// (Inlined into the protocol witness, which has `Self`'s metadata.)
    @inline(__always)
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
///
/// Unlike SwiftUI's (a generic enum), the branch is kept as an existential
/// and a flag. A generic enum's layout depends on its arguments: code that
/// is not specialised (the body of a generic view, such as Compat's
/// backports) asked the runtime for the enum's metadata, a hash-table
/// lookup of about 400 instructions, at every construction and every
/// resolution (about 10 % of the 40-view CheckoutView's layout). This
/// layout is fixed, so building and resolving one needs no metadata.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The branch taken: a `TrueContent` when `isTrue`, else a `FalseContent`.
    @usableFromInline let content: any View
    @usableFromInline let isTrue: Bool
    @usableFromInline init(content: any View, isTrue: Bool) {
        self.content = content
        self.isTrue = isTrue
    }
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // Slot 1 for the first branch, 2 for the second: distinct identities.
        makeNodesErased(view.content, inputs.child(view.isTrue ? 1 : 2), &list)
    }
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
