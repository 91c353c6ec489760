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

/// Composite views and custom modifiers: transparent nodes whose children
/// come from `body`, re-evaluated when their state changes.
enum CompositeViewSource {
    /// Not generic (the view is an existential, opened to evaluate it): a
    /// generic source would have its type instantiated by the runtime for
    /// every composite node made and every reuse check.
    struct ViewSource: NodeSource {
        let view: any View
        let fields: ViewTypeFields
        func rebuild(_ node: Node) { Self.evaluate(view, node, fields) }
        var viewSource: ViewSource? { self }

        /// Whether the view is a `V` that is the same input as `new`
        /// (`sameViewInputs`): the existential opened and its type
        /// compared, instead of a dynamic cast (a general cast out of an
        /// existential cost several hundred instructions per reuse check),
        /// and the view compared where it is stored. Returning it as a `V?`
        /// instead copied it out (a binding's references retained and
        /// released) and looked up `Optional<V>`'s metadata at run time, twice
        /// per check.
        func holdsSameInput<V: View>(as new: V) -> Bool {
            func open<O: View>(_ view: O) -> Bool {
                guard O.self == V.self else { return false }
                return sameViewInputs(stored: view, new, fields: fields)
            }
            return open(view)
        }

        private static func evaluate<V: View>(_ view: V, _ node: Node, _ fields: ViewTypeFields) {
            node.graph.statistics.bodyEvaluations += 1
            node.rebuildRound = node.graph.rebuildRound
            let body = DynamicProperties.withInstalled(view, node: node, fields: fields) { assumingMainActor($0) { $0.body } }
            node.setChildren { inputs, list in V.Body._makeNodes(body, inputs, &list) }
        }
    }

    /// A composite view's source as one object, kept in its node's
    /// `TransparentLayout` (see `TransparentNodeSource`).
    final class ViewSourceObject: TransparentNodeSource {
        let source: ViewSource
        var rebuildRound = 0
        init(_ source: ViewSource) { self.source = source }
        func rebuild(_ node: Node) { source.rebuild(node) }
        var viewSource: ViewSource? { source }
    }

    /// A custom modifier's body, evaluated for its node (from its source,
    /// `TypedModifierContent`: the modifier, its type's fields, the content
    /// and the nodes the content produced last time, shared by every
    /// re-evaluation of this modifier value). The placeholder the body gets
    /// refers to the non-generic base, `ModifierContent`.
    static func evaluateModifier<M: ViewModifier>(_ modifier: M, _ node: Node, _ content: ModifierContent, _ fields: ViewTypeFields) {
        node.graph.statistics.bodyEvaluations += 1
        node.rebuildRound = node.graph.rebuildRound
        let body = DynamicProperties.withInstalled(modifier, node: node, fields: fields) {
            assumingMainActor($0, _ViewModifier_Content<M>(source: content)) { $0.body(content: $1) }
        }
        node.setChildren { inputs, list in M.Body._makeNodes(body, inputs, &list) }
    }

    static func makeNodes<V: View>(_ view: V, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        // Re-resolving: the same view at the same place with the same
        // inputs and environment keeps its node and subtree as they are
        // (dirty nodes inside are rebuilt on their own, top-down).
        // (The parent asked through the unretained reference: bound as a
        // `Node`, it was retained for every composite view made.)
        if let parent = inputs.unmanagedParent,
           let old = parent.with({ $0.reusableChild(at: inputs.slot) }), resolvesUnchanged(view, to: old, inputs) {
            parent.with { _ = $0.takeReusableChild(at: inputs.slot) }
            old.inputs = inputs
            inputs.graph.statistics.reusedSubtrees += 1
            list.nodes.append(old)
            return
        }
        let fields = ViewTypeFields.of(view)
        let source = ViewSourceObject(ViewSource(view: view, fields: fields))
        let node = inputs.makeNode(V.self, kind: fields.typeName, layout: TransparentLayout(source: source), transparent: true)
        source.rebuild(node)
        list.nodes.append(node)
    }

    /// Whether `makeNodes(view, inputs, _)` keeps `node` as it is (its reuse
    /// check; `View._resolvesUnchanged` asks it of a given node): the same
    /// type at the same place, in the same environment, with the same inputs.
    static func resolvesUnchanged<V: View>(_ view: V, to node: Node, _ inputs: _ResolveInputs) -> Bool {
        guard node.isMade(by: V.self, at: inputs), let source = node.source?.viewSource else { return false }
        return source.holdsSameInput(as: view)
    }

    static func makeModifierNodes<M: ViewModifier, C: View>(_ modifier: M, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let fields = ViewTypeFields.of(modifier)
        let source = TypedModifierContent(content, modifier: modifier, fields: fields)
        let node = inputs.makeNode(M.self, kind: fields.typeName, layout: TransparentLayout(source: source), transparent: true)
        source.rebuild(node)
        list.nodes.append(node)
    }
}

/// The source of a composite view's or custom modifier's node, as one
/// object kept in the node's `TransparentLayout` (a class reference fits
/// the layout existential's inline storage) with the round its body was
/// last evaluated in. Kept in the node's extras, as other sources are,
/// it made every composite node allocate an extras object (and a box for
/// a source larger than three words) besides its own.
protocol TransparentNodeSource: NodeSource, AnyObject {
    /// `Node.rebuildRound` of the node that holds it.
    var rebuildRound: Int { get set }
}

/// The layout of a transparent node: never asked directly, since parents lay
/// out a transparent node's children; if asked, it acts as its sole child.
struct TransparentLayout: UnaryLayout {
    /// The composite view's or custom modifier's source (`Node.source`),
    /// when the node is one: nil for the other transparent nodes.
    var source: (any TransparentNodeSource)? = nil

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview) {
        subview.place(in: bounds, proposal: proposal)
    }
}

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
        // A modifier on several views (`ForEach { ... }.frame(...)`, a
        // Group) applies to each of them, as in SwiftUI: one copy of the
        // modifier per view. (A single view whose body is several views keeps
        // them together, as an implicit VStack.)
        let children = node.children
        guard children.count > 1, children.allSatisfy({ !$0.isTransparent || $0.layoutChildren.count == 1 }) else {
            passTraits(to: node)
            list.nodes.append(node)
            return
        }
        node.children = NodeChildren(children[0])
        node.childrenDidChange()
        passTraits(to: node)
        list.nodes.append(node)
        for (index, child) in children.enumerated().dropFirst() {
            let copy = Node(graph: graph, parent: parent, slot: Self.copySlot(slot, index), typeID: node.typeID,
                            kind: node.kind, layout: layout, transparent: false, inputs: self)
            copy.flags.insert(.derivesFromChildren)
            configure(copy)
            child.parent = copy
            copy.children = NodeChildren(child)
            copy.childrenDidChange()
            passTraits(to: copy)
            list.nodes.append(copy)
        }
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

// MARK: Nodes no view declares one for

/// The implicit container a one-child modifier wraps several views in
/// (`overlay`'s content in a `ZStack`, a unary layout's in a `VStack`).
enum ImplicitContainer {
    case vertical
    case depth(Alignment)
}

extension _ResolveInputs {
    /// Resolves a view that must be exactly one layout node into `list`:
    /// one layout view is added as it is (no wrapper node); several views
    /// (or none) are wrapped in an implicit stack.
    func resolveSingle<V: View>(_ view: V, wrapping container: ImplicitContainer, into list: inout _NodeList) {
        // Re-resolving after the view was wrapped: the wrapped views go back
        // into the pool, so they keep their nodes (and state) either way.
        if let parent, let wrapper = parent.reusableChild(at: slot), wrapper.typeID == ObjectIdentifier(ImplicitContainer.self) {
            parent.takeReusableChild(at: slot)
            for child in wrapper.children {
                child.parent = parent
                parent.offerReusableChild(child)
            }
            wrapper.children = []
            // Detached once its views are out (they stay attached, offered
            // for reuse): its size cache goes back to the graph's pool.
            wrapper.markDetached()
        }
        // Resolved straight into `list`, and moved out only when wrapped: an
        // array of its own cost an allocation per call (two per overlay or
        // background, made again whenever the modified view is), and a copy
        // into `list` when it already had nodes (the secondary view's).
        let start = list.nodes.count
        V._makeNodes(view, self, &list)
        // The node resolving these children expects one view here: it must
        // be made again if the views here become more or none
        // (`ViewGraph.reevaluateDirtyNodes`).
        unmanagedParent?.with { _ = $0.flags.insert(.derivesFromChildren) }
        var layoutViews = 0
        for index in start..<list.nodes.count {
            let node = list.nodes[index]
            layoutViews += node.isTransparent ? node.layoutChildren.count : 1
        }
        if layoutViews == 1 { return }
        let produced = list.nodes.removeNodes(from: start)
        let layout: any NodeLayout
        switch container {
        case .vertical: layout = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil, lazy: false)
        case .depth(let alignment): layout = OverlappingLayout(alignment: alignment)
        }
        let wrapper = Node(graph: graph, parent: parent, slot: slot, typeID: ObjectIdentifier(ImplicitContainer.self),
                           kind: "implicit stack", layout: layout, transparent: false, inputs: self)
        // (It is there for several views: when they become one, or none,
        // the node above is made again, without it.)
        wrapper.flags.insert(.derivesFromChildren)
        for node in produced { node.parent = wrapper }
        wrapper.children = produced
        wrapper.childrenDidChange()
        list.nodes.append(wrapper)
    }
}

extension Node {
    /// The window's node, the root of a graph: it lays its one child out
    /// in the window (`WindowLayout`).
    static func window(in graph: ViewGraph, _ inputs: _ResolveInputs) -> Node {
        Node(graph: graph, parent: nil, slot: 0, typeID: ObjectIdentifier(Window.self), kind: "Window",
             layout: WindowLayout(safeAreaInsets: graph.window.safeAreaInsets, layoutRect: graph.windowLayoutRect),
             transparent: false, inputs: inputs)
    }

    /// The implicit `VStack` a unary layout lays several children (or
    /// none) out in (`unretainedSoleChild`); it adopts the children without
    /// becoming their parent.
    static func implicitStack(under parent: Node) -> Node {
        Node(graph: parent.graph, parent: parent, slot: 0, typeID: ObjectIdentifier(Node.self), kind: "implicit VStack",
             layout: StackLayout(axis: .vertical, alignment: 0.5, spacing: nil, lazy: false),
             transparent: false, inputs: parent.inputs)
    }

    /// A node standing for a `Layout` container over some of its subviews
    /// (a layout composing another over part of them), or for the
    /// container of detached subviews (`LayoutSubviews.detached`).
    static func layoutHost(in graph: ViewGraph, parent: Node?, kind: String, inputs: _ResolveInputs) -> Node {
        Node(graph: graph, parent: parent, slot: 0, typeID: ObjectIdentifier(LayoutSubviews.self), kind: kind,
             layout: TransparentLayout(), transparent: false, inputs: inputs)
    }

    /// A subview of `LayoutSubviews.detached`: a fixed answer to every
    /// proposal, with the traits a stack reads.
    static func detachedSubview(_ subview: DetachedSubview, index: Int, host: Node, inputs: _ResolveInputs) -> Node {
        let node = Node(graph: host.graph, parent: host, slot: index, typeID: ObjectIdentifier(DetachedSubview.self),
                        kind: "subview \(index)", layout: DetachedSubviewLayout(size: subview.sizeThatFits),
                        transparent: false, inputs: inputs)
        node.priority = subview.priority
        node.isLayoutSpacer = subview.isSpacer
        return node
    }
}

/// The content of a custom modifier, and the nodes it produced, kept for
/// reuse when only the modifier's own state changed; also the modifier's
/// node's source.
///
/// This base is not generic, so that the modifier's placeholder view
/// (`_ViewModifier_Content`) and the node refer to it without generic
/// types; the modifier and the content themselves are kept typed by the
/// one subclass, `TypedModifierContent<M, C>`, whose metadata the runtime
/// looks up once per object made (an existential for each cost a box).
class ModifierContent: ModifierContentSource, TransparentNodeSource {
    /// The modifier's type's fields: this object is also the modifier's
    /// node's source (`TypedModifierContent` keeps the modifier).
    final let fields: ViewTypeFields
    final var rebuildRound = 0

    init(fields: ViewTypeFields) { self.fields = fields }

    final var modifierSource: ModifierContent? { self }

    /// The modifier, as an existential (`EnvironmentRebase` opens it to
    /// read its `@Environment` fields; `TypedModifierContent`).
    var anyModifier: any ViewModifier { fatalError("ModifierContent.anyModifier is implemented by TypedModifierContent") }

    /// Evaluates the modifier's body for its node (`TypedModifierContent`).
    func rebuild(_ node: Node) { fatalError("ModifierContent.rebuild is implemented by TypedModifierContent") }

    /// Resolves the content itself (`TypedModifierContent`).
    func makeContentNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        fatalError("ModifierContent.makeContentNodes is implemented by TypedModifierContent")
    }

    final func makeNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // The modifier re-evaluated because of its own state: the content is
        // the same value. If it lands at the same place with the same
        // environment, its nodes are still right (SwiftUI does not
        // re-evaluate unchanged inputs either); dirty nodes inside it are
        // rebuilt on their own.
        if canReuse(at: inputs) {
            adopt(into: inputs, &list)
            return
        }
        let start = list.nodes.count
        makeContentNodes(inputs, &list)
        remember(list.nodes.nodes(from: start), at: inputs)
    }

    private var nodes = NodeChildren()
    private var environmentVersion = -1
    /// The parent's identity, compared only. Not a weak reference: a
    /// weakly referenced node keeps its reference count in a side table,
    /// which sends every retain and release of it down the slow path. A
    /// parent gone and another node at its address is caught by the cached
    /// nodes being detached (a discarded parent's children are).
    private var parent: ObjectIdentifier?
    private var slot = 0
    private var isValid = false

    final func resolvesUnchanged(to node: Node, _ inputs: _ResolveInputs) -> Bool {
        canReuse(at: inputs) && nodes.count == 1 && nodes[0] === node
    }

    func canReuse(at inputs: _ResolveInputs) -> Bool {
        guard isValid, let parent, let inputsParent = inputs.parent, parent == ObjectIdentifier(inputsParent),
              slot == inputs.slot else { return false }
        guard nodes.allSatisfy({ $0.isAttached && $0.parent === inputsParent }) else { return false }
        if environmentVersion == inputs.environment.version { return true }
        // Another environment: still the same nodes if it differs only in
        // values nothing in them reads (`EnvironmentRebase`; the nodes made
        // directly in the environment this content was given, not in one a
        // modifier without a node wrote on top of it).
        guard let first = nodes.first, first.environment.version == environmentVersion,
              var rebase = EnvironmentRebase(from: first.environment, to: inputs.environment),
              rebase.apply(to: nodes) else { return false }
        environmentVersion = inputs.environment.version
        return true
    }

    /// A rebased node's environment (`EnvironmentRebase`): the content kept
    /// follows it.
    func rebaseEnvironment(from old: Int, to new: Int) {
        if environmentVersion == old { environmentVersion = new }
    }

    /// Puts the cached nodes back, taking them out of the parent's reuse
    /// pool so they are not detached.
    func adopt(into inputs: _ResolveInputs, _ list: inout _NodeList) {
        for node in nodes {
            if let parent = inputs.parent, let pooled = parent.reusableChild(at: node.slot), pooled === node {
                parent.takeReusableChild(at: node.slot)
            }
        }
        inputs.graph.statistics.reusedSubtrees += 1
        list.nodes.append(contentsOf: nodes)
    }

    final func remember(_ nodes: NodeChildren, at inputs: _ResolveInputs) {
        self.nodes = nodes
        environmentVersion = inputs.environment.version
        parent = inputs.parent.map(ObjectIdentifier.init)
        slot = inputs.slot
        isValid = true
    }
}

/// A custom modifier's modifier and content, stored typed in the object:
/// kept as existentials, each (larger than three words in most modifiers
/// and contents) took a box of its own, two allocations per custom
/// modifier resolved besides this object. The runtime looks this class's
/// metadata up once per object made instead (cached by its arguments).
final class TypedModifierContent<M: ViewModifier, C: View>: ModifierContent {
    let modifier: M
    let content: C

    init(_ content: C, modifier: M, fields: ViewTypeFields) {
        self.modifier = modifier
        self.content = content
        super.init(fields: fields)
    }

    override func rebuild(_ node: Node) { CompositeViewSource.evaluateModifier(modifier, node, self, fields) }

    override var anyModifier: any ViewModifier { modifier }

    override func makeContentNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        C._makeNodes(content, inputs, &list)
    }
}
