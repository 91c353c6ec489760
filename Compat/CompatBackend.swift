import Foundation
import ViewTree

/// Which implementation `compatSafeAreaInset` and
/// `compatContainerRelativeFrame` use.
///
/// In an app this is what `if #available(iOS 15, *)` decides; here it can be
/// forced for a subtree with `.environment(\.compatBackend, _)`, so a test
/// lays out the same scene under each backend and compares the frames.
public enum CompatBackend: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The native modifiers (iOS 15 `safeAreaInset`, iOS 17 `containerRelativeFrame`).
    case native
    /// The most faithful fallback: `safeAreaInset` built on SwiftUI's
    /// underscored `_safeAreaInsets(_:)` (a real safe-area level, so plain
    /// content shrinks and `ignoresSafeArea` grows back), and
    /// `containerRelativeFrame` through the responder-chain detector (seed 002).
    case shim
    /// Seed 003's iOS 13/14 approach for `safeAreaInset`: the accumulated
    /// inset in an environment value, the content as an overlay padded by
    /// the ancestors' inset, its size read by a preference into `@State`;
    /// scroll content adds `ExtraBottomSafeAreaInset()`. Plain content does
    /// not shrink. `containerRelativeFrame` uses the same detector as `.shim`.
    case environmentShim
    /// Native where the simulated OS has it (`EnvironmentValues.simulatedOSVersion`,
    /// set by `Window(osVersion:)`), `.shim` before.
    case automatic

    public var description: String { rawValue }

    /// The backend used for `safeAreaInset` on `version` (native from iOS 15).
    public func resolvedForSafeAreaInset(on version: OSVersion) -> CompatBackend {
        self == .automatic ? (version >= OSVersion(15) ? .native : .shim) : self
    }

    /// The backend used for `containerRelativeFrame` on `version` (native from iOS 17).
    public func resolvedForContainerRelativeFrame(on version: OSVersion) -> CompatBackend {
        self == .automatic ? (version >= OSVersion(17) ? .native : .shim) : self
    }
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
