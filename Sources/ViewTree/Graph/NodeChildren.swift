/// A node's children (and a layout's flattened children, and the list a
/// resolution fills): none, one node held directly, or an array.
///
/// Most nodes have no child (leaves) or exactly one (every modifier, a
/// composite view whose body is one view); an array for one child cost a
/// heap allocation, its free and its release at teardown (all but a few of
/// a CheckoutView layout's 60 child arrays; BENCHMARKS.md, "Twelfth round (a)").
/// It reads as a random-access collection of nodes indexed from 0, as the
/// array did, so readers iterate, count and subscript it unchanged; it is
/// changed only by `append`, `append(contentsOf:)`, `removeNodes(from:)`,
/// `reserveCapacity` and assignment.
struct NodeChildren: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(Node)
        /// Two or more nodes (an array given whole may hold fewer).
        case many([Node])
    }

    private var storage: Storage

    @inline(__always) init() { storage = .none }

    @inline(__always) init(_ node: Node) { storage = .one(node) }

    init(_ nodes: [Node]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    init(arrayLiteral elements: Node...) { self.init(elements) }

    @inline(__always) var startIndex: Int { 0 }

    @inline(__always) var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
        }
    }

    @inline(__always) var count: Int { endIndex }

    @inline(__always) var isEmpty: Bool {
        if case .none = storage { return true }
        if case .many(let nodes) = storage { return nodes.isEmpty }
        return false
    }

    @inline(__always) subscript(position: Int) -> Node {
        switch storage {
        case .one(let node):
            precondition(position == 0, "Index out of range")
            return node
        case .many(let nodes): return nodes[position]
        case .none: preconditionFailure("Index out of range")
        }
    }

    /// The node when there is exactly one (nil for none or several).
    @inline(__always) var sole: Node? {
        switch storage {
        case .one(let node): return node
        case .many(let nodes): return nodes.count == 1 ? nodes[0] : nil
        case .none: return nil
        }
    }

    /// `sole`, not retained: for a read-only walk over nodes their graph
    /// holds (`ViewGraph.makeResult`), which a returned `Node` cost a
    /// retain and a release at every step.
    @inline(__always) var unretainedSole: Unretained<Node>? {
        switch storage {
        case .one(let node): return Unretained(node)
        case .many(let nodes): return nodes.count == 1 ? Unretained(nodes[0]) : nil
        case .none: return nil
        }
    }

    /// `one` with the node when the collection is stored as one node, else
    /// `many` with the stored array (empty for none): the storage as it is,
    /// for `withUnretainedNodes`, which lends the nodes without copying them.
    @inline(__always) func withStorage<R>(one: (Node) -> R, many: ([Node]) -> R) -> R {
        switch storage {
        case .none: return many([])
        case .one(let node): return one(node)
        case .many(let nodes): return many(nodes)
        }
    }

    /// The nodes as an array (allocates for one node).
    var array: [Node] {
        switch storage {
        case .none: return []
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }

    /// The nodes from position `start` on: this value itself from 0 (no
    /// copy; `Array(array[0...])` shared the array's buffer too).
    func nodes(from start: Int) -> NodeChildren {
        if start == 0 { return self }
        var result = NodeChildren()
        for position in start..<count { result.append(self[position]) }
        return result
    }

    /// Removes the nodes from position `start` on and returns them (the
    /// views an implicit stack wraps, moved out of the list they were
    /// resolved into).
    mutating func removeNodes(from start: Int) -> NodeChildren {
        if start == 0 {
            let removed = self
            self = NodeChildren()
            return removed
        }
        let removed = nodes(from: start)
        if case .many(var nodes) = storage, start < nodes.count {
            // (Emptied first, so that the array is uniquely referenced.)
            storage = .none
            nodes.removeSubrange(start...)
            storage = .many(nodes)
        }
        return removed
    }

    /// How many nodes fit without growing (1 without an array).
    var capacity: Int {
        switch storage {
        case .none, .one: return 1
        case .many(let nodes): return nodes.capacity
        }
    }

    /// Room for `minimumCapacity` nodes (an array only when more than one).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > 1 else { return }
        switch storage {
        case .none:
            var nodes: [Node] = []
            nodes.reserveCapacity(minimumCapacity)
            storage = .many(nodes)
        case .one(let node):
            var nodes: [Node] = []
            nodes.reserveCapacity(minimumCapacity)
            nodes.append(node)
            storage = .many(nodes)
        case .many(var nodes):
            guard nodes.capacity < minimumCapacity else { return }
            // (Emptied first, so that the array is uniquely referenced and
            // grows in place rather than being copied.)
            storage = .none
            nodes.reserveCapacity(minimumCapacity)
            storage = .many(nodes)
        }
    }

    mutating func append(_ node: Node) {
        switch storage {
        case .none:
            storage = .one(node)
        case .one(let first):
            // A second child: an array with room for a few more (a stack's
            // children come one by one).
            var nodes: [Node] = []
            nodes.reserveCapacity(4)
            nodes.append(first)
            nodes.append(node)
            storage = .many(nodes)
        case .many(var nodes):
            storage = .none
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    mutating func append(contentsOf other: NodeChildren) {
        // (Taken over whole when empty: no array made for one node.)
        if isEmpty { self = other; return }
        for node in other { append(node) }
    }

    mutating func append<S: Sequence>(contentsOf nodes: S) where S.Element == Node {
        for node in nodes { append(node) }
    }
}
