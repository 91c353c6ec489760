// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

extension View {
    /// `containerRelativeFrame(_:alignment:)` on every OS: native from iOS 17,
    /// the container-detector shim before.
    nonisolated public func compatContainerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(CompatContainerRelativeFrame(axes: axes, alignment: alignment, form: .identity))
    }

    /// `containerRelativeFrame(_:count:span:spacing:alignment:)` on every OS.
    nonisolated public func compatContainerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                             alignment: Alignment = .center) -> some View {
        modifier(CompatContainerRelativeFrame(axes: axes, alignment: alignment, form: .grid(count: count, span: span, spacing: spacing)))
    }

    /// `containerRelativeFrame(_:alignment:_:)` on every OS.
    nonisolated public func compatContainerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                             _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(CompatContainerRelativeFrame(axes: axes, alignment: alignment, form: .closure(length)))
    }
}

/// The three forms of the modifier.
enum RelativeFrameForm {
    case identity
    case grid(count: Int, span: Int, spacing: CGFloat)
    case closure((CGFloat, Axis) -> CGFloat)

    /// The length for a container length, as the native modifier computes it.
    func length(_ container: CGFloat, _ axis: Axis) -> CGFloat {
        switch self {
        case .identity: return container
        case let .grid(count, span, spacing):
            // Apple's formula (documentation of containerRelativeFrame(_:count:span:spacing:alignment:)),
            // with the arguments clamped as the native model clamps them
            // (count and span at least 1, span at most count, finite spacing).
            let count = max(1, count), span = min(max(1, span), count)
            let spacing = spacing.isFinite ? spacing : 0
            let available = container - spacing * CGFloat(count - 1)
            let column = available / CGFloat(count)
            return column * CGFloat(span) + CGFloat(span - 1) * spacing
        case .closure(let length): return length(container, axis)
        }
    }
}

/// Picks the native modifier or the detector from the environment.
///
/// A `ViewModifier` that is not generic over the modified view: its body
/// builds its branches around `content`, SwiftUI's placeholder for the
/// modified view, so every type it builds (`ModifiedContent<Content, …>`,
/// the `_ConditionalContent`s of the `switch`es) is concrete. A view generic
/// over the modified view built the same wrappers generic over it, and
/// unspecialised code (a body the runtime evaluates through its protocol
/// witness, in SwiftUI as in the model) asks the runtime for a generic
/// type's metadata at each construction: about a fifth of a 12-row list's
/// layout (BENCHMARKS.md, "Sixth round"). In SwiftUI the result is
/// `ModifiedContent<Self, CompatContainerRelativeFrame>`, as for any
/// custom modifier.
struct CompatContainerRelativeFrame {
    let axes: Axis.Set
    let alignment: Alignment
    let form: RelativeFrameForm
    @Environment(\.compatBackend) private var backend
    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, as SwiftUI's are) makes
    // it; its body is, as every modifier's is.
}

extension CompatContainerRelativeFrame: ViewModifier {

    func body(content: Content) -> some View {
        switch backend {
        case .native: nativeWhereAvailable(content)
        case .shim, .environmentShim: detector(content)
        // if #available(iOS 17, *) { native } else { detector }, in the platform layer.
        case .automatic: automatic(content)
        }
    }

    /// The iOS 17 modifier.
    #if !COMPAT_MODEL
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    #endif
    @ViewBuilder func native(_ content: Content) -> some View {
        switch form {
        case .identity: content.containerRelativeFrame(axes, alignment: alignment)
        case let .grid(count, span, spacing): content.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment)
        case .closure(let length): content.containerRelativeFrame(axes, alignment: alignment, length)
        }
    }

    /// Seed 002's detector: iOS 13 API only (`background(_:alignment:)`, `frame`).
    func detector(_ content: Content) -> some View {
        content.modifier(ContainerDetectorModifier(axes: axes, alignment: alignment, form: form))
    }
}
