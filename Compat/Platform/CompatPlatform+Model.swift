// The model's platform layer: what differs from an app (CompatPlatform+SwiftUI.swift).
// Compiled wherever SwiftUI is absent (Linux) or the CompatModel trait is on.
#if !(canImport(SwiftUI) && !COMPAT_MODEL)
import Foundation
import ViewTree

// MARK: - The backend choice: the window's OS (`IfAvailable`, the model's `#available`)

extension CompatSafeAreaInset {
    /// `if #available(iOS 15, *) { native } else { shim }`, on the window's OS.
    func automatic(_ content: Content) -> some View { IfAvailable(.safeAreaInset) { native(content) } else: { shim(content) } }
    /// `if #available(iOS 14, *)`: `_safeAreaInsets`, else padding.
    func shim(_ content: Content) -> some View {
        IfAvailable(.underscoredSafeAreaInsets) { safeAreaInsetsShim(content) } else: { paddingShim(content) }
    }
    /// `.native` lays the native modifier out on any OS; on one that lacks it
    /// the layout reports `.unavailableAPI`, as the compiler would refuse it.
    func nativeWhereAvailable(_ content: Content) -> some View { native(content) }
}

extension CompatContentMargins {
    /// `if #available(iOS 17, *) { native } else { shim }`, on the window's OS.
    func automatic(_ content: Content) -> some View { IfAvailable(.contentMarginsEdges) { native(content) } else: { shim(content) } }
    func shim(_ content: Content) -> some View {
        IfAvailable(.underscoredSafeAreaInsets) { safeAreaInsetsShim(content) } else: { paddingShim(content) }
    }
    func nativeWhereAvailable(_ content: Content) -> some View { native(content) }
}

extension CompatSafeAreaBar {
    /// `if #available(iOS 26, *) { native } else { inset }`, on the window's OS.
    func automatic(_ content: Content) -> some View {
        IfAvailable(.safeAreaBar) { native(content) } else: { inset(content) }
    }
    func nativeWhereAvailable(_ content: Content) -> some View { native(content) }
}

extension CompatContainerRelativeFrame {
    /// `if #available(iOS 17, *) { native } else { detector }`, on the window's OS.
    func automatic(_ content: Content) -> some View {
        IfAvailable(.containerRelativeFrame) { native(content) } else: { detector(content) }
    }
    func nativeWhereAvailable(_ content: Content) -> some View { native(content) }
}

extension CompatSafeAreaPadding {
    /// `if #available(iOS 17, *) { native } else { shim }`, on the window's OS.
    func automatic(_ content: Content) -> some View { IfAvailable(.safeAreaPadding) { native(content) } else: { shim(content) } }
    func shim(_ content: Content) -> some View {
        IfAvailable(.underscoredSafeAreaInsets) { safeAreaInsetsShim(content) } else: { paddingShim(content) }
    }
    func nativeWhereAvailable(_ content: Content) -> some View { native(content) }
}

extension CompatBackend {
    /// The backend used for `safeAreaInset` on `version` (native from iOS 15).
    public func resolvedForSafeAreaInset(on version: OSVersion) -> CompatBackend {
        self == .automatic ? (version.supports(.safeAreaInset) ? .native : .shim) : self
    }

    /// The backend used for `containerRelativeFrame` on `version` (native from iOS 17).
    public func resolvedForContainerRelativeFrame(on version: OSVersion) -> CompatBackend {
        self == .automatic ? (version.supports(.containerRelativeFrame) ? .native : .shim) : self
    }

    /// The backend used for `safeAreaPadding` on `version` (native from iOS 17;
    /// `.environmentShim` runs the `.shim` path).
    public func resolvedForSafeAreaPadding(on version: OSVersion) -> CompatBackend {
        switch self {
        case .automatic: return version.supports(.safeAreaPadding) ? .native : .shim
        case .environmentShim: return .shim
        default: return self
        }
    }

    /// The implementation of `safeAreaInset` this backend runs on `version`.
    public func safeAreaInsetStrategy(on version: OSVersion) -> CompatStrategy {
        switch resolvedForSafeAreaInset(on: version) {
        case .native, .automatic: return .native
        case .environmentShim: return .environment
        case .shim: return version.supports(.underscoredSafeAreaInsets) ? .safeAreaInsets : .padding
        }
    }

    /// The implementation of `containerRelativeFrame` this backend runs on `version`.
    public func containerRelativeFrameStrategy(on version: OSVersion) -> CompatStrategy {
        resolvedForContainerRelativeFrame(on: version) == .native ? .native : .detector
    }

    /// The implementation of `safeAreaPadding` this backend runs on `version`.
    public func safeAreaPaddingStrategy(on version: OSVersion) -> CompatStrategy {
        switch resolvedForSafeAreaPadding(on: version) {
        case .native, .automatic: return .native
        case .shim, .environmentShim: return version.supports(.underscoredSafeAreaInsets) ? .safeAreaInsets : .padding
        }
    }
}

// MARK: - Writing a measured length into `@State`

/// The action `readLength` passes to `onPreferenceChange`: the model's takes
/// any closure.
typealias LengthWriter = (CGFloat) -> Void

/// Writes a measured length through the state's binding.
func lengthWriter(_ binding: Binding<CGFloat>) -> LengthWriter {
    { binding.wrappedValue = $0 }
}

// MARK: - The responder-chain reader: `ResponderChainObserver`

/// Walks the responder chain and reports the nearest container's size: the
/// model's stand-in for the app's `UIViewRepresentable`
/// (CompatPlatform+UIKit.swift), with the same rules.
///
/// Seed 002's `ContainerDetector` is a `UIViewRepresentable` whose
/// coordinator observes the container's frame and writes the computed size
/// to the binding on the main run loop; `ResponderChainObserver` is that
/// view in the runtime (it calls back after the layout pass, when the chain
/// changed).
///
/// A primitive view, as a representable is in SwiftUI (its `Body` is
/// `Never`: no body is evaluated, its view is kept and given each new
/// value): it resolves to the runtime's observer, which is kept with the
/// new value's action when the modifier's body runs again. The new action
/// writes to the same `@State` through its binding: the state outlives the
/// modifier's bodies.
nonisolated struct ContainerDetector: View {
    @Binding var size: CGSize?

    typealias Body = Never
    var body: Never { fatalError("ContainerDetector is a primitive view and has no body") }

    /// The observer that stands for the representable.
    private var observer: ResponderChainObserver {
        let binding = $size
        return ResponderChainObserver { chain in binding.wrappedValue = Self.containerSize(in: chain) }
    }

    static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        ResponderChainObserver._makeNodes(view.observer, inputs, &list)
    }

    static func _resolvesUnchanged(_ view: Self, to node: _ResolvedNode, _ inputs: _ResolveInputs) -> Bool {
        ResponderChainObserver._resolvesUnchanged(view.observer, to: node, inputs)
    }

    /// Seed 002's `findRelevantContainer` + `calculateContainerSize`: the
    /// first tab bar controller, navigation controller or scroll view, else
    /// the window, minus the insets its kind applies.
    static func containerSize(in chain: ResponderChain) -> CGSize? {
        guard let container = chain.first(where: { $0.kind != .window }) ?? chain.containers.last else { return nil }
        let frame = container.frame.size
        let insets = container.safeAreaInsets
        switch container.kind {
        case .window:
            return CGSize(width: frame.width - insets.leading - insets.trailing,
                          height: frame.height - insets.top - insets.bottom)
        case .navigationController:
            // A navigation controller's bar is not in its view's safe-area
            // insets and seed 002 does not subtract it; inside a
            // UISplitViewController (a NavigationSplitView column, UIKit's
            // `navigationController.splitViewController != nil`) the detector
            // subtracts it, as the native modifier does for a column.
            let bar = container.isSplitViewColumn ? container.barHeight : 0
            return CGSize(width: frame.width - insets.leading - insets.trailing,
                          height: frame.height - insets.top - bar - insets.bottom)
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
#endif
