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
    /// `safeAreaBar(edge:alignment:spacing:content:)` on every OS: native
    /// from iOS 26, `compatSafeAreaInset` before (native `safeAreaInset` from
    /// iOS 15, its shims on iOS 13-14; see `CompatBackend`).
    ///
    /// The bar's layout is `safeAreaInset`'s on every system (Apple: it
    /// "extends the edges of the safe area" as `safeAreaInset` does); what
    /// iOS 26 adds, the scroll edge effect under the bar, is drawing, which
    /// the fallback does not draw.
    nonisolated public func compatSafeAreaBar<V: View>(edge: CompatVerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> V) -> some View {
        modifier(CompatSafeAreaBar(inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing))
    }

    /// `safeAreaBar(edge:alignment:spacing:content:)` for leading/trailing
    /// edges on every OS (see the vertical form).
    nonisolated public func compatSafeAreaBar<V: View>(edge: CompatHorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> V) -> some View {
        modifier(CompatSafeAreaBar(inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing))
    }
}

/// Picks the native bar, the native inset or an inset shim.
///
/// `.native` is iOS 26's `safeAreaBar`; `.shim` and `.environmentShim` are
/// `compatSafeAreaInset`'s shims (the bar has no shim of its own: on the
/// systems before iOS 26 the bar is an inset); `.automatic` is the bar from
/// iOS 26 and `compatSafeAreaInset`'s `.automatic` before (native from
/// iOS 15). Which branch runs on which OS is the platform layer's.
struct CompatSafeAreaBar<Inset: View> {
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat?
    @Environment(\.compatBackend) private var backend
}

extension CompatSafeAreaBar: ViewModifier {
    func body(content: Content) -> some View {
        switch backend {
        case .native: nativeWhereAvailable(content)
        case .shim, .environmentShim: inset(content)
        case .automatic: automatic(content)
        }
    }

    /// The iOS 26 modifier.
    #if !COMPAT_MODEL
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, *)
    #endif
    @ViewBuilder func native(_ content: Content) -> some View {
        if placement.isVertical {
            content.safeAreaBar(edge: placement.edge == .top ? VerticalEdge.top : .bottom,
                                alignment: placement.horizontalAlignment, spacing: spacing) { inset }
        } else {
            content.safeAreaBar(edge: placement.edge == .leading ? HorizontalEdge.leading : .trailing,
                                alignment: placement.verticalAlignment, spacing: spacing) { inset }
        }
    }

    /// Before iOS 26 (and under `.shim` and `.environmentShim` on any OS):
    /// the inset backport, which reads the same backend.
    func inset(_ content: Content) -> some View {
        content.modifier(CompatSafeAreaInset(inset: inset, placement: placement, spacing: spacing))
    }
}
