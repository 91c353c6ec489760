import Foundation

/// The resolved view tree of one window, its state and its update loop.
final class ViewGraph {
    struct Limits {
        /// Nesting beyond this is dropped with a diagnostic (no stack overflow).
        var maximumDepth = 4000
        /// Layout passes before an update that never settles is stopped.
        var maximumPasses = 16
        /// How much of the caller's stack a layout may use before it
        /// continues on a worker (nil: all but `LayoutStack.reserve`); tests
        /// make it small to move a shallow tree to a worker.
        var callersStackBudget: UInt?
    }

    let window: Window
    var limits = Limits()
    var root: Node!
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var statistics = LayoutStatistics()
    /// Where the nodes' size caches keep their entries (freed with the graph).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var sizeCachePool = SizeCachePool()
    /// Counts resolutions (a node's children built or built again): what a
    /// value a container reads from its content's preferences (a navigation
    /// bar's title and visibility) is computed once against, instead of on
    /// every size and place call.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var resolutionRound: UInt64 = 0
    private(set) var diagnostics: [Diagnostic] = []
    private var diagnosticKeys = Set<String>()
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var dirty: [Node] = []
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var dirtyReasons: [DirtyReason] = []
    /// The `onPreferenceChange` nodes (`registerObserver`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var observers: [Node] = []
    /// Work queued during a pass for when it is over (platform callbacks).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var afterLayoutActions: [AfterLayoutAction] = []
    /// The `layoutTag` nodes (`registerTag`).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var tagged: [Node] = []
    /// What layouts report besides frames (scroll geometry), for the result.
    /// Made when a layout first records: most scenes have no scroll view,
    /// and making and freeing it cost every layout an object.
    var recorder: LayoutRecorder {
        if let recorderStorage { return recorderStorage }
        let created = LayoutRecorder()
        recorderStorage = created
        return created
    }
    /// The recorder if anything was recorded (nil: no scroll geometry).
    var recorderIfMade: LayoutRecorder? { recorderStorage }
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var recorderStorage: LayoutRecorder?
    /// Counts re-evaluation rounds (one per pass that had dirty state).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var rebuildRound = 0
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private var lastMark: UInt32 = 0
    /// The reuse pools of the nodes whose old children are being resolved
    /// again, innermost last (`Node.reusePool`). A node resolved for the
    /// first time has none and pushes nothing.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var reusePools: [ReusePool] = []
    /// The owner of the innermost pool: `Node.reusePool` checks only this.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    private(set) var pooledNode: ObjectIdentifier?
    /// The lowest stack address the thread running this graph may reach
    /// before the work moves to a large-stack worker (`LayoutStack`); set
    /// by `LayoutHost.layout()` for the calling thread.
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var stackLimit: UInt = .max
    /// The depth of the deepest node resolved so far: what a layout pass
    /// may need in stack (`LayoutStack.bytesPerLevel` a level).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var deepestLevel = 0
    /// Whether a node that sets alignment guides of its own was ever made
    /// in this graph (`ExplicitGuidePassage.own`): until one is, no node
    /// can have explicit guides and none derives the flag (the common
    /// graph pays one test per node).
    #if !DEBUG
    @exclusivity(unchecked)
    #endif
    var hasMadeGuideSetters = false

    /// Runs `work` where the stack has room for `levels` more levels of
    /// recursion: here, or on a large-stack worker (waiting for it).
    @inline(__always)
    func withStack(forLevels levels: Int, _ work: () -> Void) {
        let needed = UInt(clamping: levels) &* UInt(LayoutStack.bytesPerLevel)
        let here = LayoutStack.currentAddress()
        if here > stackLimit, here - stackLimit > needed {
            work()
        } else {
            onWorker(work)
        }
    }

    /// Runs `work` on a large-stack worker, with that worker's limit.
    func onWorker(_ work: () -> Void) {
        let saved = stackLimit
        LayoutStack.run { limit in
            stackLimit = limit
            work()
        }
        stackLimit = saved
    }

    /// Offers `oldChildren` for reuse while `node`'s children are resolved
    /// again. (The owner is kept in the pool, not in an array of its own
    /// beside it: one append and one removal per node re-made, not two.)
    func pushReusePool(of node: Node, oldChildren: NodeChildren) {
        let owner = ObjectIdentifier(node)
        reusePools.append(ReusePool(oldChildren, owner: owner))
        pooledNode = owner
    }

    func popReusePool() -> ReusePool {
        let pool = reusePools.removeLast()
        pooledNode = reusePools.last?.owner
        return pool
    }

    /// The window's safe-area stack and layout rectangle, derived once per
    /// graph (the window never changes; every pass used to derive them
    /// again, an array each time).
    let windowSafeArea: SafeAreaStack
    let windowLayoutRect: CGRect

    init(window: Window) {
        self.window = window
        windowSafeArea = window.safeAreaStack
        windowLayoutRect = windowSafeArea.levels.last?.inner ?? window.safeRect
    }

    deinit {
        // A deep tree is taken apart in a loop: released recursively, it
        // needs stack in proportion to its depth on whichever thread drops
        // the last result (`NodeTeardown`).
        guard deepestLevel >= NodeTeardown.recursionLimit, root != nil else { return }
        // The graph's own lists let go first, so that the tree is the only
        // holder of its nodes.
        tagged = []
        observers = []
        dirty = []
        reusePools = []
        recorderStorage = nil
        afterLayoutActions = []
        let tree: Node = root
        root = nil
        NodeTeardown.dismantle(consume tree)
    }

    // MARK: Diagnostics

    func diagnose(_ kind: Diagnostic.Kind, _ message: String, node: Node?) {
        diagnose(kind, message, view: node?.displayName ?? "window")
    }

    /// Records a diagnostic once per kind, view and message (a view resolved
    /// again on a later pass does not repeat it).
    func diagnose(_ kind: Diagnostic.Kind, _ message: String, view: String) {
        let key = "\(kind)|\(view)|\(message)"
        guard diagnosticKeys.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(kind: kind, message: message, view: view))
    }

    // MARK: Registration

    // (Features register their nodes in their own folders:
    // `registerWriter`, `registerObserver` in Preferences/, `registerTag`
    // in Inspection/.)

    /// Marks a node whose state changed; it is re-evaluated on the next pass.
    func invalidate(_ node: Node?, reason: consuming DirtyReason) {
        // (The reason taken `consuming`: the caller's new value is moved
        // into the list, where a borrowed one was copied, its strings
        // retained; ~300 instructions per state write, BENCHMARKS.md
        // "Fourteenth round (gallery)".)
        guard let node else { return }
        // Room for a round's worth at once: a list's detectors invalidate
        // a dozen nodes per pass, and growing from one reallocated both
        // arrays four times per round.
        if dirty.capacity == 0 {
            dirty.reserveCapacity(16)
            dirtyReasons.reserveCapacity(16)
        }
        dirty.append(node)
        dirtyReasons.append(reason)
    }

    // MARK: The update loop

    /// Builds the tree from `view`, then lays out until nothing changes.
    func run<V: View>(_ view: V) {
        let inputs = _ResolveInputs(environment: WindowEnvironments.environment(of: window), slot: 0, graph: self,
                                    parent: nil, depth: 0)
        let root = Node.window(in: self, inputs)
        self.root = root
        resolveRoot(view)
        settle(reevaluatingFirst: false) { resolveRoot(view) }
    }

    /// Resolves the root view (again): the window's node has no body, so a
    /// structure the root view makes outside any composite view is made
    /// again from here (`reevaluateDirtyNodes`). (The view is not kept in
    /// the graph: stored as an existential, it cost a copy and often a box
    /// per layout, 5 % of a two-view one; `settle`'s callers have it.)
    func resolveRoot<V: View>(_ view: V) {
        root.setChildren { inputs, list in V._makeNodes(view, inputs, &list) }
    }

    /// Lays out, runs preference actions, re-evaluates what they changed, and
    /// repeats until no state changes (bounded by `limits.maximumPasses`).
    ///
    /// With `reevaluatingFirst` (the default: a relayout after state changed
    /// from outside, `LayoutHost.layout()`), the dirty bodies are evaluated
    /// before the first pass instead of after a full pass over the stale
    /// tree whose frames would be thrown away.
    func settle(reevaluatingFirst: Bool = true, resolvingRoot: () -> Void) {
        // (Re-evaluation may detach a whole old subtree, a recursion as deep
        // as the tree: the same room as a pass.)
        if reevaluatingFirst && !dirty.isEmpty {
            withStack(forLevels: deepestLevel + 1) { reevaluateDirtyNodes(resolvingRoot: resolvingRoot) }
        }
        var pass = 0
        while true {
            pass += 1
            statistics.passes += 1
            // Sizing, placement and preference collection recurse over the
            // whole tree: on this thread only if its stack has room.
            withStack(forLevels: deepestLevel + 1) {
                layoutPass()
                runPreferenceActions()
            }
            if dirty.isEmpty { return }
            if pass >= limits.maximumPasses {
                let reasons = Array(Set(dirtyReasons.map(\.description))).sorted().joined(separator: ", ")
                diagnose(.updateDidNotSettle,
                         "Layout did not settle after \(pass) passes: \(reasons) kept changing (SwiftUI: \"Bound preference ... tried to update multiple times per frame\"). The last frames are kept.",
                         node: nil)
                dirty.removeAll()
                dirtyReasons.removeAll()
                return
            }
            withStack(forLevels: deepestLevel + 1) { reevaluateDirtyNodes(resolvingRoot: resolvingRoot) }
        }
    }

    private func layoutPass() {
        let window = self.window
        let context = LayoutContext(container: ContainerContext(size: windowLayoutRect.size, definedAxes: .both, kind: .window))
        root.sizeCache.removeAll()
        _ = root.size(for: ProposedViewSize(window.bounds.size), context)
        root.place(in: window.bounds, PlacementContext(layout: context, safeArea: windowSafeArea, hostedSafeArea: windowSafeArea))
    }

    /// Work queued during a pass for when it is over: a closure, or a
    /// responder chain for an observer's action (queued as the pair: a
    /// closure calling the action with the chain allocated a context per
    /// report, one per detector in a list's first pass).
    enum AfterLayoutAction {
        case closure(() -> Void)
        case report(ResponderChain, to: (ResponderChain) -> Void)
    }

    /// Runs `action` once the current layout pass is over, before the
    /// preference actions (UIKit callbacks received on the main run loop).
    func afterLayout(_ action: @escaping () -> Void) {
        enqueueAfterLayout(.closure(action))
    }

    /// Calls `action` with `chain` once the current layout pass is over (as
    /// `afterLayout`, in the same queue).
    func afterLayout(report chain: ResponderChain, to action: @escaping (ResponderChain) -> Void) {
        enqueueAfterLayout(.report(chain, to: action))
    }

    private func enqueueAfterLayout(_ action: AfterLayoutAction) {
        if afterLayoutActions.capacity == 0 { afterLayoutActions.reserveCapacity(16) }
        afterLayoutActions.append(action)
    }

    private func runPreferenceActions() {
        if !afterLayoutActions.isEmpty {
            let actions = afterLayoutActions
            afterLayoutActions.removeAll()
            for action in actions {
                switch action {
                case .closure(let body): body()
                case let .report(chain, to: body): body(chain)
                }
            }
        }
        runObservers()
    }

    /// Names the preference key that fed the last state change, for the
    /// "did not settle" report (when the change marked exactly one node).
    func attributeLastChange(toPreference keyName: String) {
        if !dirty.isEmpty, dirtyReasons.count == dirty.count {
            dirtyReasons[dirtyReasons.count - 1].preferenceKey = keyName
        }
    }

    /// A mark no node carries yet (`Node.visitMark`).
    private func nextMark() -> UInt32 {
        lastMark &+= 1
        if lastMark == 0 {
            // Wrapped around (after 2^32 walks): clear every mark once.
            func clear(_ node: Node) {
                node.visitMark = 0
                for child in node.children { clear(child) }
            }
            if let root { clear(root) }
            lastMark = 1
        }
        return lastMark
    }

    /// `resolvingRoot` resolves the root view again (`resolveRoot`).
    private func reevaluateDirtyNodes(resolvingRoot: () -> Void) {
        let nodes = dirty
        dirty.removeAll()
        dirtyReasons.removeAll()
        rebuildRound += 1
        let seen = nextMark()
        // The nearest node with a body for each dirty node (state on a
        // primitive's node rebuilds the composite around it).
        var targets: [(depth: Int, node: Node)] = []
        targets.reserveCapacity(nodes.count)
        for node in nodes {
            // (Walked unretained, the source looked at in place: a `Node?`
            // and a copied-out source cost a retain and a release a step.)
            var current: Unretained<Node>? = Unretained(node)
            while let candidate = current, !candidate.with({ $0.hasSource }) {
                current = candidate.with { $0.unretainedParent }
            }
            guard let target = current?.object, target.isAttached, target.visitMark != seen else { continue }
            target.visitMark = seen
            // The depth it was resolved at: a node's children are resolved
            // one level deeper, so an ancestor target always sorts first
            // (counting the ancestors walked to the root once per target).
            targets.append((Int(target.depth), target))
        }
        // Outermost first; a node re-evaluated by an ancestor's rebuild in
        // this round is skipped, one inside reused content is not.
        targets.sort { $0.depth < $1.depth }
        let invalidated = nextMark()
        // The nodes cleared, as one segment (bottom-up) per target.
        var cleared: [Unretained<Node>] = []
        var segmentStarts: [Int] = []
        segmentStarts.reserveCapacity(targets.count)
        // The cleared nodes held, once a rebuild may let some of them go
        // (an escalation below; rare): until then they are unretained.
        var heldCleared: [Node] = []
        // Bodies to evaluate again because a view's own state changed what
        // a layout node they made took from it (below), each once a round,
        // after the targets: a column whose rows all changed is evaluated
        // once, having seen every row's new views.
        var escalations: [Node] = []
        var escalated = Set<ObjectIdentifier>()
        func rebuildAndClear(_ node: Node) {
            // A layout node above that took something from this node's views
            // when it was made (the traits a one-child modifier passes on,
            // one view or an implicit stack per side of an overlay) does not
            // see them change: if they did, the composite view that made it
            // is evaluated again, which makes it again (SwiftUI's graph
            // updates what depends on a view's outputs; the model makes the
            // structure again instead).
            let consumer = node.shapeDependentConsumer
            let before = consumer != nil ? node.layoutShape : nil
            if node === root { resolvingRoot() } else { node.source?.rebuild(node) }
            // Its ancestors' flattened children and sizes are stale; stop at
            // one already cleared for an earlier target (so is all above it).
            // (Unretained: the tree holds them until the round ends.)
            segmentStarts.append(cleared.count)
            var current: Unretained<Node>? = Unretained(node)
            while let step = current, step.with({ $0.visitMark != invalidated }) {
                current = step.with { ancestor in
                    ancestor.visitMark = invalidated
                    ancestor.forgetFlattenedChildren()
                    ancestor.sizeCache.removeAll()
                    return ancestor.unretainedParent
                }
                cleared.append(step)
            }
            guard let before, let consumer, node.isAttached, node.layoutShape != before else { return }
            let above = consumer.nearestCompositeViewAncestor ?? root!
            if escalated.insert(ObjectIdentifier(above)).inserted { escalations.append(above) }
        }
        for (_, node) in targets where node.isAttached && node.rebuildRound != rebuildRound {
            rebuildAndClear(node)
        }
        // The escalations, outermost first (one made again may ask for one
        // further up: taken in the next batch; each strictly above the
        // node that asked, so this ends at the root).
        while !escalations.isEmpty {
            // Making them again may drop nodes cleared so far: held until
            // the round ends (their constant sizes are derived again below).
            for index in heldCleared.count..<cleared.count { heldCleared.append(cleared[index].object) }
            let batch = escalations.sorted { $0.depth < $1.depth }
            escalations.removeAll()
            for above in batch where above.isAttached { rebuildAndClear(above) }
        }
        // Their constant sizes are derived again once each, children before
        // parents: a later segment ends below a node of an earlier one, so
        // the segments are taken last first, each from the bottom up. (Once
        // per node, not once per target: a stack with many re-evaluated
        // children is not walked again for each.)
        var end = cleared.count
        for start in segmentStarts.reversed() {
            for index in start..<end { cleared[index].with { _ = $0.refreshConstantSize() } }
            end = start
        }
    }
}

/// Why a node was marked dirty, kept in parts and put into words only when
/// an update that never settles is reported (most passes never need it).
struct DirtyReason: CustomStringConvertible {
    /// The state property's label and the kind of its view.
    var label: String
    var kind: String
    /// The preference whose action wrote the state, if one did.
    var preferenceKey: String?

    var description: String {
        "@State \(label) of \(kind)" + (preferenceKey.map { " (from onPreferenceChange(\($0)))" } ?? "")
    }
}

/// Counters of one `layout` call, for tests, the matrix and the benchmark.
public struct LayoutStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Layout passes run (1 when nothing changed state).
    public internal(set) var passes = 0
    /// Bodies of custom views and modifiers evaluated.
    public internal(set) var bodyEvaluations = 0
    /// Sizes computed (cache misses).
    public internal(set) var sizeComputations = 0
    /// Sizes answered from the per-node cache.
    public internal(set) var cacheHits = 0
    /// Nodes placed.
    public internal(set) var placements = 0
    /// `onPreferenceChange` actions run.
    public internal(set) var preferenceActions = 0
    /// Subtrees kept as they were instead of being resolved again: a view
    /// whose inputs did not change, the unchanged content of a custom
    /// modifier that re-evaluated because of its own state, or an overlay or
    /// background over both (counted once, not with the two inside it).
    public internal(set) var reusedSubtrees = 0

    public var description: String {
        "passes \(passes), bodies \(bodyEvaluations), sizes \(sizeComputations) (+\(cacheHits) cached), placements \(placements), preference actions \(preferenceActions), reused subtrees \(reusedSubtrees)"
    }
}

/// The environment a window gives its root view, kept for the last few
/// windows: building it writes a dictionary and takes a lock for a version
/// (about 2,000 instructions, a fifth of an empty layout), and a test suite
/// lays out thousands of views in the same few windows. Equal versions mean
/// equal values, so layouts sharing one value is what `version` allows.
///
/// `Window.environment` reads the window's `osVersion`, `scale` and size
/// classes: they are the key (a value derived from another field must join it).
enum WindowEnvironments {
    private struct Entry {
        var osVersion: OSVersion
        var scale: CGFloat
        var horizontalSizeClass: UserInterfaceSizeClass
        var verticalSizeClass: UserInterfaceSizeClass
        var environment: EnvironmentValues
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let capacity = 8

    static func environment(of window: Window) -> EnvironmentValues {
        lock.lock()
        let horizontal = window.horizontalSizeClass, vertical = window.verticalSizeClass
        for entry in entries where entry.osVersion == window.osVersion && entry.scale == window.scale
            && entry.horizontalSizeClass == horizontal && entry.verticalSizeClass == vertical {
            let environment = entry.environment
            lock.unlock()
            return environment
        }
        lock.unlock()
        let environment = window.environment
        lock.lock()
        if entries.count >= capacity { entries.removeFirst() }
        entries.append(Entry(osVersion: window.osVersion, scale: window.scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical, environment: environment))
        lock.unlock()
        return environment
    }
}
