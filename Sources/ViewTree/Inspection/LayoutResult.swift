import Foundation

/// The frames of one layout, in window coordinates, rounded to the pixel grid.
public struct LayoutResult {
    /// The window the view was laid out in (after invalid values were fixed).
    public let window: Window
    /// What went wrong, in the order it was noticed.
    public let diagnostics: [Diagnostic]
    /// Counters: passes, body evaluations, cache hits.
    public let statistics: LayoutStatistics
    let taggedFrames: [String: [CGRect]]
    let scrollGeometries: [String: ScrollGeometry]
    let root: Node
    /// Kept alive with the nodes: a node never outlives its graph (state
    /// slots reach the graph through their node).
    let graph: ViewGraph

    /// The frame of the first placed view tagged `tag`, or nil.
    public func frame(of tag: String) -> CGRect? {
        taggedFrames[tag]?.first
    }

    /// The frames of every placed view tagged `tag`, in tree order.
    public func frames(of tag: String) -> [CGRect] {
        taggedFrames[tag] ?? []
    }

    /// Every tag that was placed, sorted.
    public var tags: [String] { taggedFrames.keys.sorted() }

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

/// A node of the laid-out tree, as a value.
public struct LaidOutView: Sendable {
    public let kind: String
    public let tag: String?
    /// Nil for a node that was not placed (an unselected tab).
    public let frame: CGRect?
    public let children: [LaidOutView]
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
            if let bar = node.containerRecord?.barHeight, bar > 0 { return Details(text: nil, font: nil, barHeight: bar) }
            return nil
        }
    }

    init(_ node: Node, scale: CGFloat) {
        let described = (node.layout as? CustomStringConvertible)?.description ?? ""
        kind = described.isEmpty ? node.kind : described
        isTransparent = node.isTransparent
        tag = node.tag
        details = Details.of(node)
        frame = node.isPlaced ? node.frame.roundedToPixels(scale: scale) : nil
        let children = node.isTransparent ? node.children : (node.implicitChild.map { [$0] } ?? node.children)
        self.children = children.map { LaidOutView($0, scale: scale) }
    }

    /// Flattened, depth-first.
    public var allViews: [LaidOutView] {
        [self] + children.flatMap(\.allViews)
    }

    public func dump() -> String {
        var lines: [String] = []
        func walk(_ view: LaidOutView, _ depth: Int) {
            let frame = view.frame.map { " " + $0.shortDescription } ?? (view.isTransparent ? "" : " not placed")
            let tag = view.tag.map { " \"\($0)\"" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + "\(view.kind)\(tag)\(frame)")
            for child in view.children { walk(child, depth + 1) }
        }
        walk(self, 0)
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
        guard [rounded.minX, rounded.minY, rounded.width, rounded.height].allSatisfy(\.isFinite) else { return self }
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

/// Lays out a view and keeps its graph, so that state changed afterwards
/// (through a `Binding` the view handed out) is re-laid out incrementally:
/// only the bodies of the changed nodes and their descendants are evaluated.
public final class LayoutHost<Content: View> {
    public let window: Window
    let rootView: Content
    let graph: ViewGraph
    private var hasRun = false
    private var windowProblems: [(Diagnostic.Kind, String)] = []

    public init(window: Window, rootView: Content) {
        let (sanitized, problems) = window.sanitized()
        self.window = sanitized
        self.rootView = rootView
        self.graph = ViewGraph(window: sanitized)
        self.windowProblems = problems
    }

    /// Runs layout to a fixed point (first call: builds the tree).
    public func layout() -> LayoutResult {
        let graph = self.graph
        let rootView = self.rootView
        let first = !hasRun
        hasRun = true
        graph.statistics = LayoutStatistics()
        for (kind, problem) in windowProblems { graph.diagnose(kind, problem, node: nil) }
        LargeStack.run {
            if first { graph.run(rootView) } else { graph.settle() }
        }
        return makeResult()
    }

    private func makeResult() -> LayoutResult {
        var frames: [String: [CGRect]] = [:]
        var scrolls: [String: ScrollGeometry] = [:]
        graph.tagged.removeAll { node in
            if node.isAttached { return false }
            node.isRegisteredTag = false
            return true
        }
        for node in graph.tagged where node.isPlaced && node.isAttached {
            guard let tag = node.tag else { continue }
            frames[tag, default: []].append(node.frame.roundedToPixels(scale: window.scale))
        }
        // Scroll geometry is recorded on the scroll node, the tag on a wrapper
        // above it: find the nearest scroll view below each tag.
        for node in graph.tagged where node.isPlaced && node.isAttached {
            guard let tag = node.tag, scrolls[tag] == nil else { continue }
            var current: Node? = node
            while let candidate = current {
                if let geometry = candidate.scrollGeometry { scrolls[tag] = geometry; break }
                let next = candidate.layoutChildren
                current = next.count == 1 ? next[0] : nil
            }
        }
        return LayoutResult(window: window, diagnostics: graph.diagnostics, statistics: graph.statistics,
                            taggedFrames: frames, scrollGeometries: scrolls, root: graph.root, graph: graph)
    }
}

/// Runs work on a thread with a large stack, so deep trees cannot overflow
/// the caller's (often small) stack.
enum LargeStack {
    static let size = 512 << 20

    static func run(_ work: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let box = UncheckedBox(work)
        let thread = Thread {
            box.value()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }
}

final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
