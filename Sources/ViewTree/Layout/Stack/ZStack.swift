import Foundation

/// A view that overlays its children, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public var alignment: Alignment
    public var content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeStack(ZStack<EmptyView>.self, kind: "ZStack", layout: OverlappingLayout(alignment: view.alignment),
                         content: view.content, &list)
    }
}

/// Overlays its children, aligned (`ZStack`, and several views in one
/// `overlay`/`background`). Its size is the union of the children with the
/// highest layout priority only; every child is then placed with the
/// stack's own size as its proposal (OpenSwiftUI Stack/ZStack.swift,
/// audited for 6.4; Docs/LayoutRules.md, "ZStack").
struct OverlappingLayout: ChildGuidesCombiningLayout {
    let alignment: Alignment

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews children: S) -> CGSize where S.Subview: SubviewProxy {
        var top = -Double.infinity
        for index in 0..<children.count where children[index].priority > top { top = children[index].priority }
        var size = CGSize.zero
        for index in 0..<children.count where children[index].priority == top {
            let s = children[index].sizeThatFits(proposal)
            size = CGSize(width: Swift.max(size.width, s.width), height: Swift.max(size.height, s.height))
        }
        return size
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews children: S) {
        // Every child is proposed the stack's own size, whatever the
        // stack was proposed (OpenSwiftUI ZStack.swift `placement`).
        let proposal = ProposedViewSize(frame.size)
        let sizes = (0..<children.count).map { children[$0].sizeThatFits(proposal) }
        // The children are aligned on one another, not in the stack's
        // bounds: the alignment point is the largest guide among the
        // children of the highest priority, measured from the bounds'
        // origin, and each child puts its guide there (OpenSwiftUI
        // ZStack.swift `placeSubviews`, audited for 6.5.4; issue 28,
        // finding 3). Children that fill the bounds land where centring in
        // the bounds would put them; the others differ.
        var top = -Double.infinity
        for index in 0..<children.count where children[index].priority > top { top = children[index].priority }
        var guided = !alignment.isFractional
        if !guided { for index in 0..<children.count where children[index].hasExplicitGuides { guided = true; break } }
        if guided {
            // By the guides' values (explicit ones first), as SwiftUI always
            // does: with built-in guides and none explicit, the fractions
            // below give the same.
            let dimensions = (0..<children.count).map { children[$0].dimensions(sizes[$0], proposal: proposal) }
            var point = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
            for index in 0..<children.count where children[index].priority == top {
                point.x = Swift.max(point.x, dimensions[index][alignment.horizontal])
                point.y = Swift.max(point.y, dimensions[index][alignment.vertical])
            }
            for index in 0..<children.count {
                let origin = CGPoint(x: frame.minX + point.x - dimensions[index][alignment.horizontal],
                                     y: frame.minY + point.y - dimensions[index][alignment.vertical])
                children.place(index, in: CGRect(origin: origin, size: sizes[index]), proposal: proposal)
            }
            return
        }
        let h = alignment.horizontal.fraction, v = alignment.vertical.fraction
        var point = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for index in 0..<children.count where children[index].priority == top {
            point.x = Swift.max(point.x, sizes[index].width * h)
            point.y = Swift.max(point.y, sizes[index].height * v)
        }
        for index in 0..<children.count {
            let size = sizes[index]
            let origin = CGPoint(x: frame.minX + point.x - size.width * h, y: frame.minY + point.y - size.height * v)
            children.place(index, in: CGRect(origin: origin, size: size), proposal: proposal)
        }
    }
}
