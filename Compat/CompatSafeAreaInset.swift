// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/). Everything here is checked
// against SwiftUI's declarations by `SharedSourceCheckTests`.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

extension View {
    /// `safeAreaInset(edge:alignment:spacing:content:)` on every OS: native
    /// from iOS 15, a shim before (see `CompatBackend`). Callable from iOS 13:
    /// the edge is the backport's own `CompatVerticalEdge`.
    nonisolated public func compatSafeAreaInset<V: View>(edge: CompatVerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(CompatSafeAreaInset(inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing))
    }

    /// `safeAreaInset(edge:alignment:spacing:content:)` for leading/trailing
    /// edges on every OS, callable from iOS 13 (`CompatHorizontalEdge`).
    nonisolated public func compatSafeAreaInset<V: View>(edge: CompatHorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(CompatSafeAreaInset(inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing))
    }

    /// The same modifier for a caller that holds a SwiftUI `VerticalEdge`
    /// (iOS 15 and later, where the type exists). Disfavoured, so a literal
    /// `.top`/`.bottom` picks the iOS 13 overload.
    #if !COMPAT_MODEL
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    #endif
    @_disfavoredOverload
    nonisolated public func compatSafeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        compatSafeAreaInset(edge: edge == .top ? CompatVerticalEdge.top : .bottom, alignment: alignment, spacing: spacing, content: content)
    }

    /// The same modifier for a caller that holds a SwiftUI `HorizontalEdge`
    /// (iOS 15 and later). Disfavoured, like the `VerticalEdge` form.
    #if !COMPAT_MODEL
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    #endif
    @_disfavoredOverload
    nonisolated public func compatSafeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        compatSafeAreaInset(edge: edge == .leading ? CompatHorizontalEdge.leading : .trailing, alignment: alignment, spacing: spacing, content: content)
    }

    /// Seed 003's helper: a bottom inset with spacing 0 (native from iOS 15,
    /// a shim before).
    nonisolated public func bottomSafeAreaInset<OverlayContent: View>(_ overlayContent: OverlayContent) -> some View {
        compatSafeAreaInset(edge: CompatVerticalEdge.bottom, spacing: 0) { overlayContent }
    }
}

/// Where an inset goes: an edge and the alignment across it.
struct InsetPlacement {
    let edge: Edge
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let isVertical: Bool

    init(edge: CompatVerticalEdge, alignment: HorizontalAlignment) {
        self.edge = edge == .top ? .top : .bottom
        isVertical = true
        horizontalAlignment = alignment
        verticalAlignment = edge == .top ? .top : .bottom
    }

    init(edge: CompatHorizontalEdge, alignment: VerticalAlignment) {
        self.edge = edge == .leading ? .leading : .trailing
        isVertical = false
        horizontalAlignment = edge == .leading ? .leading : .trailing
        verticalAlignment = alignment
    }

    /// The overlay alignment that puts the content against the edge.
    var overlayAlignment: Alignment { Alignment(horizontal: horizontalAlignment, vertical: verticalAlignment) }

    /// Insets with `length` on this edge only (SwiftUI's `EdgeInsets` has no
    /// default arguments: all four are spelled).
    func insets(_ length: CGFloat) -> EdgeInsets {
        switch edge {
        case .top: return EdgeInsets(top: length, leading: 0, bottom: 0, trailing: 0)
        case .leading: return EdgeInsets(top: 0, leading: length, bottom: 0, trailing: 0)
        case .bottom: return EdgeInsets(top: 0, leading: 0, bottom: length, trailing: 0)
        case .trailing: return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: length)
        }
    }

    func length(of insets: EdgeInsets) -> CGFloat {
        switch edge {
        case .top: return insets.top
        case .leading: return insets.leading
        case .bottom: return insets.bottom
        case .trailing: return insets.trailing
        }
    }
}

/// Picks the native modifier or a shim from the environment.
///
/// Which branch runs on which OS is the platform layer's (`automatic`,
/// `shim`, `nativeWhereAvailable` in Compat/Platform/): `#available` in an
/// app, the window's OS in the model. The branches themselves are here.
///
/// A `ViewModifier`, generic over the inset content only: the modified view
/// is `content`, SwiftUI's placeholder, so the wrappers the body builds
/// around it are not generic over the modified view's type (unspecialised
/// code asks the runtime for a generic type's metadata at every
/// construction; see `CompatContainerRelativeFrame`).
struct CompatSafeAreaInset<Inset: View> {
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat?
    @Environment(\.compatBackend) private var backend
    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, as SwiftUI's are) makes
    // it; its body is, as every modifier's is.
}

extension CompatSafeAreaInset: ViewModifier {

    func body(content: Content) -> some View {
        switch backend {
        case .native: nativeWhereAvailable(content)
        case .shim: shim(content)
        case .environmentShim: content.modifier(EnvironmentInsetShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
        case .automatic: automatic(content)
        }
    }

    /// The iOS 15 modifier.
    #if !COMPAT_MODEL
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    #endif
    @ViewBuilder func native(_ content: Content) -> some View {
        if placement.isVertical {
            content.safeAreaInset(edge: placement.edge == .top ? VerticalEdge.top : .bottom,
                                  alignment: placement.horizontalAlignment, spacing: spacing) { inset }
        } else {
            content.safeAreaInset(edge: placement.edge == .leading ? HorizontalEdge.leading : .trailing,
                                  alignment: placement.verticalAlignment, spacing: spacing) { inset }
        }
    }

    /// The iOS 14 shim: `_safeAreaInsets` plus an overlay.
    #if !COMPAT_MODEL
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    #endif
    func safeAreaInsetsShim(_ content: Content) -> some View {
        content.modifier(SafeAreaInsetsShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
    }

    /// The iOS 13 shim: padding plus an overlay.
    func paddingShim(_ content: Content) -> some View {
        content.modifier(PaddingInsetShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
    }
}

/// The native default spacing between a view and its inset content (8 pt
/// between two views). Seed 003's iOS 15 branch forces 0; the shims keep the
/// caller's value and this default, so both backends agree.
let nativeDefaultSpacing: CGFloat = 8
