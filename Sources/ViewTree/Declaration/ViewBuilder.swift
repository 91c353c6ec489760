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

/// Several views declared side by side; a stack lays each one out.
nonisolated public struct TupleView<T>: View {
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
        // Room for one node per element at once: appended one by one, a
        // block's list was allocated for one node and reallocated at the
        // second. (More nodes, from composite or distributed elements,
        // still grow it.)
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        if list.nodes.capacity < list.nodes.count + count { list.nodes.reserveCapacity(list.nodes.count + count) }
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
/// is not specialised (the body of a generic view) asked the runtime for the
/// enum's metadata, a hash-table lookup of about 400 instructions, at every
/// construction and every resolution. This layout is fixed, so building and
/// resolving one needs no metadata.
///
/// Nested conditionals (a `switch` of three or more cases, an `if` in a
/// branch) are kept flat: the innermost branch's view once, and the branch
/// taken at each level as a bit. Boxed one inside the other, each level
/// allocated a box for the level inside it (an existential holds 24 bytes
/// inline, a `_ConditionalContent` takes 41); flat, the levels share the
/// innermost one's. Resolution gives the same slots as the nested values
/// would, level by level from the outermost.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The innermost branch taken: a view that is not a `_ConditionalContent`
    /// (unless 64 levels deep).
    @usableFromInline let content: any View
    /// The branch taken at each level, bit `i` for level `i` counted from
    /// the innermost: 1 for the first branch, 0 for the second.
    @usableFromInline let path: UInt64
    @usableFromInline let levels: UInt8

    @inlinable init<Branch: View>(branch: Branch, isTrue: Bool) {
        // (Specialised in the builder's caller, the check is decided when
        // compiling: `Branch` is a concrete type there.)
        if let nested = Branch._conditionalBranches(branch), nested.levels < 64 {
            path = nested.path | (isTrue ? 1 << UInt64(nested.levels) : 0)
            levels = nested.levels + 1
            // Moved out, not copied (a copy of the boxed view and the
            // release of the taken-apart value's, per level).
            content = (consume nested).innermost
        } else {
            content = branch
            path = isTrue ? 1 : 0
            levels = 1
        }
    }

    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // Slot 1 for a first branch, 2 for a second, at each level: distinct identities.
        var inputs = inputs
        var level = view.levels
        while level > 0 {
            level -= 1
            inputs = inputs.child(view.path & (1 << UInt64(level)) != 0 ? 1 : 2)
        }
        makeNodesErased(view.content, inputs, &list)
    }

    /// This conditional's innermost branch and the branches taken to it,
    /// for a `buildEither` that puts it in a branch of another.
    @inlinable
    public static func _conditionalBranches(_ view: Self) -> _ConditionalBranches? {
        _ConditionalBranches(innermost: view.content, path: view.path, levels: view.levels)
    }
}

/// A `_ConditionalContent` taken apart (`View._conditionalBranches`): its
/// innermost branch and the branch taken at each level. Opaque outside the
/// runtime.
public struct _ConditionalBranches {
    @usableFromInline let innermost: any View
    @usableFromInline let path: UInt64
    @usableFromInline let levels: UInt8
    @inlinable init(innermost: any View, path: UInt64, levels: UInt8) {
        self.innermost = innermost
        self.path = path
        self.levels = levels
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
