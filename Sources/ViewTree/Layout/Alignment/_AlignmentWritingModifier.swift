import Foundation

/// `alignmentGuide(_:computeValue:)`: gives the view an explicit value for
/// one guide, computed from its dimensions. SwiftUI's modifier of the same
/// name: no layout of its own (size, priority and spacing are the view's),
/// one copy per view when the content is several (OpenSwiftUI
/// AlignmentWritingModifier.swift, audited for 6.5.4).
nonisolated public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "alignmentGuide",
                         layout: AlignmentGuideLayout(key: modifier.key, computeValue: modifier.computeValue),
                         content: content, &list)
    }
}

/// The layout of `alignmentGuide`: its child's size and frame; its own
/// guide computed from the child's dimensions (the child's explicit guides
/// readable through them), every other guide the child's.
struct AlignmentGuideLayout: UnaryLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var passedTraits: PassedTraits { .all }
    var explicitGuides: ExplicitGuidePassage { .own }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        let child = node.unretainedSoleChild.object
        guard key == self.key else { return child.explicitAlignment(key, size: size, proposal: proposal, context) }
        let value = computeValue(child.dimensions(size: size, proposal: proposal, context))
        // A NaN or infinite guide would move the view out of every frame:
        // the guide's default instead, with a diagnostic.
        guard value.isFinite else {
            node.graph.diagnose(.nonFiniteGeometry, "alignmentGuide computed \(value.shortDescription); used the guide's default", node: node)
            return nil
        }
        return value
    }
}

extension View {
    /// Sets the view's explicit value of a horizontal guide, computed from
    /// its dimensions.
    @preconcurrency
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's explicit value of a vertical guide, computed from
    /// its dimensions.
    @preconcurrency
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}
