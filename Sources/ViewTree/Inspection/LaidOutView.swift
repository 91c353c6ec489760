import Foundation

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
