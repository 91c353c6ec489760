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
struct StyleBackgroundLayout: SubviewsLayout {
    let edges: Edge.Set

    /// The view's traits pass through, as through any background.
    var passedTraits: PassedTraits { .all }

    /// Subview 0 is the view, subview 1 (when there) the style.
    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        subviews.count > 0 ? subviews[0].sizeThatFits(proposal) : .zero
    }

    func derivedConstantSize<S: SubviewCollection>(subviews: S) -> CGSize? where S.Subview: SubviewTraits {
        subviews.count > 0 ? subviews[0].constantSize : nil
    }

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

/// `.background(Color.red)` and `.overlay(Color.red)` (a colour or gradient,
/// both a view and a style, with no other argument): the declaration the
/// compiler picks depends on the app's deployment target.
///
/// From iOS 15 the call is the style form, `background(_:ignoresSafeAreaEdges:)`
/// (the colour extends into the safe area: Apple's documentation of the
/// modifier, whose example is a colour). Before iOS 15 that form is
/// potentially unavailable, and the type checker ranks a potentially
/// unavailable overload below every available one (swiftlang/swift PR 29921,
/// "Rank contextually unavailable overloads lower than other choices",
/// Swift 5.2, before SwiftUI's iOS 15 SDK). So with an iOS 13 or 14
/// deployment target the same call compiles and is the view form
/// `background(_:alignment:)` (iOS 13), centred, proposed the view's size,
/// never grown into the safe area. (Checked on this package's Swift 6.3
/// compiler: the two overloads declared with `@available(macOS 12, *)` on
/// the style one, type-checked for macOS 10.15, resolve to the view form.)
///
/// The model picks by the window's OS the way the compiler picks by the
/// deployment target (an app running on iOS 17 but built for iOS 14 gets the
/// view form there too; the model has one OS for both). Neither form is
/// refused: the call compiles on every modelled system.
nonisolated public struct _ViewOrStyleSecondaryModifier<Style: View & ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: Style
    let isBackground: Bool

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let styleForm: APIAvailability = modifier.isBackground ? .backgroundStyle : .overlayStyle
        if inputs.environment.simulatedOSVersion >= styleForm.iOS {
            _BackgroundStyleModifier._makeModifiedNodes(
                _BackgroundStyleModifier(style: modifier.style, ignoresSafeAreaEdges: .all, isBackground: modifier.isBackground, api: styleForm),
                content: content, inputs, &list)
        } else {
            _OverlayModifier._makeModifiedNodes(
                _OverlayModifier(overlay: modifier.style, alignment: .center, isBackground: modifier.isBackground, isContentForm: false),
                content: content, inputs, &list)
        }
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

// `Color` and the gradients are both views and shape styles, so
// `.background(Color.red)` matches both `background(_:alignment:)` (a view)
// and `background(_:ignoresSafeAreaEdges:)` (a style). These non-generic
// overloads (a concrete parameter type is preferred over either generic one)
// make the compiler's choice, which depends on the deployment target: see
// `_ViewOrStyleSecondaryModifier`. With `ignoresSafeAreaEdges:` written out
// only the style form matches, and it is refused before iOS 15.
extension View {
    /// `.background(color)`: the style form from iOS 15, the view form
    /// `background(_:alignment:)` before (see `_ViewOrStyleSecondaryModifier`).
    nonisolated public func background(_ style: Color) -> some View {
        modifier(_ViewOrStyleSecondaryModifier(style: style, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for a colour, the edges written out (iOS 15 / macOS 12).
    nonisolated public func background(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `.background(gradient)`: as `background(_: Color)`.
    nonisolated public func background(_ style: LinearGradient) -> some View {
        modifier(_ViewOrStyleSecondaryModifier(style: style, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for a linear gradient, the edges written out (iOS 15 / macOS 12).
    nonisolated public func background(_ style: LinearGradient, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `.background(gradient)`: as `background(_: Color)`.
    nonisolated public func background(_ style: RadialGradient) -> some View {
        modifier(_ViewOrStyleSecondaryModifier(style: style, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for a radial gradient, the edges written out (iOS 15 / macOS 12).
    nonisolated public func background(_ style: RadialGradient, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `.background(gradient)`: as `background(_: Color)`.
    nonisolated public func background(_ style: AngularGradient) -> some View {
        modifier(_ViewOrStyleSecondaryModifier(style: style, isBackground: true))
    }
    /// `background(_:ignoresSafeAreaEdges:)` for an angular gradient, the edges written out (iOS 15 / macOS 12).
    nonisolated public func background(_ style: AngularGradient, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: true))
    }
    /// `.overlay(color)`: the style form `overlay(_:ignoresSafeAreaEdges:)`
    /// from iOS 15, the view form `overlay(_:alignment:)` before.
    nonisolated public func overlay(_ style: Color) -> some View {
        modifier(_ViewOrStyleSecondaryModifier(style: style, isBackground: false))
    }
    /// `overlay(_:ignoresSafeAreaEdges:)` for a colour, the edges written out (iOS 15 / macOS 12).
    nonisolated public func overlay(_ style: Color, ignoresSafeAreaEdges edges: Edge.Set) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges, isBackground: false, api: .overlayStyle))
    }
}
