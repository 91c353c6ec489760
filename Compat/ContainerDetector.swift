// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// Seed 002's replica of `containerRelativeFrame` for iOS 13-16.
///
/// A detector in the view's background walks the responder chain to the
/// nearest tab bar controller, navigation controller or scroll view (else
/// the window), computes the size the native modifier would use, and stores
/// it through a binding into `@State`; a `frame` applies the transformed
/// size on the next pass. Until then the view has its natural size.
///
/// `ContainerDetector` is the platform layer's: a `UIViewRepresentable` in
/// an app (Compat/Platform/CompatPlatform+UIKit.swift), the model's
/// `ResponderChainObserver` here (CompatPlatform+Model.swift).
struct ContainerDetectorModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let form: RelativeFrameForm
    @State private var containerSize: CGSize?

    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, the other shims'
    // helpers) makes it; its body is, as every modifier's is.
}

extension ContainerDetectorModifier: ViewModifier {

    func body(content: Content) -> some View {
        let width = axes.contains(.horizontal) ? containerSize.map { max(0, finite(form.length($0.width, .horizontal))) } : nil
        let height = axes.contains(.vertical) ? containerSize.map { max(0, finite(form.length($0.height, .vertical))) } : nil
        return content
            .background(ContainerDetector(size: $containerSize))
            .frame(width: width, height: height, alignment: alignment)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
