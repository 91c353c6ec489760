import Foundation

/// A resolved view in the graph: the unit of identity, state and layout.
///
/// Composite views, `Group`, environment and preference modifiers produce
/// *transparent* nodes: they keep identity and state but a parent lays out
/// their children as if they were its own (so a custom view whose body is
/// three views gives a stack three children, as in SwiftUI). Every other
/// primitive produces a layout node with a frame.
///
/// The stored fields are `@exclusivity(unchecked)` in release builds: a
/// graph is built and laid out by one thread at a time (the caller's, or a
/// large-stack worker while the caller waits: `LayoutStack`), and the
/// runtime never holds overlapping accesses to them. Debug builds check
/// every access (the test suites run that way); the checks cost a third of
/// a release layout (BENCHMARKS.md, "Unchecked constructs").
final class Node {
    // Declared hot first: a class's fields are laid out in this order, and
    // what sizing and placement read (the size shortcut, the flags, the
    // layout, the cache, the children, the frame) then shares the node's
    // first cache lines; identity and declaration fields come after.

    /// The graph, unretained (see `graph`).
    private let activeGraph: Unretained<ViewGraph>
    /// The size whatever the proposal, when known: `layout.constantSize`,
    /// or derived from the children's constant sizes when the children
    /// change (`refreshConstantSize`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var constantSize: CGSize?

    // Flags, together (one byte each, no padding between them).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isTransparent: Bool
    /// `layout.isCheaperThanCaching`, read once per layout change.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isCheaperThanCaching = false
    // The generic layout traits a stack reads on every call (spacer edges,
    // being a spacer, `priority`): inline, passed through one-child
    // modifiers by `PassedTraits` (Docs/LayoutRules.md, "Layout traits
    // through modifiers"). Rarer traits are in the declared trait store.
    /// The edges on which the view has a spacer's spacing preference (0:
    /// a stack puts no default spacing there): all four for a `Spacer`,
    /// kept through the modifiers that pass the spacer trait but the
    /// padded edges (`PassedTraits.spacer`, `NodeLayout.resetSpacingEdges`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var spacerEdges: Edge.Set = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isAttached = true
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var isPlaced = false
    /// The bits features keep on the node (`NodeFlags`; each feature
    /// declares its own). Two bytes, where `isSpacerItself` had one of its
    /// own: the node is no larger.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var flags: NodeFlags = []

    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var priority: Double = 0
    #if DEBUG
    /// Debug builds: an assignment during one of the node's own layout calls
    /// stops the program (the invariant the release build's in-place access
    /// relies on: `withStoredLayout(_:)`).
    var layout: any NodeLayout {
        willSet { assert(layoutCallsRunning == 0, "\(kind)'s layout assigned during its own layout call") }
    }
    /// Debug builds: how many calls of the node's layout are running.
    private var layoutCallsRunning = 0
    #else
    @exclusivity(unchecked)
    var layout: any NodeLayout
    #endif
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var sizeCache = SizeCache()
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var layoutChildrenStorage: NodeChildren?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var children = NodeChildren()
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var frame: CGRect = .zero
    /// The safe area the node was placed in, for the laid-out tree's
    /// per-view insets (`LaidOutView.safeAreaInsets`): kept, not computed,
    /// because placement passes the same levels down to most nodes and a
    /// shared array costs one retain where the insets cost a walk.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var placedSafeArea = SafeAreaStack()

    // Identity and declaration.
    /// The graph. Not reference counted (an unowned reference costs two
    /// atomic operations per node on the graph's shared count): a node is
    /// used with its graph only while the graph runs, and the one way to
    /// reach a node afterwards, a state write through a kept `Binding`,
    /// goes through the state slot's weak reference to the graph instead.
    var graph: ViewGraph { activeGraph.object }
    /// The parent, not retained (a parent holds its children).
    var parent: Node? {
        get { parentReference?.object }
        set { parentReference = newValue.map { Unretained($0) } }
    }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var parentReference: Unretained<Node>?
    /// Structural identity relative to the parent.
    let slot: Int
    let typeID: ObjectIdentifier
    /// The node's kind (`kind`), or, on a `layoutTag` node, its tag (`tag`;
    /// the kind is then `Node.tagKind`). One field for both: a tag kept in
    /// `NodeExtras` made every tagged node allocate, initialise and free an
    /// extras object (~3 % of a two-view layout), and a field of its own
    /// would grow every node by 16 bytes.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var kindOrTag: String
    // The environment and depth this node was resolved with (its parent,
    // slot and graph are fields of their own; `inputs` puts them together).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var environment: EnvironmentValues
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var depth: Int32
    /// Set to the graph's current mark when a walk visits the node (a set
    /// of visited nodes without hashing; in the padding after `depth`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var visitMark: UInt32 = 0

    /// What few nodes carry (state, declared traits, kept feature state),
    /// kept out of line so that every other node stays small to create,
    /// traverse and destroy (large trees are memory-bound).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var extras: NodeExtras?

    /// The inputs this node was resolved with.
    var inputs: _ResolveInputs {
        get { _ResolveInputs(environment: environment, slot: slot, graph: graph, parent: parent, depth: Int(depth)) }
        set {
            environment = newValue.environment
            depth = Int32(truncatingIfNeeded: newValue.depth)
        }
    }

    // State (in the extras: only composite views have any).
    /// The state slot of the view's dynamic property `index` (nil: none yet).
    func stateSlot(at index: Int) -> AnyObject? { extras?.stateSlot(at: index) }

    /// Stores the state slot of dynamic property `index`.
    func setStateSlot(_ slot: AnyObject, at index: Int) { writableExtras.setStateSlot(slot, at: index) }

    /// The re-evaluation round this node's body was last evaluated in (on
    /// the source a composite node's layout holds, else in the extras).
    var rebuildRound: Int {
        get {
            // (Read in place: `layoutSource` copied the source out, a
            // retain and release per read.)
            if let own = layoutSourceRound { return own }
            return extras?.rebuildRound ?? 0
        }
        set {
            if let own = layoutSource { own.rebuildRound = newValue } else { writableExtras.rebuildRound = newValue }
        }
    }

    /// The implicit VStack around several children of a unary layout.
    var implicitChild: Node? {
        get { extras?.implicitChild }
        set { if newValue != nil || extras != nil { writableExtras.implicitChild = newValue } }
    }

    /// Forgets the declared traits (a reused node is given them again by its
    /// new view); state stays.
    func clearExtras() { extras?.clearDeclaration() }

    private var writableExtras: NodeExtras {
        if let extras { return extras }
        let created = NodeExtras()
        extras = created
        return created
    }

    /// How to evaluate the node's body again (composite views, modifiers).
    /// A composite view's or custom modifier's node holds its source in its
    /// layout (`TransparentLayout.source`); others in the extras. Read
    /// only: a node's layout is assigned by `makeNode` alone, never while it
    /// may be running (Docs/MemorySafety.md, "Layouts called in place").
    var source: (any NodeSource)? { layoutSource ?? extras?.source }

    /// The source a transparent node's `TransparentLayout` holds.
    private var layoutSource: (any TransparentNodeSource)? {
        guard isTransparent else { return nil }
        return withStoredLayout(as: TransparentLayout.self) { $0.source } ?? nil
    }

    /// Whether the node has a body to evaluate again (`source != nil`),
    /// without copying the source out (a retain and a release).
    var hasSource: Bool {
        // (The layout's source tested where it is, not `layoutSourceRound
        // != nil`: that one calls into the source, and the environment
        // rebase asks every node.)
        if isTransparent, withStoredLayout(as: TransparentLayout.self, { $0.source != nil }) == true { return true }
        return extras?.source != nil
    }

    /// The rebuild round a composite node's source holds, read in place.
    private var layoutSourceRound: Int? {
        guard isTransparent else { return nil }
        return withStoredLayout(as: TransparentLayout.self) { $0.source?.rebuildRound } ?? nil
    }

    /// The parent, not retained (the walks up the tree of a re-evaluation).
    var unretainedParent: Unretained<Node>? { parentReference }

    // MARK: Kind and tag (one stored field: `kindOrTag`)

    /// The kind of every `layoutTag` node.
    static let tagKind = "layoutTag"

    /// A short name for dumps and diagnostics ("VStack", "frame", "MyView").
    var kind: String {
        get { flags.contains(.kindFieldHoldsTag) ? Node.tagKind : kindOrTag }
        set {
            flags.remove(.kindFieldHoldsTag)
            kindOrTag = newValue
        }
    }

    /// The `layoutTag`, if any (a node with a tag has the kind `Node.tagKind`).
    var tag: String? {
        get { flags.contains(.kindFieldHoldsTag) ? kindOrTag : nil }
        set {
            if let newValue {
                flags.insert(.kindFieldHoldsTag)
                kindOrTag = newValue
            } else if flags.contains(.kindFieldHoldsTag) {
                flags.remove(.kindFieldHoldsTag)
                kindOrTag = Node.tagKind
            }
        }
    }

    /// The traits the node's view declared (`NodeTraitKey`).
    var traits: NodeTraitStore {
        get { extras?.traits ?? NodeTraitStore() }
        _modify { yield &writableExtras.traits }
    }

    /// The declared traits, nil when the node has no extras (no copy made).
    var declaredTraits: NodeTraitStore? { extras?.traits }

    /// What features keep on the node across resolutions (`NodeStateKey`).
    var keptState: NodeStateStore {
        get { extras?.keptState ?? NodeStateStore() }
        _modify { yield &writableExtras.keptState }
    }

    /// The responder chain a `ResponderChainObserver`'s node last reported
    /// (nil: none yet), kept across resolutions as `keptState` is. A field
    /// of its own rather than a `keptState` entry: every detector shim's
    /// observer stores one (the gallery's 1,000), and the entry cost an
    /// array, an existential and a dynamic cast at each read (BENCHMARKS.md,
    /// "Fourteenth round (gallery)").
    var lastReportedChain: ResponderChain? {
        get { extras?.lastReportedChain }
        set { writableExtras.lastReportedChain = newValue }
    }

    // The layout and the inputs borrowed (`__shared`): an initialiser takes
    // its arguments owned by default, so every caller copied them (the
    // environment retained, the layout copied through its value witness)
    // and the initialiser copied the parts it keeps again, then destroyed
    // the rest.
    convenience init<L: NodeLayout>(graph: ViewGraph, parent: Node?, slot: Int, typeID: ObjectIdentifier, kind: String,
                                    layout: __shared L, transparent: Bool, inputs: __shared _ResolveInputs) {
        self.init(graph: Unretained(graph), parent: parent.map { Unretained($0) }, slot: slot,
                  typeID: typeID, kind: kind, layout: layout, transparent: transparent, inputs: inputs)
    }

    /// The graph and the parent unretained: `makeNode` passes its inputs'
    /// without retaining and releasing them around the call.
    init<L: NodeLayout>(graph: Unretained<ViewGraph>, parent: Unretained<Node>?, slot: Int, typeID: ObjectIdentifier, kind: String,
                        layout: __shared L, transparent: Bool, inputs: __shared _ResolveInputs) {
        self.activeGraph = graph
        self.parentReference = parent
        self.slot = slot
        self.typeID = typeID
        self.kindOrTag = kind
        self.layout = layout
        self.isCheaperThanCaching = layout.isCheaperThanCaching
        self.constantSize = layout.constantSize
        self.isTransparent = transparent
        self.environment = inputs.environment
        // (The depth read first: a closure capturing `inputs` copied them.)
        let depth = inputs.depth
        self.depth = Int32(truncatingIfNeeded: depth)
        graph.with { if depth > $0.deepestLevel { $0.deepestLevel = depth } }
        // (Specialised: the test folds away for every layout but the few
        // that set guides.)
        if case .own = layout.explicitGuides { graph.with { $0.hasMadeGuideSetters = true } }
    }

    /// The children a layout sees: transparent children replaced by theirs.
    var layoutChildren: NodeChildren {
        if flags.contains(.flatteningIsChildren) { return children }
        if let cached = layoutChildrenStorage { return cached }
        // No transparent child (the common case): the flattening is
        // `children` itself, marked by a bit rather than kept as a second
        // reference to the same array (a retain when stored, a release at
        // teardown, for every node with children).
        var hasTransparentChild = false
        for child in children where child.isTransparent { hasTransparentChild = true; break }
        if !hasTransparentChild {
            flags.insert(.flatteningIsChildren)
            return children
        }
        // One child, transparent (a composite view's or a custom modifier's
        // node, such as a tagged row's): the flattening is that child's own,
        // shared rather than collected into an array of this node's (an
        // allocation, and its teardown, per such node). It is forgotten
        // whenever a collected one would be: both go stale together.
        if children.count == 1 {
            let shared = children[0].layoutChildren
            layoutChildrenStorage = shared
            return shared
        }
        var result = NodeChildren()
        result.reserveCapacity(children.count)
        func collect(_ nodes: NodeChildren) {
            for child in nodes {
                if child.isTransparent { collect(child.children) } else { result.append(child) }
            }
        }
        collect(children)
        layoutChildrenStorage = result
        return result
    }

    /// The single child of a unary layout, not retained, for the layout
    /// calls' proxies. Several children are laid out as an implicit
    /// `VStack`, none as an empty one (see the DocC article "How the model differs from SwiftUI").
    /// Returned +1 as a `Node`, it cost a retain and a release on every
    /// size and place call of a one-child layout (about 250 a CheckoutView
    /// layout). Safe as the proxies' `unowned(unsafe)` children are: the
    /// node keeps the child (in `children`, its cached flattening or its
    /// implicit stack), and no layout call changes the children of the node
    /// that made the call (a reader re-resolves its own children before it
    /// reads them).
    @inline(__always)
    var unretainedSoleChild: Unretained<Node> {
        // The flattening already cached with one child (every pass after
        // the first call): its element read in place, without returning
        // the array (a retain and release per call, on every pass-through).
        if flags.contains(.flatteningIsChildren) && children.count == 1 { return Unretained(children[0]) }
        return unretainedSoleChildSlowPath()
    }

    @inline(never)
    private func unretainedSoleChildSlowPath() -> Unretained<Node> {
        if let count = layoutChildrenStorage?.count, count == 1 { return Unretained(layoutChildrenStorage.unsafelyUnwrapped[0]) }
        let children = layoutChildren
        if children.count == 1 { return Unretained(children[0]) }
        if let implicit = implicitChild { return Unretained(implicit) }
        let implicit = Node.implicitStack(under: self)
        implicit.children = children
        // (Its children are this node's layout children: their guides are
        // what this node's flag was derived from.)
        if hasExplicitGuides { implicit.flags.insert(.hasExplicitGuides) }
        implicitChild = implicit
        return Unretained(implicit)
    }

    /// The constant size of the single layout child, if it has one (what a
    /// layout that keeps its child's size derives its own from).
    var soleChildConstantSize: CGSize? { soleLayoutChild?.constantSize }

    /// The layout child when there is exactly one (nil for none or several),
    /// read in place: `layoutChildren` returned a copy of the collection
    /// (a retain and a release) and its element another, for every
    /// modifier made (`makeUnary`'s traits) and every step of the result's
    /// walk down one-child chains.
    var soleLayoutChild: Node? {
        if flags.contains(.flatteningIsChildren) { return children.sole }
        if layoutChildrenStorage != nil { return layoutChildrenStorage.unsafelyUnwrapped.sole }
        return layoutChildren.sole
    }

    /// `soleLayoutChild`, not retained, for a walk that changes nothing
    /// (the result's search for scroll geometry): safe while the node is
    /// alive, since the child is held by the node's children or cached
    /// flattening (a flattening computed here is cached by the node).
    @inline(__always)
    var unretainedSoleLayoutChild: Unretained<Node>? {
        if flags.contains(.flatteningIsChildren) { return children.unretainedSole }
        if layoutChildrenStorage != nil { return layoutChildrenStorage.unsafelyUnwrapped.unretainedSole }
        return layoutChildren.unretainedSole
    }

    /// Forgets the cached flattening after the children changed, and
    /// derives the constant size again; whether that changed.
    @discardableResult
    func childrenDidChange() -> Bool {
        forgetFlattenedChildren()
        return refreshConstantSize()
    }

    /// Forgets the cached flattening (the constant size is derived again
    /// separately: see `ViewGraph.reevaluateDirtyNodes`).
    @inline(__always)
    func forgetFlattenedChildren() {
        flags.subtract(.flatteningIsChildren)
        layoutChildrenStorage = nil
        if extras?.implicitChild != nil { dropImplicitChild() }
    }

    /// Drops the implicit stack made around several layout children
    /// (`unretainedSoleChild`), giving its size cache back to the graph's
    /// pool: the stack is made again when needed, and its children are this
    /// node's own (kept). Dropped without this, its chunk stayed taken until
    /// the graph went, a leak in a long-lived `LayoutHost`.
    @inline(never)
    func dropImplicitChild() {
        guard let implicit = implicitChild else { return }
        withGraph { implicit.sizeCache.release(to: &$0.sizeCachePool) }
        implicitChild = nil
    }

    /// `constantSize` from the layout, or derived from the children's (a
    /// stack of fixed frames); whether it changed.
    /// Refreshes `hasExplicitGuides` too (derived from the children the
    /// same way, at the same moments).
    @discardableResult
    func refreshConstantSize() -> Bool {
        let size = withStoredLayout { $0.constantSize ?? $0.derivedConstantSize(of: self) }
        if withGraph({ $0.hasMadeGuideSetters }) { refreshExplicitGuides(withStoredLayout { $0.explicitGuides }) }
        guard size != constantSize else { return false }
        constantSize = size
        return true
    }

    /// Whether the node's layout is `layout`.
    func storedLayout<L: NodeLayout & Equatable>(equals layout: L) -> Bool {
        withStoredLayout(as: L.self) { $0 == layout } ?? false
    }

    /// `body` on the node's layout where it is stored, when it is an `L`
    /// (the existential opened and its type compared: no dynamic cast, no
    /// copy); nil when it is not. (`inout` in release builds, `borrowing`
    /// in debug builds, as `withStoredLayout(_:)`.)
    #if DEBUG
    private func withStoredLayout<L: NodeLayout, R>(as type: L.Type, _ body: (borrowing L) -> R) -> R? {
        func open<Stored: NodeLayout>(_ stored: borrowing Stored) -> R? {
            guard Stored.self == L.self else { return nil }
            return body(reinterpret(stored, as: L.self))
        }
        return withStoredLayout { open($0) }
    }
    #else
    @inline(__always)
    private func withStoredLayout<L: NodeLayout, R>(as type: L.Type, _ body: (inout L) -> R) -> R? {
        @inline(__always) func open<Stored: NodeLayout>(_ stored: inout Stored) -> R? {
            guard Stored.self == L.self else { return nil }
            return withReinterpreted(&stored, as: L.self, body)
        }
        return withStoredLayout { open(&$0) }
    }
    #endif

    // MARK: Layout entry points

    /// The graph without reference counting, for the layout hot path
    /// (`size`, `place` run only inside the graph's own passes, so it is
    /// alive); the rare paths (diagnostics) use the checked `graph`.
    @inline(__always)
    func withGraph<R>(_ body: (ViewGraph) -> R) -> R {
        activeGraph.with(body)
    }

    /// Runs `body` on the layout where the node stores it. Calling a method
    /// on the stored existential copied it first (an outlined copy, and its
    /// destruction after the call) on every size, place and constant-size
    /// call.
    ///
    /// Release builds pass the field `inout`, unchecked, without a copy. In
    /// place is safe because a node's `layout` is assigned only when the node
    /// is made or re-made by its parent's resolution (`makeNode`), never
    /// while one of its own layout methods runs; the reads that do happen
    /// during a call (a reader deriving its constant size after building its
    /// content, a spacer reading its ancestors' layouts for its stack axis)
    /// read the same field, which nothing writes meanwhile. Debug builds,
    /// where the node's fields are checked and those nested reads would
    /// overlap an `inout` access, lend the layout (`borrowing`: the compiler
    /// copies it for the call, which costs 5-7 % and is why release builds do
    /// not) and count the calls running, so that an assignment during one
    /// stops the program (`layout`'s `willSet`).
    #if DEBUG
    @inline(__always)
    private func withStoredLayout<R>(_ body: (borrowing any NodeLayout) -> R) -> R {
        layoutCallsRunning += 1
        defer { layoutCallsRunning -= 1 }
        return body(layout)
    }
    #else
    @inline(__always)
    private func withStoredLayout<R>(_ body: (inout any NodeLayout) -> R) -> R {
        body(&layout)
    }
    #endif

    /// The explicit value of alignment guide `key` of the node at `size`,
    /// sized for `proposal` in `context` (nil: none; SwiftUI's
    /// `explicitAlignment`). Answered without a layout call for the nodes
    /// without explicit guides below them (almost all), but for the text
    /// baselines, which a text answers (asked only by the layouts aligned on
    /// them).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
        guard hasExplicitGuides || key.isTextBaseline else { return nil }
        return withStoredLayout { $0.explicitAlignment(key, size: size, proposal: proposal, self, context) }
    }

    /// The node's size for a proposal, cached per (proposal, container).
    func size(for proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        // Fast path of `sanitize`: a proposal with no NaN and no negative
        // dimension is returned unchanged, so skip the call.
        let proposal = ((proposal.width.map { $0 >= 0 } ?? true) && (proposal.height.map { $0 >= 0 } ?? true))
            ? proposal : graph.sanitize(proposal, in: self)
        if let constantSize {
            // A size that does not depend on the proposal (a frame fixed in
            // both dimensions): no call into the layout at all.
            withGraph { $0.statistics.sizeComputations += 1 }
            return constantSize
        }
        if isCheaperThanCaching {
            withGraph { $0.statistics.sizeComputations += 1 }
            let size = withStoredLayout { $0.sizeThatFits(proposal, self, context) }
            return size.width >= 0 && size.height >= 0 ? size : graph.sanitize(size: size, in: self)
        }
        let key = SizeCache.Key(proposal: proposal, container: context.container)
        if let size = sizeCache.lookup(key) {
            withGraph { $0.statistics.cacheHits += 1 }
            return size
        }
        withGraph { $0.statistics.sizeComputations += 1 }
        let raw = withStoredLayout { $0.sizeThatFits(proposal, self, context) }
        // (A NaN or negative size is replaced, with a diagnostic.)
        let size = raw.width >= 0 && raw.height >= 0 ? raw : graph.sanitize(size: raw, in: self)
        withGraph { sizeCache.store(key, size, in: &$0.sizeCachePool) }
        return size
    }

    /// Places the node in `rect` (window coordinates) and its children
    /// inside. `proposal` is the one the parent sized the node with (nil:
    /// the frame's size); the layout gets it as an argument, as SwiftUI's
    /// `placeSubviews` does, so a view that overflows or hugs its proposal
    /// places its children exactly as it measured them.
    func place(in rect: CGRect, proposal: ProposedViewSize? = nil, _ context: PlacementContext) {
        frame = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            ? rect : graph.sanitize(rect: rect, in: self)
        // (Sanitised as `size(for:)` does: never NaN, never negative.)
        let placed: ProposedViewSize
        if let proposal, (proposal.width.map { $0 >= 0 } ?? true) && (proposal.height.map { $0 >= 0 } ?? true) {
            placed = proposal
        } else {
            placed = proposal.map { graph.sanitize($0, in: self) } ?? ProposedViewSize(frame.size)
        }
        isPlaced = true
        placedSafeArea = context.safeArea
        withGraph { $0.statistics.placements += 1 }
        withStoredLayout { $0.place(self, in: frame, proposal: placed, context) }
    }

    // MARK: Identity

    var ancestors: AnySequence<Node> {
        AnySequence(sequence(first: parent) { $0?.parent }.lazy.compactMap { $0 })
    }

    /// A readable path for diagnostics: the nearest tag and the kinds below it.
    var displayName: String {
        var parts: [String] = [kind]
        var current = parent
        while let node = current, parts.count < 4 {
            if let tag = node.tag { parts.append("\"\(tag)\""); break }
            if !node.isTransparent { parts.append(node.kind) }
            current = node.parent
        }
        if let tag { return "\(kind) \"\(tag)\"" }
        return parts.reversed().joined(separator: " > ")
    }

    /// Lets go of the nodes this node holds besides its children (the
    /// flattened children, the extras: an implicit stack, state), before
    /// `NodeTeardown` takes the children. (A custom modifier's cached
    /// content, in the node's layout, is its children: see `NodeTeardown`.)
    func releaseHeldNodesForTeardown() {
        layoutChildrenStorage = nil
        extras = nil
    }

    func markDetached() {
        isAttached = false
        // (Its size cache goes back to the graph's pool: a long-lived host
        // whose views come and go reuses the chunks.)
        withGraph { sizeCache.release(to: &$0.sizeCachePool) }
        for child in children { child.markDetached() }
    }

}

extension NodeFlags {
    /// The node's layout children are its `children` (no transparent
    /// child): `layoutChildren` returns them without a cached copy.
    static let flatteningIsChildren = NodeFlags(rawValue: 1 << 7)
    /// When it was made, the node took something from the shape of its
    /// children (a one-child modifier their passed traits, a two-sided
    /// layout one view per side: `resolveSingle`), which it does not see
    /// change afterwards (`ViewGraph.reevaluateDirtyNodes`).
    static let derivesFromChildren = NodeFlags(rawValue: 1 << 3)
}

/// The out-of-line part of a node.
final class NodeExtras {
    // What the node's view declared (cleared when the node is reused).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var source: (any NodeSource)?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var traits = NodeTraitStore()
    // What the node keeps across re-resolution.
    /// The state slots by property index, the first inline: most views with
    /// state have one property with a slot, and an array of one cost an
    /// allocation and its free per such node. Indices below a slot's hold
    /// placeholders (`PlaceholderSlot`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var firstStateSlot: AnyObject?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var moreStateSlots: [AnyObject] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var rebuildRound = 0
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var implicitChild: Node?
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var keptState = NodeStateStore()
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var lastReportedChain: ResponderChain?

    deinit {
        // The node goes with its extras: state slots a binding still holds
        // must not point at it.
        (firstStateSlot as? AnyStateSlot)?.detach()
        for slot in moreStateSlots { (slot as? AnyStateSlot)?.detach() }
    }

    func stateSlot(at index: Int) -> AnyObject? {
        if index == 0 { return firstStateSlot }
        return index - 1 < moreStateSlots.count ? moreStateSlots[index - 1] : nil
    }

    func setStateSlot(_ slot: AnyObject, at index: Int) {
        if index == 0 {
            firstStateSlot = slot
            return
        }
        if firstStateSlot == nil { firstStateSlot = PlaceholderSlot() }
        while moreStateSlots.count < index - 1 { moreStateSlots.append(PlaceholderSlot()) }
        if index - 1 < moreStateSlots.count { moreStateSlots[index - 1] = slot } else { moreStateSlots.append(slot) }
    }

    func clearDeclaration() {
        source = nil
        traits = NodeTraitStore()
    }
}
