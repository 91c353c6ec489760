import Foundation

/// What layouts report besides frames, kept by the graph for the result
/// rather than written onto nodes: a scroll view's geometry (content size,
/// insets, offset), which `LayoutResult.scrollGeometry(of:)` returns.
final class LayoutRecorder {
    /// By node; the node is kept with its geometry so that its identifier
    /// cannot be reused by another node while the entry exists.
    private var scrollGeometries: [ObjectIdentifier: (node: Node, geometry: ScrollGeometry)] = [:]

    var hasScrollGeometries: Bool { !scrollGeometries.isEmpty }

    /// Records the geometry of the scroll view `node` as it is placed.
    func record(_ geometry: ScrollGeometry, of node: Node) {
        node.flags.insert(.hasRecordedScrollGeometry)
        scrollGeometries[ObjectIdentifier(node)] = (node, geometry)
    }

    /// The geometry `node` recorded when last placed; nil when it was not
    /// placed since it was last resolved (a reused node starts unplaced).
    func scrollGeometry(of node: Node) -> ScrollGeometry? {
        // (The flag first: the result asks for every node below each tag,
        // and hashing each into the dictionary cost about 140 instructions.)
        guard node.isPlaced, node.flags.contains(.hasRecordedScrollGeometry),
              let entry = scrollGeometries[ObjectIdentifier(node)] else { return nil }
        return entry.geometry
    }
}

extension NodeFlags {
    /// The node carries a `layoutTag` and is in the graph's list of tagged
    /// nodes (`ViewGraph.registerTag`), which the result is read from.
    static let isRegisteredTag = NodeFlags(rawValue: 1 << 2)
    /// The node's kind field holds its `layoutTag` (`Node.tag`).
    static let kindFieldHoldsTag = NodeFlags(rawValue: 1 << 6)
    /// The node recorded a scroll geometry once (`LayoutRecorder.record`):
    /// only such a node is looked up in the recorder. Never cleared; a
    /// stale bit costs a lookup, not a wrong answer.
    static let hasRecordedScrollGeometry = NodeFlags(rawValue: 1 << 5)
}

extension ViewGraph {
    /// Adds a `layoutTag` node to the list the result is read from (once).
    func registerTag(_ node: Node) {
        if node.flags.contains(.isRegisteredTag) { return }
        node.flags.insert(.isRegisteredTag)
        // Room for a few at once: a scene with tags has several, and
        // growing from one element reallocates at the second.
        if tagged.capacity == 0 { tagged.reserveCapacity(8) }
        tagged.append(node)
    }
}
