import Foundation

/// The frames of one layout, in window coordinates, rounded to the pixel grid.
///
/// Sendable, so that a caller outside the main actor can receive it from
/// `Window.layout(_:)`: its frames, diagnostics and statistics are values.
/// `tree` and `dump()` read the laid-out nodes, which the result keeps: read
/// them while no later layout of the same `LayoutHost` runs (a host's
/// later layout changes the nodes a kept result reads, as it always has).
/// Docs/MemorySafety.md, "Threads".
public struct LayoutResult: @unchecked Sendable {
    /// The window the view was laid out in (after invalid values were fixed).
    public let window: Window
    /// What went wrong, in the order it was noticed.
    public let diagnostics: [Diagnostic]
    /// Counters: passes, body evaluations, cache hits.
    public let statistics: LayoutStatistics
    /// The first frame of each tag; `repeatedTags` has all the frames of
    /// the few tags placed more than once (one dictionary entry a tag, no
    /// array per tag).
    let firstFrames: TagFrames
    let repeatedTags: [String: [CGRect]]
    let scrollGeometries: [String: ScrollGeometry]
    /// Kept alive with the nodes: a node never outlives its graph (state
    /// slots reach the graph through their node).
    let graph: ViewGraph
    /// The window's node. Read from the graph rather than kept as well: the
    /// graph is then the only holder of the tree when the last result goes,
    /// so its deinitialiser can take the tree apart without recursion
    /// (`NodeTeardown`).
    var root: Node { graph.root }

    /// The frame of the first placed view tagged `tag`, or nil.
    public func frame(of tag: String) -> CGRect? {
        firstFrames[tag]
    }

    /// The frames of every placed view tagged `tag`, in tree order.
    public func frames(of tag: String) -> [CGRect] {
        repeatedTags[tag] ?? firstFrames[tag].map { [$0] } ?? []
    }

    /// Every tag that was placed, sorted.
    public var tags: [String] { firstFrames.tags.sorted() }

    /// The scroll state of a scroll view (or `List`) tagged `tag`.
    public func scrollGeometry(of tag: String) -> ScrollGeometry? {
        scrollGeometries[tag]
    }

    /// The laid-out tree: each node's kind, tag and frame.
    public var tree: LaidOutView { LaidOutView(root, scale: window.scale) }

    /// A readable dump of the laid-out tree, one node a line, for debugging
    /// and failure messages.
    public func dump() -> String { tree.dump() }
}

/// The first frame of each tag, in the order the tags were placed.
///
/// A scene in a test suite has a handful of tags: up to `linearLimit` are
/// one array searched in order (comparing a few short strings costs less
/// than hashing each tag into a dictionary grown for the result: about
/// 2,000 instructions of a 2-view layout's 49,000); more are also indexed
/// by a dictionary, so a big tree's lookups stay constant-time.
struct TagFrames {
    static let linearLimit = 16
    private(set) var entries: [(tag: String, frame: CGRect)] = []
    private var index: [String: Int]?

    init(capacity: Int = 0) {
        if capacity > 0 { entries.reserveCapacity(capacity) }
        if capacity > Self.linearLimit {
            var index: [String: Int] = [:]
            index.reserveCapacity(capacity)
            self.index = index
        }
    }

    private func position(of tag: String) -> Int? {
        if let index { return index[tag] }
        return entries.firstIndex { $0.tag == tag }
    }

    subscript(tag: String) -> CGRect? {
        position(of: tag).map { entries[$0].frame }
    }

    /// Records `frame` as the first frame of `tag`, unless the tag has one:
    /// then that frame is returned and nothing changes.
    mutating func insertFirst(_ frame: CGRect, for tag: String) -> CGRect? {
        if let position = position(of: tag) { return entries[position].frame }
        if index != nil { index![tag] = entries.count }
        entries.append((tag, frame))
        return nil
    }

    var tags: [String] { entries.map(\.tag) }
}

extension CGRect {
    /// Rounds each edge to the pixel grid (SwiftUI rounds final frames).
    public func roundedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let x0 = round(minX), y0 = round(minY), x1 = round(maxX), y1 = round(maxY)
        let rounded = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // Near the largest finite values, value * scale overflows: keep the
        // finite, unrounded rect rather than return infinity or NaN.
        // (Tested one by one: an array literal here allocated once per frame.)
        guard x0.isFinite, y0.isFinite, rounded.width.isFinite, rounded.height.isFinite else { return self }
        return rounded
    }

    /// Whether two rects agree within `tolerance` points on every edge.
    public func isClose(to other: CGRect, tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }

    /// The largest edge difference to `other`, in points.
    public func maximumEdgeDistance(to other: CGRect) -> CGFloat {
        Swift.max(abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY))
    }
}

extension EdgeInsets {
    /// Each inset rounded to the pixel grid (a non-finite one is kept).
    public func roundedToPixels(scale: CGFloat) -> EdgeInsets {
        guard scale > 0 else { return self }
        func round(_ value: CGFloat) -> CGFloat {
            let rounded = (value * scale).rounded() / scale
            return rounded.isFinite ? rounded : value
        }
        return EdgeInsets(top: round(top), leading: round(leading), bottom: round(bottom), trailing: round(trailing))
    }
}
