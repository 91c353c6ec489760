// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/). Everything here is checked
// against SwiftUI's declarations by `SharedSourceCheckTests`.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// Where `compatContentMargins` puts its margins: SwiftUI's
/// `ContentMarginPlacement` (iOS 17) for systems that lack it.
public enum CompatContentMarginPlacement: Int8, CaseIterable, Hashable, Sendable {
    /// A scroll view's content and its indicators (`.automatic`).
    case automatic
    /// A scroll view's content only (`.scrollContent`).
    case scrollContent
    /// A scroll view's indicators only (`.scrollIndicators`): no layout
    /// effect, and none under the shim (which cannot move indicators).
    case scrollIndicators
}

extension View {
    /// `contentMargins(_:_:for:)` on every OS: native from iOS 17; before, the
    /// margins as safe area around the scroll view (`_safeAreaInsets` from
    /// iOS 14, plain padding on iOS 13), which insets its content the same
    /// way but also its own frame. Apply it to the scroll view itself: the
    /// native margins reach every scroll view inside, the shim pads the view
    /// it modifies (Docs/LayoutRules.md, "contentMargins").
    nonisolated public func compatContentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                                 for placement: CompatContentMarginPlacement = .automatic) -> some View {
        modifier(CompatContentMargins(form: .insets(edges, insets), placement: placement))
    }

    /// `contentMargins(_:_:for:)` with one length on `edges`, on every OS; a
    /// nil length is no margin on the shims (a scroll view's default).
    nonisolated public func compatContentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                                 for placement: CompatContentMarginPlacement = .automatic) -> some View {
        modifier(CompatContentMargins(form: .edges(edges, length), placement: placement))
    }

    /// `contentMargins(_:for:)` on every OS.
    nonisolated public func compatContentMargins(_ length: CGFloat, for placement: CompatContentMarginPlacement = .automatic) -> some View {
        modifier(CompatContentMargins(form: .length(length), placement: placement))
    }
}

/// The three forms of `contentMargins`.
enum ContentMarginsForm {
    case insets(Edge.Set, EdgeInsets)
    case edges(Edge.Set, CGFloat?)
    case length(CGFloat)

    /// The margins the shims apply, on the listed edges only.
    var insets: EdgeInsets {
        switch self {
        case let .insets(edges, insets): return insetsOn(edges, insets)
        case .length(let length): return insetsOn(.all, length)
        case let .edges(edges, length): return insetsOn(edges, length ?? 0)
        }
    }
}

/// Picks the native modifier or the shim from the environment.
/// `.environmentShim` has no environment variant: it runs the `.shim` path.
struct CompatContentMargins {
    let form: ContentMarginsForm
    let placement: CompatContentMarginPlacement
    @Environment(\.compatBackend) private var backend
}

extension CompatContentMargins: ViewModifier {
    func body(content: Content) -> some View {
        switch backend {
        case .native: nativeWhereAvailable(content)
        case .shim, .environmentShim: shim(content)
        case .automatic: automatic(content)
        }
    }

    /// The iOS 17 modifier, in the caller's form.
    #if !COMPAT_MODEL
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    #endif
    @ViewBuilder func native(_ content: Content) -> some View {
        let nativePlacement: ContentMarginPlacement = placement == .automatic ? .automatic
            : placement == .scrollContent ? .scrollContent : .scrollIndicators
        switch form {
        case let .insets(edges, insets): content.contentMargins(edges, insets, for: nativePlacement)
        case let .edges(edges, length): content.contentMargins(edges, length, for: nativePlacement)
        case .length(let length): content.contentMargins(length, for: nativePlacement)
        }
    }

    /// The margins the shims apply: none for the indicators alone.
    var shimInsets: EdgeInsets { placement == .scrollIndicators ? EdgeInsets() : form.insets }

    /// iOS 14-16: the margins as a safe-area level around the scroll view.
    #if !COMPAT_MODEL
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    #endif
    func safeAreaInsetsShim(_ content: Content) -> some View { content._safeAreaInsets(shimInsets) }

    /// iOS 13: plain padding (the scroll view is inset, its content is not
    /// scrolled under the margins).
    func paddingShim(_ content: Content) -> some View { content.padding(shimInsets) }
}
