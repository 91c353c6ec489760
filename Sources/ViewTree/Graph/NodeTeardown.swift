import Foundation

/// Takes a deep tree of nodes apart without a recursion as deep as the tree.
///
/// A node holds its children, so releasing the last reference to a node
/// releases its children from inside its deinitialiser, and theirs from
/// inside theirs: a chain thousands of nodes deep (`ViewGraph.Limits`
/// allows 4,000 levels, and the fuzzer's chains reach it) needed stack in
/// proportion to its depth wherever its graph was dropped, on the caller's
/// thread too (a 512 KiB thread overflowed at 4,000 levels in a debug
/// build; the sanitizers' larger frames overflowed 8 MiB in the fuzz suite).
///
/// The graph is the tree's one owner once its last `LayoutResult` or
/// `LayoutHost` goes (a result reads the root from its graph), so
/// `ViewGraph.deinit` takes the tree apart here when it is deep: a loop over
/// an explicit stack that empties each node before letting it go, so no
/// node releases another from its deinitialiser. A tree shallower than
/// `recursionLimit` (every scene but deep chains) is released as before, at
/// the cost of one comparison per graph: the benchmarks' trees never get
/// here.
///
/// Subtrees replaced while a graph runs are released inside its passes and
/// re-evaluations, which already run where the stack has room for the
/// deepest level (`LayoutStack`), so they need nothing of this.
enum NodeTeardown {
    /// The depth from which a graph's tree is taken apart in a loop: below
    /// it, the recursive release needs a few tens of KiB of stack at most
    /// (each level is a few runtime frames, some hundred bytes in a debug
    /// build, a few times that under AddressSanitizer).
    static let recursionLimit = 64

    /// Releases the tree below `root` (which the caller gives up) without
    /// recursion: each node is emptied of the nodes it holds (the flattened
    /// children, the extras with an implicit stack, the children, which go
    /// on the stack) before it is let go. A custom modifier's cached content
    /// is held by its node's layout (`TransparentLayout.source`) and goes
    /// with the node: those nodes are the node's children, already on the
    /// stack, so letting the cache go releases no tree.
    ///
    /// A node someone else still holds (a `LayoutSubview` a custom layout
    /// kept) is left whole: it is released, with what it holds, when that
    /// holder lets it go. Ancestors are emptied before their descendants, so
    /// a node's other holders inside the tree (an ancestor's flattened
    /// children, a parent's implicit stack) have let it go by the time the
    /// loop reaches it.
    static func dismantle(_ root: consuming Node) {
        var pending: [Node] = [consume root]
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            node.releaseHeldNodesForTeardown()
            pending.append(contentsOf: node.children)
            node.children = NodeChildren()
            // `node` is released here, holding no other node.
        }
    }
}
