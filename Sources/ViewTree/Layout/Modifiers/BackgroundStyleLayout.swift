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
struct StyleBackgroundLayout: PrimarySubviewLayout {
    let edges: Edge.Set

    /// Subview 0 is the view, subview 1 (when there) the style.
    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        guard subviews.count > 0 else { return }
        subviews.place(0, in: frame, proposal: proposal)
        guard subviews.count > 1 else { return }
        let drawn = edges.isEmpty ? frame : subviews.rectIgnoringSafeArea(frame, edges: edges)
        _ = subviews[1].sizeThatFits(ProposedViewSize(drawn.size))
        subviews.place(1, in: drawn, proposal: ProposedViewSize(drawn.size))
    }
}

/// The style as a leaf: it fills the rectangle it is placed in.
nonisolated struct StyleLeaf: View, PrimitiveView {
    let isBackground: Bool
    static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(StyleLeaf.self, kind: view.isBackground ? "ShapeStyle background" : "ShapeStyle overlay",
                        layout: FlexibleLeafLayout(), &list)
    }
}

nonisolated public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    public let style: Style
    public let ignoresSafeAreaEdges: Edge.Set
    let isBackground: Bool
    /// The public form that built it (all are iOS 15).
    var api: APIAvailability = .backgroundStyle

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(modifier.api, kind: modifier.isBackground ? "background" : "overlay")
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
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }

    /// Draws the environment's background style behind the view (iOS 15 / macOS 12); as above.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: BackgroundStyle(), ignoresSafeAreaEdges: edges, isBackground: true,
                                          api: .backgroundEnvironmentStyle))
    }

    /// Draws `style` in front of the view, extended into the safe area on
    /// `edges` (iOS 15 / macOS 12). Layout as `background(_:ignoresSafeAreaEdges:)`.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: false, api: .overlayStyle))
    }

    /// Draws `shape` filled with `style` behind the view (iOS 15 / macOS 12).
    /// The shape is proposed the view's size and never changes it, as every
    /// background; it does not extend into the safe area.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(overlay: shape, alignment: .center, isBackground: true, isContentForm: false))
            .checkingAvailability(.backgroundStyleInShape, kind: "background")
    }

    /// Draws `shape` filled with the background style behind the view (iOS 15 / macOS 12); as above.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(overlay: shape, alignment: .center, isBackground: true, isContentForm: false))
            .checkingAvailability(.backgroundInShape, kind: "background")
    }
}
