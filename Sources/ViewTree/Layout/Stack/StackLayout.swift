import Foundation

/// `HStack` / `VStack` (and their lazy forms): SwiftUI's stack algorithm
/// (Docs/LayoutRules.md, "Stacks").
///
/// Main axis (OpenSwiftUI StackLayout.swift; objc.io "Thinking in SwiftUI"):
/// subtract all spacing; group the children by `layoutPriority`, highest
/// first (a `Spacer`'s is -infinity); before sizing a group, hold back the
/// minimum lengths of the lower groups; within a group size the least
/// flexible child first (flexibility = length at an infinite proposal minus
/// length at zero; equal finite flexibility keeps source order), each
/// offered `remaining / children left`. A nil main-axis proposal offers
/// every child nil (its ideal). Cross axis: the union of the aligned
/// children. Spacing nil: 8 between two views, 0 next to a `Spacer`.
struct StackLayout: ChildGuidesCombiningLayout {
    // (Declared in this order: 24 bytes, inline in an existential's buffer;
    // the guide declared before the two bytes took 26, and every stack was
    // boxed on the heap: +1.4 % on a two-view layout.)
    /// The cross-axis alignment as a fraction (leading/top 0 ... 1): the
    /// guide's default value in a view of length 1.
    let alignment: CGFloat
    let spacing: CGFloat?
    let axis: Axis
    /// Lazy stacks take the whole finite cross-axis proposal (they do not
    /// measure all their children across, so they cannot hug them).
    let lazy: Bool
    /// The cross-axis guide.
    let guide: AlignmentKey

    init(axis: Axis, guide: AlignmentKey, spacing: CGFloat?, lazy: Bool) {
        self.axis = axis
        self.guide = guide
        self.alignment = guide.fraction
        self.spacing = spacing
        self.lazy = lazy
    }

    /// A stack aligned by a built-in guide's fraction (0, 0.5 or 1: the
    /// edges and the centre; anything else the centre).
    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, lazy: Bool) {
        let guide: AlignmentKey = switch (axis, alignment) {
        case (.horizontal, 0): .top
        case (.horizontal, 1): .bottom
        case (.horizontal, _): .verticalCenter
        case (.vertical, 0): .leading
        case (.vertical, 1): .trailing
        case (.vertical, _): .horizontalCenter
        }
        self.init(axis: axis, guide: guide, spacing: spacing, lazy: lazy)
    }

    /// Whether the children are aligned by their guides' values rather than
    /// by the fraction: a custom guide (its default may be any function of
    /// the size), or a child with explicit guides.
    @inline(__always)
    func alignsByGuides<S: SubviewCollection>(_ children: S) -> Bool where S.Subview: SubviewProxy {
        if !guide.isFractional { return true }
        for index in 0..<children.count where children[index].hasExplicitGuides { return true }
        return false
    }

    /// Each child's cross-axis origin in the stack, and the stack's cross
    /// length, when aligned by guides (OpenSwiftUI StackLayout.swift
    /// `placeChildren1`, audited for 6.5.4): child `i`'s guide `g` puts it at
    /// `-g`; the stack spans the union of the children with 0, from its
    /// lowest point. With fractions this is the largest child centred,
    /// leading or trailing, as the fast path computes.
    func guidedCross<S: SubviewCollection>(_ sizes: [CGSize], offers: [CGFloat?], crossProposal: CGFloat?,
                                           _ children: S) -> (origins: [CGFloat], length: CGFloat) where S.Subview: SubviewProxy {
        let crossAxis = axis.other
        var guides = [CGFloat](repeating: 0, count: sizes.count)
        var lower: CGFloat = 0, upper: CGFloat = 0
        for index in 0..<sizes.count {
            let proposal = ProposedViewSize(axis, main: offers[index], cross: crossProposal)
            var value = children[index].dimensions(sizes[index], proposal: proposal).value(of: guide)
            // (A custom guide's NaN or infinite value: the fraction's.)
            if !value.isFinite { value = sizes[index][crossAxis] * alignment }
            guides[index] = value
            lower = Swift.min(lower, -value)
            upper = Swift.max(upper, sizes[index][crossAxis] - value)
        }
        return (guides.map { -$0 - lower }, upper - lower)
    }

    /// The spacing between `children[index - 1]` and `children[index]`.
    @inline(__always)
    func gap<S: SubviewCollection>(_ children: S, before index: Int) -> CGFloat where S.Subview: SubviewTraits {
        if let spacing { return spacing }
        return axis == .horizontal
            ? (children[index - 1].spacerEdges.contains(.trailing) || children[index].spacerEdges.contains(.leading) ? 0 : 8)
            : (children[index - 1].spacerEdges.contains(.bottom) || children[index].spacerEdges.contains(.top) ? 0 : 8)
    }

    /// A stack's spacer-like spacing preferences (OpenSwiftUI
    /// StackLayout.swift `spacing()`): along its axis its first child's
    /// leading (top) edge and its last child's trailing (bottom) edge,
    /// across it any child's; an empty stack has 0 on every edge. So an
    /// `HStack { Spacer(); ... }` gets no spacing before it in an HStack.
    func spacerEdges<S: SubviewCollection>(of children: S) -> Edge.Set where S.Subview: SubviewTraits {
        guard children.count > 0 else { return .all }
        let first = children[0], last = children[children.count - 1]
        let start: Edge.Set = axis == .horizontal ? .leading : .top
        let end: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var edges = first.spacerEdges.intersection(start).union(last.spacerEdges.intersection(end))
        for index in 0..<children.count { edges.formUnion(children[index].spacerEdges.intersection(across)) }
        return edges
    }

    /// The sum of the spacing between the children.
    func totalGaps<S: SubviewCollection>(_ children: S) -> CGFloat where S.Subview: SubviewTraits {
        guard children.count > 1 else { return 0 }
        var total: CGFloat = 0
        for index in 1..<children.count { total += gap(children, before: index) }
        return total
    }

    /// The main-axis sizes of the children for a proposal.
    ///
    /// Hot path: no Set, Dictionary or per-group arrays; the fitting order
    /// lives in one temporary (stack) buffer.
    /// `offers`, when given, receives the main-axis proposal each child was
    /// sized with, so placement proposes exactly the same (SwiftUI places a
    /// child with the proposal it measured it with).
    func childSizes<S: SubviewCollection>(_ proposal: ProposedViewSize, _ children: S,
                                          offers: inout [CGFloat?]?) -> [CGSize] where S.Subview: SubviewProxy {
        let axis = self.axis
        let cross = proposal[axis.other]
        guard let main = proposal[axis] else {
            return (0..<children.count).map { children[$0].sizeThatFits(ProposedViewSize(axis, main: nil, cross: cross)) }
        }
        let count = children.count
        var sizes = [CGSize](repeating: .zero, count: count)
        if count == 0 { return sizes }
        if count == 1 {
            sizes[0] = children[0].sizeThatFits(ProposedViewSize(axis, main: main, cross: cross))
            offers?[0] = main
            return sizes
        }
        var remaining = main - totalGaps(children)

        // Children whose sizes do not depend on the proposal (fixed frames)
        // and one priority: flexibility 0 each, so source order; each takes
        // its constant (the common case: the hot path needs no buffer).
        let firstPriority = children[0].priority
        var constantAndEqual = true
        for index in 0..<count where children[index].constantSize == nil || children[index].priority != firstPriority {
            constantAndEqual = false
            break
        }
        if constantAndEqual {
            var left = CGFloat(count)
            for index in 0..<count {
                let size = children[index].constantSize!
                sizes[index] = size
                offers?[index] = Swift.max(0, remaining / left)
                remaining -= size[axis]
                left -= 1
            }
            return sizes
        }

        // The fitting order (Docs/LayoutRules.md, "Stacks"): by priority,
        // highest first; within one priority the least flexible first.
        typealias Key = (index: Int, priority: Double, flexibility: CGFloat, minimum: CGFloat)
        var samePriority = true
        withScratchBuffer(of: Key.self, count: count, initial: { index in
            let priority = children[index].priority
            if priority != firstPriority { samePriority = false }
            return (index, priority, 0, 0)
        }) { keys in
            if !samePriority {
                // Highest priority first; source order among equals.
                keys.sort(0..<count) { $0.priority != $1.priority ? $0.priority > $1.priority : $0.index < $1.index }
            }
            // A child's length at a zero and at an infinite proposal. A child
            // whose size does not depend on the proposal (a frame fixed in
            // both dimensions) has flexibility 0 and its constant as minimum:
            // no need to ask it twice.
            func measure(_ position: Int, flexibility: Bool) {
                let index = keys[position].index
                if let constant = children[index].constantSize {
                    keys[position].minimum = constant[axis]
                    keys[position].flexibility = 0
                    return
                }
                let minimum = children[index].sizeThatFits(ProposedViewSize(axis, main: 0, cross: cross))[axis]
                keys[position].minimum = minimum
                if flexibility {
                    let maximum = children[index].sizeThatFits(ProposedViewSize(axis, main: .infinity, cross: cross))[axis]
                    keys[position].flexibility = maximum - minimum
                }
            }
            // The groups of equal priority are runs of `keys`. Every group
            // below the first holds back its minimum lengths until its turn.
            var heldBack: CGFloat = 0
            var start = 0
            while start < count {
                var end = start + 1
                while end < count && keys[end].priority == keys[start].priority { end += 1 }
                let several = end - start > 1
                if several || start > 0 {
                    for position in start..<end { measure(position, flexibility: several) }
                }
                if start > 0 { for position in start..<end { heldBack += keys[position].minimum } }
                // Already in source order: sort only when the flexibilities
                // differ or are infinite (often all 0: fixed frames).
                var ordered = keys[start].flexibility.isFinite
                if several && ordered {
                    for position in (start + 1)..<end where keys[position].flexibility != keys[start].flexibility {
                        ordered = false
                        break
                    }
                }
                if several && !ordered {
                    // Least flexible first. Equal finite flexibility keeps
                    // source order; between two infinitely flexible children
                    // the larger minimum goes first (OpenSwiftUI
                    // LayoutTraits.swift, `FlexibilityEstimate`).
                    keys.sort(start..<end) { a, b in
                        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
                        if a.flexibility == .infinity && a.minimum != b.minimum { return a.minimum > b.minimum }
                        return a.index < b.index
                    }
                }
                start = end
            }
            // Size each group: each child offered an equal share of what is
            // left, after the lower groups' minimums are held back.
            start = 0
            while start < count {
                var end = start + 1
                while end < count && keys[end].priority == keys[start].priority { end += 1 }
                if start > 0 { for position in start..<end { heldBack -= keys[position].minimum } }
                var available = remaining - heldBack
                var left = CGFloat(end - start)
                for position in start..<end {
                    let index = keys[position].index
                    let offer = Swift.max(0, available / left)
                    let size = children[index].sizeThatFits(ProposedViewSize(axis, main: offer, cross: cross))
                    sizes[index] = size
                    offers?[index] = offer
                    available -= size[axis]
                    remaining -= size[axis]
                    left -= 1
                }
                start = end
            }
        }
        return sizes
    }

    /// A non-lazy stack of children whose sizes do not depend on the
    /// proposal has a size that does not either: the sum along the axis
    /// plus the spacing, the largest across (what `sizeThatFits` computes
    /// for any proposal). A lazy stack takes the cross proposal.
    func derivedConstantSize<S: SubviewCollection>(subviews children: S) -> CGSize? where S.Subview: SubviewTraits {
        // (Aligned by guides, the cross length depends on them: not derived.)
        if lazy || !guide.isFractional { return nil }
        var main: CGFloat = 0
        var cross: CGFloat = 0
        for index in 0..<children.count {
            guard let size = children[index].constantSize, !children[index].hasExplicitGuides else { return nil }
            main += size[axis]
            cross = Swift.max(cross, size[axis.other])
        }
        return CGSize(axis, main: Swift.max(0, main + totalGaps(children)), cross: cross)
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews children: S) -> CGSize where S.Subview: SubviewProxy {
        let byGuides = alignsByGuides(children)
        var offers: [CGFloat?]? = byGuides ? [CGFloat?](repeating: nil, count: children.count) : nil
        let sizes = childSizes(proposal, children, offers: &offers)
        var main: CGFloat = 0
        var cross: CGFloat = 0
        for size in sizes {
            main += size[axis]
            cross = Swift.max(cross, size[axis.other])
        }
        if byGuides, let offers {
            cross = guidedCross(sizes, offers: offers, crossProposal: proposal[axis.other], children).length
        }
        main += totalGaps(children)
        if lazy, let proposed = proposal[axis.other], proposed.isFinite { cross = Swift.max(cross, proposed) }
        return CGSize(axis, main: Swift.max(0, main), cross: cross)
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal placed: ProposedViewSize, subviews children: S) {
        // A nil cross proposal is replaced by the stack's actual cross
        // size, for measuring and placing alike (OpenSwiftUI StackLayout).
        let proposal = ProposedViewSize(axis, main: placed[axis], cross: placed[axis.other] ?? frame.size[axis.other])
        let count = children.count
        var offers: [CGFloat?]? = [CGFloat?](repeating: nil, count: count)
        let sizes = childSizes(proposal, children, offers: &offers)
        let crossLength = frame.size[axis.other]
        // Aligned by guides: each child at its guided origin, the union of
        // them placed by the fraction in the frame (which it fills, but for
        // a lazy stack wider than its children).
        var guided: (origins: [CGFloat], extra: CGFloat)? = nil
        if alignsByGuides(children), let offers {
            let cross = guidedCross(sizes, offers: offers, crossProposal: proposal[axis.other], children)
            guided = (cross.origins, (crossLength - cross.length) * alignment)
        }
        var position = axis == .horizontal ? frame.minX : frame.minY
        for index in 0..<count {
            let size = sizes[index]
            let crossOffset = guided.map { $0.origins[index] + $0.extra } ?? (crossLength - size[axis.other]) * alignment
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: frame.minY + crossOffset)
                : CGPoint(x: frame.minX + crossOffset, y: position)
            children.place(index, in: CGRect(origin: origin, size: size), proposal: ProposedViewSize(axis, main: offers?[index] ?? nil, cross: proposal[axis.other]))
            position += size[axis] + (index + 1 < count ? gap(children, before: index + 1) : 0)
        }
    }
}

extension _ResolveInputs {
    func makeStack<V, C: View, L: NodeLayout>(_ type: V.Type, kind: String, layout: L, content: C, _ list: inout _NodeList) {
        if isTooDeep { return }
        let node = makeNode(type, kind: kind, layout: layout)
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        if let stack = layout as? StackLayout, !stack.lazy, node.children.count == 1, !node.children[0].isTransparent {
            // An HStack or VStack of one view is that view: no layout of
            // its own, so its parent lays the view out with all its traits
            // (a `Spacer` stays a spacer of the enclosing stack). SwiftUI
            // does this for a statically single child (OpenSwiftUI
            // LayoutView.swift `makeStaticView`, `isIdentityUnaryLayout`
            // of HVStack.swift, audited for 6.5.4; issue 28, finding 1):
            // one primitive child (a custom view's or a conditional's view
            // list is dynamic there, and keeps the stack: Docs/LayoutRules.md,
            // "Stacks").
            node.isTransparent = true
            node.childrenDidChange()
        } else if let stack = layout as? StackLayout {
            node.spacerEdges = stack.spacerEdges(of: node.layoutChildren)
        } else if layout is OverlappingLayout {
            // A ZStack's spacing is the union of its children's (0 on every
            // edge when empty: OpenSwiftUI ZStack.swift `spacing`).
            let children = node.layoutChildren
            node.spacerEdges = children.isEmpty ? .all : children.reduce(into: []) { $0.formUnion($1.spacerEdges) }
        }
        list.nodes.append(node)
    }
}
