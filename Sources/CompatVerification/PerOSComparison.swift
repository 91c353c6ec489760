import Foundation
import ViewTree
import Compat

/// The systems before the newest on which `.automatic` runs a shim or a
/// fallback for at least one compat modifier: iOS 13 to 16, and iOS 18,
/// where `compatSafeAreaBar` is `safeAreaInset` (the bar is iOS 26).
public let olderSystems: [OSVersion] = [OSVersion(13), OSVersion(14), OSVersion(15), OSVersion(16), OSVersion(18)]

/// A scene under `.automatic` on one older system, against the native
/// modifiers as the newest system lays them out: the question an app
/// developer asks ("does my screen on iOS 14 look like it does on iOS 17?").
public struct OSComparison: Sendable {
    public let os: OSVersion
    /// What `.automatic` runs for `safeAreaInset` there (nil: the scene has none).
    public let safeAreaInsetStrategy: CompatStrategy?
    /// What `.automatic` runs for `containerRelativeFrame` there (nil: none).
    public let containerRelativeFrameStrategy: CompatStrategy?
    /// What `.automatic` runs for `safeAreaPadding` there (nil: none).
    public internal(set) var safeAreaPaddingStrategy: CompatStrategy? = nil
    /// Nil when the scene needs a newer system (`CompatScene.minimumOS`).
    public let comparison: BackendComparison?
    /// `.unavailableAPI` diagnostics of the `.automatic` layout: an API the
    /// system lacks, called by the shims or the scene. Must be empty.
    public let availabilityDiagnostics: [Diagnostic]

    /// Whether the scene can be written for this system at all.
    public var isApplicable: Bool { comparison != nil }
    /// Applicable, and every tagged frame within a pixel of the reference.
    public var matches: Bool { comparison?.matches == true }

    /// "_safeAreaInsets", "native + detector"; "none" for a scene without
    /// compat modifiers.
    public var strategyLabel: String {
        let strategies = [safeAreaInsetStrategy, containerRelativeFrameStrategy, safeAreaPaddingStrategy].compactMap { $0 }
        return strategies.isEmpty ? "none" : strategies.map(\.rawValue).joined(separator: " + ")
    }
}

extension CompatVerifier {
    /// `scene` on `os`: `.automatic` laid out in the scene's window on that
    /// system, against `.native` laid out for the same system. The scene's
    /// own code takes that system's branches (`IfAvailable`: NavigationView
    /// before iOS 16) in both layouts; the native compat modifiers, which the
    /// system lacks, are laid out as the newest system lays them out (the
    /// model has one implementation; their `.unavailableAPI` diagnostics in
    /// that reference layout are expected and ignored). So the comparison
    /// isolates what the shim changes.
    @MainActor @preconcurrency
    public static func compare(_ scene: CompatScene, on os: OSVersion) -> OSComparison {
        let window = scene.window.withOSVersion(os)
        guard os >= scene.minimumOS else {
            return OSComparison(os: os, safeAreaInsetStrategy: nil, containerRelativeFrameStrategy: nil,
                                comparison: nil, availabilityDiagnostics: [])
        }
        let native = scene.layout(backend: .native, in: window)
        let automatic = scene.layout(backend: .automatic, in: window)
        let kinds = native.tree.allViews.map(\.kind)
        // A `compatSafeAreaBar` is `compatSafeAreaInset` before iOS 26: its
        // strategy there is the inset's (native from iOS 15).
        let usesInset = kinds.contains { $0.hasPrefix("safeAreaInset") || $0.hasPrefix("safeAreaBar") }
        let usesRelativeFrame = kinds.contains { $0.hasPrefix("containerRelativeFrame") }
        var result = OSComparison(
            os: os,
            safeAreaInsetStrategy: usesInset ? CompatBackend.automatic.safeAreaInsetStrategy(on: os) : nil,
            containerRelativeFrameStrategy: usesRelativeFrame ? CompatBackend.automatic.containerRelativeFrameStrategy(on: os) : nil,
            comparison: compare(native: native, shim: automatic, backend: .automatic),
            availabilityDiagnostics: automatic.diagnostics.filter { $0.kind == .unavailableAPI })
        if kinds.contains(where: { $0.hasPrefix("safeAreaPadding") }) {
            result.safeAreaPaddingStrategy = CompatBackend.automatic.safeAreaPaddingStrategy(on: os)
        }
        return result
    }

    /// `scene` on each of `olderSystems`.
    @MainActor @preconcurrency
    public static func compareOnOlderSystems(_ scene: CompatScene) -> [OSComparison] {
        olderSystems.map { compare(scene, on: $0) }
    }
}
