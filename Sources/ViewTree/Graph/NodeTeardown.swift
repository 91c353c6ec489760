import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Releases deep trees of nodes without a recursion as deep as the tree.
///
/// A node holds its children, so releasing the last reference to a node
/// released its children from inside its deinitialiser, and theirs from
/// inside theirs: a chain of nodes thousands deep (`ViewGraph.Limits`
/// allows 4,000 levels; the fuzzer's chains reach that) needed stack in
/// proportion to its depth wherever the graph was dropped, on the caller's
/// thread too (a 512 KiB thread overflowed at 4,000 levels in a debug
/// build; the sanitizers' larger frames overflowed 8 MiB in the fuzz suite).
///
/// Instead, a node at every `interval`-th level (`depth` ≡ -1 mod the
/// interval) hands its children to the thread's teardown queue rather than
/// releasing them itself. The first such node released on a thread drains
/// the queue in a loop; nodes handed over meanwhile (deeper ones, released
/// by that loop) only queue their children. So a release recurses through
/// at most `interval` levels plus the loop's frame, whatever the depth, and
/// the common case (a tree shallower than the interval: every scene but
/// deep chains) never reaches the queue: its nodes are released as before,
/// at the cost of one comparison each.
///
/// Depths grow by one a level (`_ResolveInputs.forChildren`); a reused
/// subtree keeps the depths it was resolved at, so a junction may skip a
/// boundary once, never along a whole chain.
///
/// The queue is per thread: nodes of one graph are released by whichever
/// thread drops the last reference (a test's, or a layout worker
/// re-resolving a deep subtree), and threads never share a queue.
enum NodeTeardown {
    /// Levels between two nodes that hand their children to the queue: the
    /// most a release recurses through (each level a few runtime frames,
    /// a few hundred bytes in a debug build).
    static let interval: Int32 = 32

    /// Whether a node at `depth` hands its children over (one AND and
    /// compare; the window's node, at depth 0, is not one, so a small
    /// tree's teardown never touches the thread's queue).
    @inline(__always)
    static func handsOver(depth: Int32) -> Bool {
        depth & (interval - 1) == interval - 1
    }

    /// Releases `nodes` (a node's children, taken from it) without
    /// recursing into them: queued when this thread is already draining,
    /// else drained here.
    static func release(_ nodes: consuming [Node]) {
        let queue = TeardownQueue.current
        queue.pending.append(nodes)
        if queue.isDraining { return }
        queue.isDraining = true
        // Last in, first out: the batches a release queues are drained
        // before older ones, so the queue holds at most one batch per
        // boundary node on the path being released.
        while let batch = queue.pending.popLast() {
            // Released here, outside any access to the queue: the nodes
            // deinitialised now may append to it.
            _ = consume batch
        }
        queue.isDraining = false
    }
}

/// One thread's nodes waiting to be released (`NodeTeardown`).
final class TeardownQueue {
    var pending: [[Node]] = []
    var isDraining = false

    /// The calling thread's queue (a thread-specific value, made on the
    /// thread's first deep teardown and released when the thread ends).
    static var current: TeardownQueue {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TeardownQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        let queue = TeardownQueue()
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in TeardownQueue.threadEnded(pointer) }
        return key
    }()

    private static func threadEnded(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<TeardownQueue>.fromOpaque(pointer).release()
    }
}
