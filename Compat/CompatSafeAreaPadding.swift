// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

extension View {
    /// `safeAreaPadding(_:)` with `EdgeInsets` on every OS: native from
    /// iOS 17; before, the `.shim` inset's safe-area path (`_safeAreaInsets`
    /// from iOS 14, plain padding on iOS 13, which then is not safe area).
    nonisolated public func compatSafeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(CompatSafeAreaPadding(form: .insets(insets)))
    }

    /// `safeAreaPadding(_:_:)` on every OS. A nil length is the system's
    /// default padding natively; the shims use 16 pt, the model's default
    /// (the iPhone's default `padding()`), so on another device or Dynamic
    /// Type setting a nil length can differ before iOS 17.
    nonisolated public func compatSafeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(CompatSafeAreaPadding(form: .edges(edges, length)))
    }

    /// `safeAreaPadding(_:)` with one length for every edge, on every OS.
    nonisolated public func compatSafeAreaPadding(_ length: CGFloat) -> some View {
        modifier(CompatSafeAreaPadding(form: .length(length)))
    }
}

/// The three forms of `safeAreaPadding`.
enum SafeAreaPaddingForm {
    case insets(EdgeInsets)
    case edges(Edge.Set, CGFloat?)
    case length(CGFloat)

    /// The insets the shims apply (see `compatSafeAreaPadding(_:_:)` for a nil length).
    var insets: EdgeInsets {
        switch self {
        case .insets(let insets): return insets
        case .length(let length): return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        case let .edges(edges, length):
            return insetsOn(edges, length ?? defaultSafeAreaPadding)
        }
    }
}

/// `length` on the listed edges, 0 on the others (SwiftUI's `EdgeInsets`
/// has no such initialiser: the shims that take `Edge.Set` share this one).
func insetsOn(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
    insetsOn(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
}

/// `insets` on the listed edges, 0 on the others.
func insetsOn(_ edges: Edge.Set, _ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
               bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
}

/// The default length of `safeAreaPadding(_:_:)` with nil: SwiftUI's default
/// padding, 16 pt on iPhone (the model's `padding()` and `safeAreaPadding` use it).
let defaultSafeAreaPadding: CGFloat = 16

/// Picks the native modifier or a shim from the environment. `.environmentShim`
/// has no environment variant for padding: it runs the `.shim` path.
///
/// A `ViewModifier` not generic over the modified view, so that every type
/// its body builds is concrete (see `CompatContainerRelativeFrame`).
struct CompatSafeAreaPadding {
    let form: SafeAreaPaddingForm
    @Environment(\.compatBackend) private var backend
    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, as SwiftUI's are) makes
    // it; its body is, as every modifier's is.
}

extension CompatSafeAreaPadding: ViewModifier {

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
        switch form {
        case .insets(let insets): content.safeAreaPadding(insets)
        case let .edges(edges, length): content.safeAreaPadding(edges, length)
        case .length(let length): content.safeAreaPadding(length)
        }
    }

    /// iOS 14-16: the padding as a real safe-area level.
    #if !COMPAT_MODEL
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    #endif
    func safeAreaInsetsShim(_ content: Content) -> some View { content._safeAreaInsets(form.insets) }

    /// iOS 13: plain padding (scroll views inside stop at it, `ignoresSafeArea`
    /// does not grow back through it).
    func paddingShim(_ content: Content) -> some View { content.padding(form.insets) }
}
