import Foundation

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
