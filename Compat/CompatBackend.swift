// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// Which implementation `compatSafeAreaInset`, `compatContainerRelativeFrame`
/// and `compatSafeAreaPadding` use.
///
/// In an app `.automatic` is what `if #available(iOS 15, *)` decides; a
/// backend can be forced for a subtree with `.environment(\.compatBackend, _)`,
/// so a test lays out the same scene under each backend and compares the frames.
public enum CompatBackend: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The native modifiers (iOS 15 `safeAreaInset`, iOS 17
    /// `containerRelativeFrame` and `safeAreaPadding`). In an app, on a
    /// system that lacks one, `.native` runs what `.automatic` runs (the
    /// compiler allows no other call); the model lays the native modifier out
    /// anyway and reports an `.unavailableAPI` diagnostic, as the compiler
    /// would refuse the call.
    case native
    /// The most faithful fallback the OS has: `safeAreaInset` built on
    /// SwiftUI's underscored `_safeAreaInsets(_:)` from iOS 14 (a real
    /// safe-area level, so plain content shrinks and `ignoresSafeArea` grows
    /// back), plain padding on iOS 13, which lacks it; `safeAreaPadding` on
    /// the same path; `containerRelativeFrame` through the responder-chain
    /// detector (seed 002), which tells a split-view column apart.
    case shim
    /// Seed 003's iOS 13/14 approach for `safeAreaInset`: the accumulated
    /// inset in an environment value, the content as an overlay padded by
    /// the ancestors' inset, its size read by a preference into `@State`;
    /// scroll content adds `ExtraBottomSafeAreaInset()`. Plain content does
    /// not shrink. `containerRelativeFrame` uses the same detector as `.shim`,
    /// and `safeAreaPadding` (which has no environment variant) the `.shim` path.
    case environmentShim
    /// What an app writes: `if #available(iOS 15, *)` native `safeAreaInset`,
    /// else `.shim`; `if #available(iOS 17, *)` native
    /// `containerRelativeFrame` and `safeAreaPadding`, else the shims. In an
    /// app that is `#available` itself; the model's `#available` is
    /// `IfAvailable`, which reads the window's OS (`Window.osVersion`); the
    /// versions come from the availability table (`APIAvailability`).
    case automatic

    public var description: String { rawValue }
}

struct CompatBackendKey: EnvironmentKey {
    static let defaultValue = CompatBackend.automatic
}

extension EnvironmentValues {
    /// The backend compat modifiers in this subtree use (default `.automatic`).
    public var compatBackend: CompatBackend {
        get { self[CompatBackendKey.self] }
        set { self[CompatBackendKey.self] = newValue }
    }
}
