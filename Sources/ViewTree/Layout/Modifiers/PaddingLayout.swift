import Foundation

/// `padding`: the child is proposed the size minus the insets (never below
/// zero); the padded view is the child's size plus the insets. Negative
/// padding is valid, as in SwiftUI (it shrinks the view).
struct PaddingLayout: UnaryLayout {
    let insets: EdgeInsets

    var passedTraits: PassedTraits { .unaryLayout }

    /// Padding resets the spacing preferences of its padded edges
    /// (OpenSwiftUI PaddingLayout.swift), so a spacer padded on an edge
    /// gets the default spacing there; zero padding changes nothing.
    func resetSpacingEdges(childIsSpacer: Bool) -> Edge.Set {
        var edges: Edge.Set = []
        for edge in Edge.allCases where insets[edge] != 0 { edges.insert(Edge.Set(edge)) }
        return edges
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        let child = subview.sizeThatFits(inner(proposal))
        return CGSize(width: Swift.max(0, child.width + insets.horizontal), height: Swift.max(0, child.height + insets.vertical))
    }

    func derivedConstantSize(of node: Node) -> CGSize? {
        node.soleChildConstantSize.map { CGSize(width: Swift.max(0, $0.width + insets.horizontal), height: Swift.max(0, $0.height + insets.vertical)) }
    }

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let inner = inner(proposal)
        let size = subview.sizeThatFits(inner)
        subview.place(in: CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top, width: size.width, height: size.height),
                      proposal: inner)
    }
}

nonisolated public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    public let edges: Edge.Set
    public let insets: EdgeInsets?

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var insets = modifier.insets ?? EdgeInsets(modifier.edges, 16)
        for edge in Edge.allCases {
            insets[edge] = validatedLength(insets[edge], "padding (\(edge))", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
            if !modifier.edges.contains(Edge.Set(edge)) { insets[edge] = 0 }
        }
        inputs.makeUnary(Self.self, kind: "padding", layout: PaddingLayout(insets: insets), content: content, &list)
    }
}

extension View {
    /// Pads the view on every edge by the default amount, 16 points on iOS.
    nonisolated public func padding() -> some View {
        modifier(_PaddingLayout(edges: .all, insets: nil))
    }

    /// Pads the given edges by `length`, or by the default 16 when nil.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(edges, $0) }))
    }

    /// Pads every edge by `length`.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: EdgeInsets(.all, length)))
    }

    /// Pads by different amounts on each edge.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}
