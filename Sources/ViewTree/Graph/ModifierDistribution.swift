import Foundation

extension _ResolveInputs {
    /// Resolves a primitive with one content view: a layout node whose child
    /// is `content`. Several content views each get a copy of the modifier,
    /// as in SwiftUI (one view whose body is several stays one: implicit VStack).
    func makeUnary<Marker, C: View, L: NodeLayout>(_ marker: Marker.Type, kind: @autoclosure () -> String, layout: L,
                                    content: C, _ list: inout _NodeList, configure: (Node) -> Void = { _ in },
                                    finish: (Node) -> Void = { _ in }) {
        if isTooDeep { return }
        let node = makeNode(marker, kind: kind(), layout: layout)
        // It takes its child's passed traits below (`passTraits`).
        node.flags.insert(.derivesFromChildren)
        // Before the children, so diagnostics raised while resolving them
        // can name this node (a tag).
        configure(node)
        adoptChildrenOfCopies(of: node)
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        // Traits of the modified view stay visible through the modifier as
        // far as SwiftUI passes them (`PassedTraits`): its TabView tag
        // always; its layout priority through `fixedSize` and the markers
        // only (a frame or padding reports 0); its being a spacer (no
        // spacing next to it) through the one-child layouts, but not on the
        // edges a padding pads.
        func passTraits(to modified: Node) {
            if let child = modified.soleLayoutChild {
                let passed = layout.passedTraits
                modified.priority = passed.contains(.priority) ? child.priority : 0
                modified.inheritTraits(from: child)
                let itself = child.isSpacerItself
                modified.spacerEdges = passed.contains(.spacer)
                    ? child.spacerEdges.subtracting(layout.resetSpacingEdges(childIsSpacer: itself)) : []
                modified.isSpacerItself = itself && passed.contains(.spacerItself)
            }
            finish(modified)
        }
        // (The common single view asked first: no closure made for it.)
        let distributed = node.children.count > 1 && distribute(node, layout: layout, into: &list) { modified, isCopy in
            if isCopy {
                modified.flags.insert(.derivesFromChildren)
                configure(modified)
            }
            passTraits(to: modified)
        }
        if !distributed {
            passTraits(to: node)
            list.nodes.append(node)
        }
    }

    /// A modifier on several views (`ForEach { ... }.frame(...)`, a
    /// `Group`, a `Section`) applies to each of them, as in SwiftUI: one copy
    /// of the modifier's node per view. When `node`'s children are several
    /// such views, gives each its own node (`node` keeps the first), calls
    /// `each` with every node once its one view is in place (and whether it
    /// is a copy), and appends them to `list`; otherwise (one view, or one
    /// view whose body is several, which stays one: an implicit VStack)
    /// does nothing and returns false.
    func distribute<L: NodeLayout>(_ node: Node, layout: L, into list: inout _NodeList,
                                   each: (_ modified: Node, _ isCopy: Bool) -> Void) -> Bool {
        let children = node.children
        guard children.count > 1, children.allSatisfy({ !$0.isTransparent || $0.layoutChildren.count == 1 }) else { return false }
        node.children = NodeChildren(children[0])
        node.childrenDidChange()
        each(node, false)
        list.nodes.append(node)
        for (index, child) in children.enumerated().dropFirst() {
            let copy = Node(graph: graph, parent: parent, slot: Self.copySlot(slot, index), typeID: node.typeID,
                            kind: node.kind, layout: layout, transparent: false, inputs: self)
            child.parent = copy
            copy.children = NodeChildren(child)
            copy.childrenDidChange()
            each(copy, true)
            list.nodes.append(copy)
        }
        return true
    }

    /// The slot of the copy of a distributed modifier for view `index`.
    static func copySlot(_ slot: Int, _ index: Int) -> Int { mix(mix(slot, 0x5EED), index) }

    /// Re-resolving a modifier that was distributed over several views:
    /// the copies' children join the node's, so the pool that reuse draws
    /// from holds every old view (and their state survives).
    func adoptChildrenOfCopies(of node: Node) {
        // (Asked through the unretained reference: a strong `parent` was
        // retained for every unary node made, pool or not.)
        guard let unmanagedParent, unmanagedParent.with({ $0.hasReusePool }) else { return }
        let parent = unmanagedParent.object
        var index = 1
        while let copy = parent.reusableChild(at: Self.copySlot(slot, index)), copy.typeID == node.typeID {
            parent.takeReusableChild(at: copy.slot)
            for child in copy.children { child.parent = node }
            node.children.append(contentsOf: copy.children)
            copy.children = []
            // (Detached once empty: its size cache goes back to the pool,
            // its former children stay attached under `node`.)
            copy.markDetached()
            index += 1
        }
    }
}
