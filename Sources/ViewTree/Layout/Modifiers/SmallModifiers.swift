import Foundation

/// `fixedSize`: proposes nil (the ideal size) on the fixed axes.
struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    /// `fixedSize` reports its child's priority (OpenSwiftUI FixedSizeLayout.swift).
    var passedTraits: PassedTraits { [.priority, .spacer, .stackOrientation] }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize {
        subview.sizeThatFits(childProposal(proposal))
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview) {
        let childProposal = childProposal(proposal)
        let size = subview.sizeThatFits(childProposal)
        subview.place(size: size, alignment: .center, in: bounds, proposal: childProposal)
    }
}

/// `offset`: the child is drawn moved; the view's own frame (what its parent
/// and its tags above it see) does not move.
struct OffsetLayout: UnaryLayout {
    let offset: CGSize

    /// `offset` is a geometry effect, not a layout: it changes no trait.
    var passedTraits: PassedTraits { .all }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    /// The child gets the view's own frame, moved, and the proposal the view
    /// was sized with (it is not sized again).
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview) {
        subview.place(in: bounds.offsetBy(dx: offset.width, dy: offset.height), proposal: proposal)
    }
}

/// A node that only carries information (a tag, a priority): same size and
/// frame as its child.
struct PassthroughLayout: UnaryLayout {
    var passedTraits: PassedTraits { .all }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySizingSubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnaryPlacingSubview) {
        subview.place(in: bounds, proposal: proposal)
    }

    // The runtime's entry points, written out: pass-through nodes are on
    // every tagged view (and every `layoutPriority`), and through the proxies
    // (`UnaryLayout`'s defaults) they cost retains and a thunk per call
    // (+1 % on the two-view benchmark scene). Same rule as above.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.unretainedSoleChild.with { $0.size(for: proposal, context) }
    }

    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        node.unretainedSoleChild.with { $0.place(in: frame, proposal: proposal, context) }
    }
}

nonisolated public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    public let horizontal: Bool
    public let vertical: Bool
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "fixedSize", layout: FixedSizeLayout(horizontal: modifier.horizontal, vertical: modifier.vertical),
                         content: content, &list)
    }
}

nonisolated public struct _OffsetEffect: ViewModifier, PrimitiveModifier {
    public let offset: CGSize
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let dx = validatedLength(modifier.offset.width, "offset x", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        let dy = validatedLength(modifier.offset.height, "offset y", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        inputs.makeUnary(Self.self, kind: "offset", layout: OffsetLayout(offset: CGSize(width: dx, height: dy)), content: content, &list)
    }
}

nonisolated public struct _PriorityLayout: ViewModifier, PrimitiveModifier {
    public let priority: Double
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var priority = modifier.priority
        if !priority.isFinite {
            inputs.graph.diagnose(.invalidDimension, "Invalid layoutPriority \(CGFloat(priority).shortDescription); used 0", node: inputs.parent)
            priority = 0
        }
        inputs.makeUnary(Self.self, kind: "layoutPriority(\(priority))", layout: PassthroughLayout(), content: content, &list, finish: {
            $0.priority = priority
        })
    }
}

/// Marks a view so its frame can be read from `LayoutResult.frame(of:)`.
nonisolated public struct _LayoutTagModifier: ViewModifier, PrimitiveModifier {
    public let tag: String
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // A tag is an inspection marker and must not change layout: as a
        // pass-through node it passes its view's traits on (`makeUnary`).
        inputs.makeUnary(Self.self, kind: Node.tagKind, layout: PassthroughLayout(), content: content, &list) { node in
            node.tag = modifier.tag
            inputs.graph.registerTag(node)
        }
    }
}

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size in the given dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Offsets the drawn view; its layout frame stays.
    nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Offsets the drawn view; its layout frame stays.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_OffsetEffect(offset: CGSize(width: x, height: y))) }

    /// Sets the priority by which a parent stack allocates space (default 0).
    nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }

    /// Marks this view: `LayoutResult.frame(of: tag)` returns its frame in
    /// window coordinates. Not a SwiftUI API; it stands where a test would
    /// read a frame with a GeometryReader.
    nonisolated public func layoutTag(_ tag: String) -> some View { modifier(_LayoutTagModifier(tag: tag)) }
}
