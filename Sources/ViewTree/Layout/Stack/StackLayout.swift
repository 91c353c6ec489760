import Foundation

/// `HStack` / `VStack` (and their lazy forms): SwiftUI's stack algorithm.
///
/// Main axis (OpenSwiftUI StackLayout.swift; objc.io "Thinking in SwiftUI"):
/// subtract all spacing; group the children by `layoutPriority`, highest
/// first; before sizing a group, hold back the minimum lengths of the lower
/// groups; within a group size the least flexible child first (flexibility =
/// length at an infinite proposal minus length at zero), each offered
/// `remaining / children left`. A nil main-axis proposal offers every child
/// nil (its ideal). Cross axis: the union of the aligned children.
/// Spacing nil: 8 between two views, 0 next to a `Spacer`.
struct StackLayout: NodeLayout {
    // (Declared widest first: 19 bytes, inline in an existential's buffer.)
    /// The cross-axis alignment as a fraction (leading/top 0 ... 1).
    let alignment: CGFloat
    let spacing: CGFloat?
    let axis: Axis
    /// Lazy stacks take the whole finite cross-axis proposal (they do not
    /// measure all their children across, so they cannot hug them).
    let lazy: Bool

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, lazy: Bool) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.lazy = lazy
    }

    /// The spacing between `children[index - 1]` and `children[index]`.
    @inline(__always)
    func gap(_ children: [Node], before index: Int) -> CGFloat {
        if let spacing { return spacing }
        return children[index - 1].isSpacer || children[index].isSpacer ? 0 : 8
    }

    /// The sum of the spacing between the children.
    func totalGaps(_ children: [Node]) -> CGFloat {
        guard children.count > 1 else { return 0 }
        var total: CGFloat = 0
        for index in 1..<children.count { total += gap(children, before: index) }
        return total
    }

    /// The main-axis sizes of the children for a proposal.
    ///
    /// Hot path: no Set, Dictionary or per-group arrays unless the children
    /// have several layout priorities.
    /// `offers`, when given, receives the main-axis proposal each child was
    /// sized with, so placement proposes exactly the same (SwiftUI places a
    /// child with the proposal it measured it with).
    func childSizes(_ proposal: ProposedViewSize, _ children: [Node], _ context: LayoutContext,
                    offers: inout [CGFloat?]?) -> [CGSize] {
        let axis = self.axis
        let cross = proposal[axis.other]
        guard let main = proposal[axis] else {
            return children.map { $0.size(for: ProposedViewSize(axis, main: nil, cross: cross), context) }
        }
        let count = children.count
        var sizes = [CGSize](repeating: .zero, count: count)
        if count == 0 { return sizes }
        if count == 1 {
            sizes[0] = children[0].size(for: ProposedViewSize(axis, main: main, cross: cross), context)
            offers?[0] = main
            return sizes
        }
        var remaining = main - totalGaps(children)

        @inline(__always)
        func length(_ index: Int, _ offer: CGFloat) -> CGFloat {
            children[index].size(for: ProposedViewSize(axis, main: offer, cross: cross), context)[axis]
        }

        // Sizes one group: the least flexible child first (flexibility =
        // length at infinity minus length at zero), each offered an equal
        // share of what is left.
        func sizeGroup<Group: Collection<Int>>(_ group: Group, minimumBelow: CGFloat) {
            var available = remaining - minimumBelow
            var left = CGFloat(group.count)
            func offer(_ index: Int) {
                let offer = Swift.max(0, available / left)
                let size = children[index].size(for: ProposedViewSize(axis, main: offer, cross: cross), context)
                sizes[index] = size
                offers?[index] = offer
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
            guard group.count > 1 else {
                for index in group { offer(index) }
                return
            }
            // Ties (two infinitely flexible children): the larger minimum
            // first (OpenSwiftUI StackLayout.swift, prioritize). The keys
            // live in a temporary (stack) buffer: no allocation per call.
            typealias Key = (index: Int, flexibility: CGFloat, minimum: CGFloat)
            withUnsafeTemporaryAllocation(of: Key.self, capacity: group.count) { buffer in
                var keyed = buffer
                var position = 0
                for index in group {
                    // A child whose size does not depend on the proposal (a
                    // frame fixed in both dimensions) has flexibility 0 and
                    // its constant as minimum: no need to ask it twice.
                    if let constant = children[index].constantSize {
                        keyed.initializeElement(at: position, to: (index, 0, constant[axis]))
                    } else {
                        let minimum = length(index, 0)
                        keyed.initializeElement(at: position, to: (index, length(index, .infinity) - minimum, minimum))
                    }
                    position += 1
                }
                keyed.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.minimum > $1.minimum }
                for key in keyed { offer(key.index) }
            }
        }

        // One priority (the common case): one group, nothing held back.
        let firstPriority = children[0].priority
        var samePriority = true
        for child in children where child.priority != firstPriority { samePriority = false; break }
        if samePriority {
            sizeGroup(0..<count, minimumBelow: 0)
            return sizes
        }

        // Group indices by priority, highest first.
        let priorities = Set(children.map(\.priority))
        let groups = priorities.sorted(by: >).map { p in children.indices.filter { children[$0].priority == p } }
        // Minimum lengths of every group below the current one.
        var minimumsBelow: [CGFloat] = Array(repeating: 0, count: groups.count)
        var running: CGFloat = 0
        for g in stride(from: groups.count - 1, through: 0, by: -1) {
            minimumsBelow[g] = running
            running += groups[g].reduce(0) { $0 + length($1, 0) }
        }
        for (g, group) in groups.enumerated() {
            sizeGroup(group, minimumBelow: minimumsBelow[g])
        }
        return sizes
    }

    /// A non-lazy stack of children whose sizes do not depend on the
    /// proposal has a size that does not either: the sum along the axis
    /// plus the spacing, the largest across (what `sizeThatFits` computes
    /// for any proposal). A lazy stack takes the cross proposal.
    func derivedConstantSize(of node: Node) -> CGSize? {
        if lazy { return nil }
        let children = node.layoutChildren
        var main: CGFloat = 0
        var cross: CGFloat = 0
        for child in children {
            guard let size = child.constantSize else { return nil }
            main += size[axis]
            cross = Swift.max(cross, size[axis.other])
        }
        return CGSize(axis, main: Swift.max(0, main + totalGaps(children)), cross: cross)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        let children = node.layoutChildren
        var noOffers: [CGFloat?]? = nil
        let sizes = childSizes(proposal, children, context, offers: &noOffers)
        var main: CGFloat = 0
        var cross: CGFloat = 0
        for size in sizes {
            main += size[axis]
            cross = Swift.max(cross, size[axis.other])
        }
        main += totalGaps(children)
        if lazy, let proposed = proposal[axis.other], proposed.isFinite { cross = Swift.max(cross, proposed) }
        return CGSize(axis, main: Swift.max(0, main), cross: cross)
    }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {
        let children = node.layoutChildren
        // A nil cross proposal is replaced by the stack's actual cross
        // size, for measuring and placing alike (OpenSwiftUI StackLayout).
        let placed = node.placementProposal
        let proposal = ProposedViewSize(axis, main: placed[axis], cross: placed[axis.other] ?? frame.size[axis.other])
        var offers: [CGFloat?]? = [CGFloat?](repeating: nil, count: children.count)
        let sizes = childSizes(proposal, children, context.layout, offers: &offers)
        let crossLength = frame.size[axis.other]
        var position = axis == .horizontal ? frame.minX : frame.minY
        for index in children.indices {
            let child = children[index]
            let size = sizes[index]
            let crossOffset = (crossLength - size[axis.other]) * alignment
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: frame.minY + crossOffset)
                : CGPoint(x: frame.minX + crossOffset, y: position)
            child.place(in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(axis, main: offers?[index] ?? nil, cross: proposal[axis.other]), context)
            position += size[axis] + (index + 1 < children.count ? gap(children, before: index + 1) : 0)
        }
    }
}

/// Overlays its children, aligned; its size is the union of theirs.
struct OverlappingLayout: NodeLayout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.layoutChildren.reduce(CGSize.zero) { size, child in
            let s = child.size(for: proposal, context)
            return CGSize(width: Swift.max(size.width, s.width), height: Swift.max(size.height, s.height))
        }
    }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {
        let proposal = node.placementProposal
        for child in node.layoutChildren {
            let size = child.size(for: proposal, context.layout)
            node.placeChild(child, size: size, alignment: alignment, in: frame, proposal: proposal, context)
        }
    }
}

extension _ResolveInputs {
    func makeStack<V, C: View, L: NodeLayout>(_ type: V.Type, kind: String, layout: L, content: C, _ list: inout _NodeList) {
        if isTooDeep { return }
        let node = makeNode(type, kind: kind, layout: layout)
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        list.nodes.append(node)
    }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let spacing = validatedLength(view.spacing, "HStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(HStack<EmptyView>.self, kind: "HStack",
                         layout: StackLayout(axis: .horizontal, alignment: view.alignment.fraction, spacing: spacing, lazy: false),
                         content: view.content, &list)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let spacing = validatedLength(view.spacing, "VStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(VStack<EmptyView>.self, kind: "VStack",
                         layout: StackLayout(axis: .vertical, alignment: view.alignment.fraction, spacing: spacing, lazy: false),
                         content: view.content, &list)
    }
}

/// A horizontal stack that (in SwiftUI) creates its children on demand. The
/// runtime lays out all of them; across its axis it takes the full proposal.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyHStack, kind: "LazyHStack")
        let spacing = validatedLength(view.spacing, "LazyHStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(LazyHStack<EmptyView>.self, kind: "LazyHStack",
                         layout: StackLayout(axis: .horizontal, alignment: view.alignment.fraction, spacing: spacing, lazy: true),
                         content: view.content, &list)
    }
}

/// A vertical stack that (in SwiftUI) creates its children on demand. The
/// runtime lays out all of them; across its axis it takes the full proposal.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyVStack, kind: "LazyVStack")
        let spacing = validatedLength(view.spacing, "LazyVStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(LazyVStack<EmptyView>.self, kind: "LazyVStack",
                         layout: StackLayout(axis: .vertical, alignment: view.alignment.fraction, spacing: spacing, lazy: true),
                         content: view.content, &list)
    }
}

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    public var alignment: Alignment
    public var content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeStack(ZStack<EmptyView>.self, kind: "ZStack", layout: OverlappingLayout(alignment: view.alignment),
                         content: view.content, &list)
    }
}
