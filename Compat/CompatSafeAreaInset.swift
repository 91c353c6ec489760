import Foundation
import ViewTree

extension View {
    /// `safeAreaInset(edge:alignment:spacing:content:)` on every OS: native
    /// from iOS 15, a shim before (see `CompatBackend`).
    public func compatSafeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        CompatSafeAreaInset(base: self, inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing)
    }

    /// `safeAreaInset(edge:alignment:spacing:content:)` for leading/trailing
    /// edges on every OS.
    public func compatSafeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View {
        CompatSafeAreaInset(base: self, inset: content(), placement: InsetPlacement(edge: edge, alignment: alignment), spacing: spacing)
    }

    /// Seed 003's helper: a bottom inset with spacing 0 (native from iOS 15,
    /// the environment + overlay shim before).
    public func bottomSafeAreaInset<OverlayContent: View>(_ overlayContent: OverlayContent) -> some View {
        compatSafeAreaInset(edge: .bottom, spacing: 0) { overlayContent }
    }
}

/// Where an inset goes: an edge and the alignment across it.
struct InsetPlacement {
    let edge: Edge
    let verticalEdge: VerticalEdge?
    let horizontalEdge: HorizontalEdge?
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment

    init(edge: VerticalEdge, alignment: HorizontalAlignment) {
        self.edge = edge == .top ? .top : .bottom
        verticalEdge = edge
        horizontalEdge = nil
        horizontalAlignment = alignment
        verticalAlignment = edge == .top ? .top : .bottom
    }

    init(edge: HorizontalEdge, alignment: VerticalAlignment) {
        self.edge = edge == .leading ? .leading : .trailing
        verticalEdge = nil
        horizontalEdge = edge
        horizontalAlignment = edge == .leading ? .leading : .trailing
        verticalAlignment = alignment
    }

    /// The overlay alignment that puts the content against the edge.
    var overlayAlignment: Alignment { Alignment(horizontal: horizontalAlignment, vertical: verticalAlignment) }

    var isVertical: Bool { verticalEdge != nil }

    /// Insets with `length` on this edge only.
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
/// `.automatic` is an app's `if #available(iOS 15, *)`, written with the
/// model's `IfAvailable`: each branch calls only what its OS has, and the
/// `.shim` branch itself asks `#available(iOS 14, *)` for `_safeAreaInsets`.
struct CompatSafeAreaInset<Base: View, Inset: View>: View {
    let base: Base
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat?
    @Environment(\.compatBackend) private var backend

    var body: some View {
        switch backend {
        case .native: native
        case .shim: shim
        case .environmentShim: base.modifier(EnvironmentInsetShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
        case .automatic:
            // if #available(iOS 15, *) { native } else { shim }
            IfAvailable(.safeAreaInset) { native } else: { shim }
        }
    }

    /// The iOS 15 modifier.
    @ViewBuilder var native: some View {
        if let edge = placement.verticalEdge {
            base.safeAreaInset(edge: edge, alignment: placement.horizontalAlignment, spacing: spacing) { inset }
        } else if let edge = placement.horizontalEdge {
            base.safeAreaInset(edge: edge, alignment: placement.verticalAlignment, spacing: spacing) { inset }
        }
    }

    /// The strongest shim the OS has: `_safeAreaInsets` from iOS 14, padding
    /// on iOS 13 (see `PaddingInsetShim` for what that gives up).
    var shim: some View {
        // if #available(iOS 14, *) { ... } else { ... }
        IfAvailable(.underscoredSafeAreaInsets) {
            base.modifier(SafeAreaInsetsShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
        } else: {
            base.modifier(PaddingInsetShim(inset: inset, placement: placement, spacing: spacing ?? nativeDefaultSpacing))
        }
    }
}

/// The native default spacing between a view and its inset content (8 pt
/// between two views). Seed 003's iOS 15 branch forces 0; the shims keep the
/// caller's value and this default, so both backends agree.
let nativeDefaultSpacing: CGFloat = 8
