import Foundation
import ViewTree

/// Seed 002's replica of `containerRelativeFrame` for iOS 13-16.
///
/// A detector in the view's background walks the responder chain to the
/// nearest tab bar controller, navigation controller or scroll view (else
/// the window), computes the size the native modifier would use, and stores
/// it through a binding into `@State`; a `frame` applies the transformed
/// size on the next pass. Until then the view has its natural size.
struct ContainerDetectorModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let form: RelativeFrameForm
    @State private var containerSize: CGSize?

    func body(content: Content) -> some View {
        let width = axes.contains(.horizontal) ? containerSize.map { max(0, finite(form.length($0.width, .horizontal))) } : nil
        let height = axes.contains(.vertical) ? containerSize.map { max(0, finite(form.length($0.height, .vertical))) } : nil
        return content
            .background(ContainerDetector(size: $containerSize))
            .frame(width: width, height: height, alignment: alignment)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

/// Walks the responder chain and reports the nearest container's size.
///
/// Seed 002's `ContainerDetector` is a `UIViewRepresentable` whose
/// coordinator observes the container's frame and writes the computed size
/// to the binding on the main run loop; `ResponderChainObserver` is that
/// view in the runtime (it calls back after the layout pass, when the chain
/// changed).
///
/// Equatable whatever the bound value: its body never reads the size, it
/// only writes it, so a new detector value bound to the same state need not
/// be evaluated again when the size it wrote comes back (an `Equatable`
/// view is compared with `==`, in SwiftUI as in the runtime; without this
/// every item would evaluate the detector twice). The kept value's binding
/// writes to the same `@State`: the state outlives the modifier's bodies.
struct ContainerDetector: View, Equatable {
    @Binding var size: CGSize?

    static func == (lhs: ContainerDetector, rhs: ContainerDetector) -> Bool { true }

    var body: some View {
        ResponderChainObserver { chain in
            size = Self.containerSize(in: chain)
        }
    }

    /// Seed 002's `findRelevantContainer` + `calculateContainerSize`: the
    /// first tab bar controller, navigation controller or scroll view, else
    /// the window, minus the insets its kind applies.
    static func containerSize(in chain: ResponderChain) -> CGSize? {
        guard let container = chain.first(where: { $0.kind != .window }) ?? chain.containers.last else { return nil }
        let frame = container.frame.size
        let insets = container.safeAreaInsets
        switch container.kind {
        case .window, .navigationController:
            // A navigation controller's bar is not subtracted (seed 002).
            return CGSize(width: frame.width - insets.leading - insets.trailing,
                          height: frame.height - insets.top - insets.bottom)
        case .tabBarController:
            return CGSize(width: frame.width - insets.leading - insets.trailing,
                          height: frame.height - insets.top - container.barHeight - insets.bottom)
        case .scrollView:
            let content = container.contentInsets
            return CGSize(width: frame.width - content.leading - content.trailing,
                          height: frame.height - content.top - content.bottom)
        }
    }
}
