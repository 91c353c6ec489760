import Foundation

/// A flexible space along the axis of the stack that contains it, and zero
/// across it; outside a stack it expands on both axes. It is sized after
/// every other child of its stack (layout priority -infinity) and no
/// default spacing is put next to it (Docs/LayoutRules.md, "Spacer").
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let minLength = validatedLength(view.minLength, "Spacer minLength", fallback: nil, inputs: inputs)
        let node = inputs.makeNode(Spacer.self, kind: "Spacer", layout: SpacerLayout(minLength: minLength ?? 8))
        // Its spacing preference is 0 on the edges along its stack (all four
        // outside a stack: OpenSwiftUI Spacer.swift `spacing()`).
        switch inputs.parent.flatMap(SpacerLayout.stackAxis(of:)) {
        case .horizontal?: node.spacerEdges = .horizontal
        case .vertical?: node.spacerEdges = .vertical
        case nil: node.spacerEdges = .all
        }
        node.isSpacerItself = true
        // A spacer's layout priority is -infinity (OpenSwiftUI Spacer.swift,
        // `layoutPriority()`): a stack sizes it last and holds back its
        // minimum length while sizing the others.
        node.priority = -.infinity
        list.nodes.append(node)
    }
}

/// The spacer's axis is its stack's, read from its ancestors when sized.
struct SpacerLayout: StackLeafLayout {
    /// Default minimum: the default spacing, 8 (OpenSwiftUI Spacer.swift).
    let minLength: CGFloat

    /// Along the stack's axis the proposal, at least the minimum length; 0
    /// across. Outside a stack both axes (a nil dimension: the minimum
    /// length). OpenSwiftUI Spacer.swift `sizeThatFits`; Apple's
    /// documentation: "or on both axes if not contained in a stack".
    func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        let width = Swift.max(proposal.width ?? -.infinity, minLength)
        let height = Swift.max(proposal.height ?? -.infinity, minLength)
        switch stackAxis {
        case .horizontal?: return CGSize(width: width, height: 0)
        case .vertical?: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    /// The stack orientation a spacer or divider sees: set by the nearest
    /// multi-child layout above it (a stack's axis; nil for a ZStack or any
    /// other) and inherited through one-child modifiers (`frame`,
    /// `padding`, `fixedSize`, `background`, markers: `PassedTraits`).
    static func stackAxis(of parent: Node) -> Axis? {
        var current: Node? = parent
        while let node = current, node.isTransparent || node.layout.passedTraits.contains(.stackOrientation) {
            current = node.parent
        }
        if let stack = current?.layout as? StackLayout { return stack.axis }
        // A `Layout` container: its `LayoutProperties.stackOrientation`.
        return (current?.layout as? StackOrientedNodeLayout)?.stackOrientation
    }
}
