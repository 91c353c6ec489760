import Foundation

/// Layout of a view that takes whatever it is offered: a color or a shape.
/// A nil dimension becomes 10 points (SwiftUI's default for an unspecified
/// proposal, `ProposedViewSize.replacingUnspecifiedDimensions()`).
struct FlexibleLeafLayout: LeafLayout, CustomStringConvertible {
    /// The view's name for dumps ("Color.red"), kept out of the node so
    /// creating a leaf builds no string.
    var name: String = ""
    var description: String { name.isEmpty ? "" : "Color." + name }
    var isCheaperThanCaching: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// The layout of a leaf (a view with no subviews): its size from the
/// proposal alone, as a SwiftUI `Layout` of no subviews would compute it;
/// what it reads of its environment (a text's font, line limits) is taken
/// into the layout value when its node is made (a node is made again when
/// its environment changes). It never sees a node and places nothing.
protocol LeafLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension LeafLayout {
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal)
    }
    @inline(__always)
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {}
}

/// A leaf whose size depends on the orientation of the stack it is in
/// (`Spacer`, `Divider`): the runtime tells it (`SpacerLayout.stackAxis(of:)`
/// over its ancestors, the one walk that stays on the runtime's side, since
/// the orientation is inherited through modifiers rather than proposed).
protocol StackLeafLayout: NodeLayout {
    /// The size for `proposal` in a stack along `stackAxis` (nil: in no stack).
    func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize
}

extension StackLeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal, stackAxis: node.parent.flatMap(SpacerLayout.stackAxis(of:)))
    }
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {}
}

extension _ResolveInputs {
    func makeLeaf<V, L: NodeLayout>(_ type: V.Type, kind: String, layout: L, _ list: inout _NodeList) {
        if isTooDeep { return }
        list.nodes.append(makeNode(type, kind: kind, layout: layout))
    }
}

/// A color; as a view it fills the space it is offered.
nonisolated public struct Color: View, PrimitiveView, Hashable, Sendable, ShapeStyle {
    public let name: String
    public var opacityValue: Double = 1
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        // Components outside 0...1 (or NaN) are clamped: the name is only a label.
        func byte(_ value: Double) -> Int { value.isFinite ? Int(Swift.min(Swift.max(value, 0), 1) * 255) : 0 }
        self.name = "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))"
        self.opacityValue = opacity
    }

    public static let red = Color("red"), green = Color("green"), blue = Color("blue"), yellow = Color("yellow")
    public static let orange = Color("orange"), purple = Color("purple"), pink = Color("pink"), mint = Color("mint")
    public static let teal = Color("teal"), cyan = Color("cyan"), indigo = Color("indigo"), brown = Color("brown")
    public static let gray = Color("gray"), black = Color("black"), white = Color("white"), clear = Color("clear")
    public static let primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accentColor")

    /// The color with another opacity (layout is unchanged).
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue = opacity
        return copy
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Color.self, kind: "Color", layout: FlexibleLeafLayout(name: view.name), &list)
    }
}

/// Something a shape can be filled with. Layout ignores styles.
public protocol ShapeStyle {}

/// A gradient; as a view it fills the space it is offered.
nonisolated public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public var colors: [Color]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(LinearGradient.self, kind: "LinearGradient", layout: FlexibleLeafLayout(), &list)
    }
}

// `Shape` itself: Drawing/Shape.swift.

extension Shape {
    /// Fills the shape; layout is unchanged.
    nonisolated public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
    /// Strokes the shape; layout is unchanged.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
}

nonisolated public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Rectangle.self, kind: "Rectangle", layout: FlexibleLeafLayout(), &list)
    }
}

nonisolated public struct RoundedRectangle: Shape, PrimitiveView {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(RoundedRectangle.self, kind: "RoundedRectangle", layout: FlexibleLeafLayout(), &list)
    }
}

nonisolated public struct Capsule: Shape, PrimitiveView {
    public init() {}
    /// A capsule with `style` corners (iOS 13; the style is drawing only).
    public init(style: RoundedCornerStyle) {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Capsule.self, kind: "Capsule", layout: FlexibleLeafLayout(), &list)
    }
}

/// A circle; like every shape it takes the proposed rectangle and draws the
/// largest circle inside it.
nonisolated public struct Circle: Shape, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Circle.self, kind: "Circle", layout: FlexibleLeafLayout(), &list)
    }
}

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

/// A thin line across the stack's axis.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Divider.self, kind: "Divider", layout: DividerLayout(), &list)
    }
}

struct DividerLayout: StackLeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        let thickness: CGFloat = 1.0 / 3.0
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
