import Foundation

/// `background(_ style:ignoresSafeAreaEdges:)` and `overlay(_ style:ignoresSafeAreaEdges:)`:
/// a style drawn behind (or in front of) the view, filling the view's frame
/// grown into the safe area on the listed edges.
///
/// Rule (OpenSwiftUI BackgroundModifier.swift, `_BackgroundStyleModifier`,
/// audited for 6.5.4; Apple's documentation of the modifier): the view is
/// laid out alone and keeps its size and position (the style never changes
/// layout); the style's drawn frame is the view's frame outset by the
/// safe-area insets the view has at its place, for the container region
/// only (SwiftUI's `SafeAreaRegions.background` is the container region, so
/// a style does not extend under the keyboard), on the edges in
/// `ignoresSafeAreaEdges` (default: all). A view that does not touch a
/// safe-area edge has no inset there, so its style stays in its frame.
///
/// What the model reports: the modified view's frame (what
/// `.layoutTag` after the modifier reads, and what its parent sees) is the
/// view's own frame, as in SwiftUI, where the background takes no part in
/// layout; the drawn frame of the style is the frame of the "ShapeStyle
/// background" node in `LayoutResult.tree` (a frame a reader cannot observe
/// in SwiftUI, but a picture shows).
struct StyleBackgroundLayout: NodeLayout {
    let edges: Edge.Set

    /// The view's traits pass through, as through any background.
    var passedTraits: PassedTraits { .all }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        node.layoutChildren[0].size(for: proposal, context)
    }

    func derivedConstantSize(of node: Node) -> CGSize? { node.layoutChildren.first?.constantSize }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {
        let children = node.layoutChildren
        children[0].place(in: frame, proposal: node.placementProposal, context)
        guard children.count > 1 else { return }
        let drawn = edges.isEmpty ? frame
            : context.safeArea.grow(frame, edges: edges, regions: .container, pixelLength: node.inputs.environment.pixelLength).rect
        _ = children[1].size(for: ProposedViewSize(drawn.size), context.layout)
        children[1].place(in: drawn, proposal: ProposedViewSize(drawn.size), context)
    }
}

/// The style as a leaf: it fills the rectangle it is placed in.
struct StyleLeaf: View, PrimitiveView {
    let isBackground: Bool
    static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(StyleLeaf.self, kind: view.isBackground ? "ShapeStyle background" : "ShapeStyle overlay",
                        layout: FlexibleLeafLayout(), &list)
    }
}

public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    public let style: Style
    public let ignoresSafeAreaEdges: Edge.Set
    let isBackground: Bool

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: modifier.isBackground ? "background(style)" : "overlay(style)",
                                   layout: StyleBackgroundLayout(edges: modifier.ignoresSafeAreaEdges))
        node.setChildren { inputs, list in
            inputs.child(0).resolveSingle(content, wrapping: .vertical, into: &list)
            StyleLeaf._makeNodes(StyleLeaf(isBackground: modifier.isBackground), inputs.child(1), &list)
        }
        node.takePrimaryTraits()
        list.nodes.append(node)
    }
}

extension View {
    /// Draws `style` behind the view, extended into the safe area on `edges`
    /// (iOS 15 / macOS 12). The view's layout is unchanged; see
    /// `StyleBackgroundLayout` for the drawn frame.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }

    /// Draws the environment's background style behind the view (iOS 15 / macOS 12); as above.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: BackgroundStyle(), ignoresSafeAreaEdges: edges, isBackground: true))
    }

    /// Draws `style` in front of the view, extended into the safe area on
    /// `edges` (iOS 15 / macOS 12). Layout as `background(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: false))
    }

    /// Draws `shape` filled with `style` behind the view (iOS 15 / macOS 12).
    /// The shape is proposed the view's size and never changes it, as every
    /// background; it does not extend into the safe area.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape }
    }

    /// Draws `shape` filled with the background style behind the view (iOS 15 / macOS 12); as above.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape }
    }
}

// `Color` and the gradients are both views and shape styles, so
// `.background(Color.red)` matches both `background(_:alignment:)` (a view)
// and `background(_:ignoresSafeAreaEdges:)` (a style). SwiftUI resolves it
// to the style form (since iOS 15 such a background extends into the safe
// area: the Japanese "ignoresSafeArea observation" article on zenn.dev and
// Apple's documentation of the modifier, whose example is a Color). These
// non-generic overloads make the same choice here: a concrete parameter
// type is preferred over either generic one.
extension View {
    /// `background(_:ignoresSafeAreaEdges:)` for a colour (iOS 15 / macOS 12; see above).
    public func background(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for a linear gradient (iOS 15 / macOS 12).
    public func background(_ style: LinearGradient, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for a radial gradient (iOS 15 / macOS 12).
    public func background(_ style: RadialGradient, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for an angular gradient (iOS 15 / macOS 12).
    public func background(_ style: AngularGradient, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `overlay(_:ignoresSafeAreaEdges:)` for a colour (iOS 15 / macOS 12).
    public func overlay(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: false))
    }
}
