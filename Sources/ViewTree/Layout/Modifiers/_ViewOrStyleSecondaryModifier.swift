import Foundation

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
