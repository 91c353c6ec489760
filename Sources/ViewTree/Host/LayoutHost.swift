import Foundation

/// Lays out a view and keeps its graph, so that state changed afterwards
/// (through a `Binding` the view handed out) is re-laid out incrementally:
/// only the bodies of the changed nodes and their descendants are evaluated.
///
/// `layout()` is main-actor isolated, as a hosting controller's layout is
/// (`Window.layout(_:)` says what `@preconcurrency` allows).
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
    @MainActor @preconcurrency
    public func layout() -> LayoutResult {
        MainThread.run { layoutOnCurrentThread() }
    }

    /// `layout()` on the calling thread, whatever its isolation (as
    /// `Window.layoutOnCurrentThread(_:)`, with the same limits): the host
    /// must not be used by two threads at once.
    @_spi(Threads)
    public nonisolated func layoutOnCurrentThread() -> LayoutResult {
        let graph = self.graph
        let first = !hasRun
        hasRun = true
        graph.beginLayout(reporting: windowProblems)
        if first { graph.run(rootView) } else { graph.settle { graph.resolveRoot(rootView) } }
        return graph.makeResult()
    }
}

extension ViewGraph {
    /// Starts a `layout` call (`LayoutHost.layout()`, `Window.layout(_:)`):
    /// statistics from zero, the window's problems reported, the stack
    /// limit of the calling thread.
    func beginLayout(reporting windowProblems: [(Diagnostic.Kind, String)]) {
        statistics = LayoutStatistics()
        UIScreen.laidOutWindow.set(window)
        for (kind, problem) in windowProblems { diagnose(kind, problem, node: nil) }
        // On this thread; deep trees move to a large-stack worker as they
        // go (`LayoutStack`).
        stackLimit = limits.callersStackBudget.map { LayoutStack.currentAddress() &- $0 } ?? LayoutStack.limitForCurrentThread()
    }

    /// The result of the layout just run (the graph's window is the
    /// sanitised one the layout used).
    func makeResult() -> LayoutResult {
        let graph = self
        let window = self.window
        var frames = TagFrames()
        var repeated: [String: [CGRect]] = [:]
        var scrolls: [String: ScrollGeometry] = [:]
        if graph.tagged.contains(where: { !$0.isAttached }) {
            graph.tagged.removeAll { node in
                if node.isAttached { return false }
                node.flags.remove(.isRegisteredTag)
                return true
            }
        }
        if graph.tagged.isEmpty {
            return LayoutResult(window: window, diagnostics: graph.diagnostics, statistics: graph.statistics,
                                firstFrames: frames, repeatedTags: repeated, scrollGeometries: scrolls,
                                graph: graph)
        }
        frames = TagFrames(capacity: graph.tagged.count)
        for node in graph.tagged where node.isPlaced && node.isAttached {
            guard let tag = node.tag else { continue }
            let frame = node.frame.roundedToPixels(scale: window.scale)
            if let first = frames.insertFirst(frame, for: tag) {
                // A tag seen again: the first frame stays the one `frame(of:)` gives.
                repeated[tag, default: [first]].append(frame)
            }
        }
        // Scroll geometry is recorded for the scroll node, the tag on a
        // wrapper above it: find the nearest scroll view below each tag.
        guard let recorder = graph.recorderIfMade, recorder.hasScrollGeometries else {
            return LayoutResult(window: window, diagnostics: graph.diagnostics, statistics: graph.statistics,
                                firstFrames: frames, repeatedTags: repeated, scrollGeometries: scrolls,
                                graph: graph)
        }
        for node in graph.tagged where node.isPlaced && node.isAttached {
            guard let tag = node.tag else { continue }
            // Walked unretained: the graph holds its tree while the result
            // is made, and the walk changes no children (a `Node` at every
            // step cost a retain and a release).
            var candidate = Unretained(node)
            while true {
                // (The tag looked up only when a geometry is found, to keep
                // the first: looked up before the walk, every tag after the
                // first geometry hashed its string.)
                if let geometry = candidate.with({ recorder.scrollGeometry(of: $0) }) {
                    if scrolls[tag] == nil { scrolls[tag] = geometry }
                    break
                }
                guard let next = candidate.with({ $0.unretainedSoleLayoutChild }) else { break }
                candidate = next
            }
        }
        return LayoutResult(window: window, diagnostics: graph.diagnostics, statistics: graph.statistics,
                            firstFrames: frames, repeatedTags: repeated, scrollGeometries: scrolls,
                            graph: graph)
    }
}
