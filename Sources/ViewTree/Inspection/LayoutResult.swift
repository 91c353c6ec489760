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

/// A node of the laid-out tree, as a value.
public struct LaidOutView: Sendable {
    public let kind: String
    public let tag: String?
    /// Nil for a node that was not placed (an unselected tab).
    public let frame: CGRect?
    /// The safe-area insets the view sees, as a `GeometryReader` filling
    /// its frame would read them (`GeometryProxy.safeAreaInsets`), rounded to
    /// the pixel grid; zero for a view not placed or transparent.
    public let safeAreaInsets: EdgeInsets
    /// The laid-out children, in order.
    public var children: [LaidOutView] { childList?.views ?? [] }
    /// The children behind one reference (nil: none), whose deinitialiser
    /// releases a deep tree in a loop: an array of values holding arrays of
    /// values is destroyed recursively, one level of the tree at a time, and
    /// a 4,000-level tree dropped on a 512 KiB thread overflowed it.
    private var childList: ChildList?
    /// A node that is not laid out itself (a custom view, a Group, an
    /// environment or preference modifier): its children are laid out by
    /// its parent.
    public let isTransparent: Bool
    /// What only a Text or a container with a bar has, behind one
    /// reference: the tree is built recursively, and deep trees (the
    /// fuzzer's) must not pay for these in every level's stack frame.
    let details: Details?

    /// A `Text`'s whole string (its `kind` shows only the first 20
    /// characters); nil for other views. For pictures of a layout.
    public var text: String? { details?.text }
    /// The font a `Text` was measured with; nil for other views.
    public var font: Font? { details?.font }
    /// The height of the bar a container placed: a `NavigationStack` or
    /// split column's navigation bar (at the top of its frame), a `TabView`'s
    /// tab bar (at the bottom); 0 for other views and containers without one.
    public var barHeight: CGFloat { details?.barHeight ?? 0 }

    final class Details: Sendable {
        let text: String?
        let font: Font?
        let barHeight: CGFloat

        init(text: String?, font: Font?, barHeight: CGFloat) {
            self.text = text
            self.font = font
            self.barHeight = barHeight
        }

        /// Nil for most views. Not inlined: its locals stay out of the
        /// recursive initialiser's frame.
        @inline(never)
        static func of(_ node: Node) -> Details? {
            if let text = node.layout as? TextLayout { return Details(text: text.content, font: text.font, barHeight: 0) }
            if let bar = node.barHeightLaidOut, bar > 0 { return Details(text: nil, font: nil, barHeight: bar) }
            return nil
        }
    }

    /// The laid-out tree below `root`, built without recursion: the fuzzer's
    /// chains are thousands of levels deep, and `tree` is read on the
    /// caller's thread, whose stack a recursive build could overflow.
    init(_ root: Node, scale: CGFloat) {
        // Depth-first with an explicit stack; a node becomes a value once
        // all its children have.
        struct Pending {
            let node: Node
            let children: NodeChildren
            var built: [LaidOutView] = []
        }
        func pending(_ node: Node) -> Pending {
            Pending(node: node, children: node.isTransparent ? node.children : (node.implicitChild.map { NodeChildren($0) } ?? node.children))
        }
        var stack = [pending(root)]
        while true {
            let top = stack.count - 1
            if stack[top].built.count < stack[top].children.count {
                stack.append(pending(stack[top].children[stack[top].built.count]))
                continue
            }
            let done = stack.removeLast()
            let view = LaidOutView(done.node, scale: scale, children: done.built)
            if stack.isEmpty { self = view; return }
            stack[stack.count - 1].built.append(view)
        }
    }

    private init(_ node: Node, scale: CGFloat, children: [LaidOutView]) {
        let described = (node.layout as? CustomStringConvertible)?.description ?? ""
        kind = described.isEmpty ? node.kind : described
        isTransparent = node.isTransparent
        tag = node.tag
        details = Details.of(node)
        frame = node.isPlaced ? node.frame.roundedToPixels(scale: scale) : nil
        safeAreaInsets = node.isPlaced && !node.isTransparent
            ? node.placedSafeArea.insets(of: node.frame, pixelLength: 1 / scale).roundedToPixels(scale: scale)
            : EdgeInsets()
        childList = children.isEmpty ? nil : ChildList(children)
    }

    /// A view's children (see `childList`).
    final class ChildList: @unchecked Sendable {
        // (Unchecked: written only when made, and by the deinitialiser of
        // lists that nothing else holds.)
        var views: [LaidOutView]

        init(_ views: [LaidOutView]) { self.views = views }

        deinit {
            // Each descendant list that only this tree holds is emptied
            // into `pending` before it goes, so no list releases another
            // from its deinitialiser; one held elsewhere (a subtree the
            // caller kept) is left whole.
            guard views.contains(where: { $0.childList != nil }) else { return }
            var pending: [LaidOutView] = []
            swap(&pending, &views)
            while var view = pending.popLast() {
                guard view.childList != nil, isKnownUniquelyReferenced(&view.childList) else { continue }
                pending.append(contentsOf: view.childList!.views)
                view.childList!.views = []
            }
        }
    }

    /// Flattened, depth-first.
    public var allViews: [LaidOutView] {
        // One array filled in one walk (concatenating the children's arrays
        // at every level copied each view once per ancestor: quadratic in
        // depth, seconds for the fuzzer's 4,500-level chains in debug).
        // Without recursion, for the same reason as the initialiser.
        var result: [LaidOutView] = []
        var pending = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.children.reversed())
        }
        return result
    }

    public func dump() -> String {
        // Depth-first without recursion (a deep tree is dumped on the
        // caller's thread, as `allViews` is walked).
        var lines: [String] = []
        var pending = [(view: self, depth: 0)]
        while let (view, depth) = pending.popLast() {
            let frame = view.frame.map { " " + $0.shortDescription } ?? (view.isTransparent ? "" : " not placed")
            let tag = view.tag.map { " \"\($0)\"" } ?? ""
            // The safe area a placed view sees, when it sees one (most
            // views inside the safe area see none).
            let insets = view.frame != nil && !view.isTransparent && view.safeAreaInsets != EdgeInsets()
                ? " safe area \(view.safeAreaInsets)" : ""
            lines.append(String(repeating: "  ", count: depth) + "\(view.kind)\(tag)\(frame)\(insets)")
            pending.append(contentsOf: view.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}

/// What a scroll view showed: its content and the insets it applied.
public struct ScrollGeometry: Hashable, Sendable {
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The safe area (and `safeAreaPadding`) applied as content insets.
    public var contentInsets: EdgeInsets
    /// How far the content is scrolled from its start (positive: towards the end).
    public var contentOffset: CGPoint
    /// The region the content is visible in: the scroll view's frame grown
    /// into the safe area it touches.
    public var visibleRegion: CGRect
    /// The scroll view's layout frame (the region minus the content insets).
    public var frame: CGRect
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
