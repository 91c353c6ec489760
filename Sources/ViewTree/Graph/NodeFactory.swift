import Foundation

extension _ResolveInputs {
    /// Creates (or, while re-resolving, reuses) the node for this position.
    ///
    /// Reuse keeps a node's `@State` across re-evaluations of an ancestor:
    /// the old children of a node being rebuilt are offered in a pool keyed
    /// by structural slot, and a new view of the same type at the same slot
    /// takes the old node over.
    func makeNode<V, L: NodeLayout>(_ type: V.Type, kind: @autoclosure () -> String, layout: L, transparent: Bool = false) -> Node {
        let typeID = ObjectIdentifier(type)
        // (The parent's pool asked through the unretained reference: bound
        // as a strong one, the parent was retained for every node made.)
        if let unmanagedParent, let old = unmanagedParent.with({ $0.takeReusableChild(at: slot) }) {
            let parent = unmanagedParent.object
            // A different view at this place: the old one is gone.
            guard old.typeID == typeID else {
                old.markDetached()
                return Node(graph: graph, parent: parent, slot: slot, typeID: typeID, kind: kind(),
                            layout: layout, transparent: transparent, inputs: self)
            }
            old.layout = layout
            if case .own = layout.explicitGuides { graph.hasMadeGuideSetters = true }
            old.isCheaperThanCaching = layout.isCheaperThanCaching
            old.constantSize = layout.constantSize
            old.isTransparent = transparent
            old.inputs = self
            old.reset()
            return old
        }
        return Node(graph: unmanagedGraph, parent: unmanagedParent, slot: slot, typeID: typeID, kind: kind(),
                    layout: layout, transparent: transparent, inputs: self)
    }

    /// Re-resolving: the node this primitive made here last time, kept as
    /// it is (subtree, flattening, size cache) when `isUnchanged` finds its
    /// layout and every child's view the same, given the inputs its
    /// children were resolved with. SwiftUI does not invalidate a modifier
    /// whose inputs did not change either; `makeNode` re-makes the node and
    /// resolves its children again. Nil: resolve as usual.
    func unchangedNode<M>(_ marker: M.Type, children count: Int, _ isUnchanged: (Node, _ResolveInputs) -> Bool) -> Node? {
        guard let unmanagedParent,
              let old = unmanagedParent.with({ $0.reusableChild(at: slot) }),
              old.isMade(by: M.self, at: self), old.children.count == count,
              isUnchanged(old, _ResolveInputs(environment: environment, slot: 0, graph: graph, parent: old, depth: depth + 1))
        else { return nil }
        unmanagedParent.with { _ = $0.takeReusableChild(at: slot) }
        graph.statistics.reusedSubtrees += 1
        return old
    }

    /// Inputs for the children of `node`: slots restart, depth grows.
    func forChildren(of node: Node) -> _ResolveInputs {
        _ResolveInputs(environment: environment, slot: 0, graph: graph, parent: node, depth: depth + 1)
    }

    /// Whether resolution went too deep; records a diagnostic once.
    var isTooDeep: Bool {
        if depth > graph.limits.maximumDepth {
            graph.diagnose(.treeTooDeep, "The view tree is deeper than \(graph.limits.maximumDepth) levels; the views below that depth were dropped.", node: parent)
            return true
        }
        return false
    }
}

extension Node {
    /// Whether this node is the one a `V` made at `inputs`'s place, in the
    /// same environment, and is still in the tree: what every keep check
    /// (`View._resolvesUnchanged`, `unchangedNode`) asks first.
    func isMade<V>(by type: V.Type, at inputs: _ResolveInputs) -> Bool {
        typeID == ObjectIdentifier(type) && isAttached && slot == inputs.slot
            && environment.version == inputs.environment.version
    }

    /// Clears what a rebuild recomputes, keeping identity and state.
    func reset() {
        priority = 0
        spacerEdges = []
        isSpacerItself = false
        clearExtras()
        sizeCache.removeAll()
        // Children kept (a composite view kept by its inputs) keep their
        // placement: a layout that hides this node must reach them
        // (`unplace`).
        if isPlaced { flags.insert(.mayHavePlacedDescendants) }
        isPlaced = false
        isAttached = true
        // (Not `childrenDidChange()`: deriving a constant size from the old
        // children is wasted, `setChildren` derives it from the new ones;
        // `makeNode` has set the layout's own.)
        forgetFlattenedChildren()
    }

    /// Resolves children from a view, reconciling with the previous children.
    func setChildren(_ build: (_ResolveInputs, inout _NodeList) -> Void) {
        // Resolution goes a level deeper here: past the thread's stack
        // limit, the rest of this subtree is resolved on a large-stack
        // worker (`LayoutStack`; a shallow tree never gets there). The
        // graph is lent (`withGraph`), not retained, on the common path.
        if withGraph({ LayoutStack.currentAddress() <= $0.stackLimit }) {
            let graph = self.graph
            graph.onWorker { resolveChildren(build, graph) }
        } else {
            withGraph { resolveChildren(build, $0) }
        }
    }

    private func resolveChildren(_ build: (_ResolveInputs, inout _NodeList) -> Void, _ graph: ViewGraph) {
        // (The old children offered only when there are some: a first
        // resolution pushes no pool.)
        let oldCount = children.count
        if oldCount > 0 { graph.pushReusePool(of: self, oldChildren: children) }
        var list = _NodeList()
        // Resolving again: most often the same number of children comes back.
        if oldCount > 1 { list.nodes.reserveCapacity(oldCount) }
        // The children's inputs made from the node's fields at once
        // (`inputs.forChildren(of:)` copied the environment twice).
        build(_ResolveInputs(environment: environment, slot: 0, graph: graph, parent: self, depth: Int(depth) + 1), &list)
        children = (consume list).nodes
        // (Nested resolutions have popped their own pools.)
        if oldCount > 0 { graph.popReusePool().detachUntaken() }
        childrenDidChange()
        graph.resolutionRound &+= 1
    }
}

/// What `String(describing:)` prints for a type ("Array<Int>"), without
/// its three conformance lookups on the metatype and its `Mirror`: about 1.4
/// million instructions the first time a type is named, a scan of every
/// conformance record each (BENCHMARKS.md, "Twelfth round (c)").
func typeDescription(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

/// A type's name without its generic arguments ("CompatSafeAreaInset"), for
/// dumps and diagnostics (computed once per type, in `ViewTypeFields`).
func readableTypeName(_ type: Any.Type) -> String {
    let name = typeDescription(type)
    guard let bracket = name.firstIndex(of: "<") else { return name }
    return String(name[..<bracket])
}
