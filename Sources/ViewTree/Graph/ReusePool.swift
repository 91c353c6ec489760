import Foundation

/// The old children of a node being resolved again, by structural slot,
/// without allocating for the common case: up to 64 old children are the
/// old `children` value itself (shared with the node until it gets its
/// new children) and a bit per child taken, searched in place; more are
/// indexed by a dictionary.
struct ReusePool {
    private let old: NodeChildren
    private var taken: UInt64 = 0
    private var index: [Int: Node]?
    /// Nodes put back that were not among the old children (rare).
    private var added: [Node] = []
    /// The node whose old children these are (`ViewGraph.pooledNode`).
    let owner: ObjectIdentifier?

    init(_ nodes: NodeChildren, owner: ObjectIdentifier? = nil) {
        old = nodes
        self.owner = owner
        if nodes.count > 64 {
            var index: [Int: Node] = [:]
            index.reserveCapacity(nodes.count)
            for node in nodes { index[node.slot] = node }
            self.index = index
        }
    }

    private func position(of slot: Int) -> Int? {
        for position in old.indices where taken & (1 << UInt64(position)) == 0 && old[position].slot == slot {
            return position
        }
        return nil
    }

    subscript(slot: Int) -> Node? {
        get {
            if let index { return index[slot] }
            if let position = position(of: slot) { return old[position] }
            return added.first { $0.slot == slot }
        }
        set {
            if index != nil { index?[slot] = newValue; return }
            _ = removeValue(forKey: slot)
            if let newValue { added.append(newValue) }
        }
    }

    @discardableResult
    mutating func removeValue(forKey slot: Int) -> Node? {
        if index != nil { return index?.removeValue(forKey: slot) }
        if let position = position(of: slot) {
            taken |= 1 << UInt64(position)
            return old[position]
        }
        if let position = added.firstIndex(where: { $0.slot == slot }) { return added.remove(at: position) }
        return nil
    }

    /// Detaches the nodes nobody took (visited in place: collecting them
    /// into an array cost one per node re-made, most often empty).
    func detachUntaken() {
        if let index {
            for node in index.values { node.markDetached() }
            return
        }
        for node in added { node.markDetached() }
        for position in old.indices where taken & (1 << UInt64(position)) == 0 { old[position].markDetached() }
    }
}

extension Node {
    /// The old children, by slot, while the children are resolved again:
    /// the top of the graph's stack of pools when it is this node's (the
    /// node being resolved is always the innermost one), else nil. Kept on
    /// the graph, not the node: re-resolving a node allocates nothing.
    var reusePool: ReusePool? {
        get {
            let graph = self.graph
            guard graph.pooledNode == ObjectIdentifier(self) else { return nil }
            return graph.reusePools[graph.reusePools.count - 1]
        }
    }

    /// Whether this node's old children are offered for reuse (it is the
    /// node being resolved again). The accessors below work on the graph's
    /// innermost pool in place, without retaining the graph: reading
    /// `reusePool` copies the pool (a retain and release of each of its
    /// arrays), which resolution did several times per node re-resolved.
    var hasReusePool: Bool { withGraph { $0.pooledNode == ObjectIdentifier(self) } }

    /// The old child at `slot`, left in the pool (nil: none, or no pool).
    func reusableChild(at slot: Int) -> Node? {
        withGraph { graph in
            guard graph.pooledNode == ObjectIdentifier(self) else { return nil }
            return graph.reusePools[graph.reusePools.count - 1][slot]
        }
    }

    /// Takes the old child at `slot` out of the pool (nil: none, or no pool).
    @discardableResult
    func takeReusableChild(at slot: Int) -> Node? {
        withGraph { graph in
            guard graph.pooledNode == ObjectIdentifier(self) else { return nil }
            return graph.reusePools[graph.reusePools.count - 1].removeValue(forKey: slot)
        }
    }

    /// Offers `child` for reuse at its slot (when this node has a pool).
    func offerReusableChild(_ child: Node) {
        withGraph { graph in
            guard graph.pooledNode == ObjectIdentifier(self) else { return }
            graph.reusePools[graph.reusePools.count - 1][child.slot] = child
        }
    }
}
