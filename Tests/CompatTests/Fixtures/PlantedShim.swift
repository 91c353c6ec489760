// A planted shared source for SharedSourceCheckTests (excluded from the
// CompatTests target; the check compiles it with the real Compat sources).
// Each line marked PLANTED must be refused; the others must pass.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// The iOS 13/14 path with the iOS 15 overlay form, as the shims had it.
struct PlantedOverlayShim<Inset: View>: ViewModifier {
    let inset: Inset
    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) { inset } // PLANTED: overlay(alignment:content:) from iOS 13
    }
}

/// The same call where the code runs from iOS 15 only: allowed.
#if !COMPAT_MODEL
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
#endif
struct NativeOverlay<Inset: View>: ViewModifier {
    let inset: Inset
    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) { inset }
    }
}

/// Model-only API outside the platform layer.
struct PlantedModelOnly: View {
    @Environment(\.simulatedOSVersion) private var os // PLANTED: EnvironmentValues.simulatedOSVersion
    var body: some View { ResponderChainObserver { _ in } } // PLANTED: ResponderChainObserver
}

/// A backend choice in a shared file.
func plantedChoice() -> Bool {
    if #available(iOS 15, *) { return true } // PLANTED: #available
    return false
}

/// A helper only the model's platform layer defines, called from a shared file.
func plantedPlatformCall() -> Any { CompatBackend.shim.resolvedForSafeAreaInset(on:) } // PLANTED: model platform layer only
