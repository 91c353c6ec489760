// The app's responder-chain reader (iOS, iPadOS, tvOS, Mac Catalyst, visionOS).
// Apple platforms only: NOT compiled in this repository's Linux CI; the model's
// stand-in with the same rules is in CompatPlatform+Model.swift.
#if canImport(SwiftUI) && !COMPAT_MODEL && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Seed 002's `ContainerDetector`: a `UIViewRepresentable` in the modified
/// view's background whose view walks UIKit's responder chain to the nearest
/// `UITabBarController`, `UINavigationController` or `UIScrollView` (else
/// the window) and reports that container's size minus its insets, again
/// whenever the container's bounds or insets change.
struct ContainerDetector: UIViewRepresentable {
    @Binding var size: CGSize?

    func makeUIView(context: Context) -> ContainerDetectorView {
        let view = ContainerDetectorView()
        view.isUserInteractionEnabled = false
        view.isHidden = true
        return view
    }

    func updateUIView(_ uiView: ContainerDetectorView, context: Context) {
        let binding = $size
        uiView.report = { size in
            if binding.wrappedValue != size { binding.wrappedValue = size }
        }
        uiView.update()
    }
}

final class ContainerDetectorView: UIView {
    var report: ((CGSize) -> Void)?
    private var observation: NSKeyValueObservation?
    private weak var observed: UIView?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        update()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        update()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        update()
    }

    /// Finds the container, observes its bounds (seed 002 observes `frame`
    /// through KVO), and reports its size after this layout pass: writing
    /// state during SwiftUI's update is not allowed.
    func update() {
        guard let found = containerSize() else { return }
        let (view, size) = found
        if observed !== view {
            observed = view
            observation = view.observe(\.bounds, options: [.new]) { [weak self] _, _ in
                guard let self else { return }
                Task { @MainActor in self.update() }
            }
        }
        Task { @MainActor [weak self] in self?.report?(size) }
    }

    /// Seed 002's `findRelevantContainer` + `calculateContainerSize`, with a
    /// navigation controller inside a `UISplitViewController` (a
    /// `NavigationSplitView` column) losing its bar as the native modifier's
    /// column does.
    func containerSize() -> (UIView, CGSize)? {
        var responder: UIResponder? = self
        while let current = responder {
            if let tabs = current as? UITabBarController {
                let insets = tabs.view.safeAreaInsets
                let bar = tabs.tabBar.isHidden ? insets.bottom : max(tabs.tabBar.frame.height, insets.bottom)
                return (tabs.view, CGSize(width: tabs.view.bounds.width - insets.left - insets.right,
                                          height: tabs.view.bounds.height - insets.top - bar))
            }
            if let navigation = current as? UINavigationController {
                let insets = navigation.view.safeAreaInsets
                let bar = navigation.splitViewController != nil && !navigation.isNavigationBarHidden
                    ? navigation.navigationBar.frame.height : 0
                return (navigation.view, CGSize(width: navigation.view.bounds.width - insets.left - insets.right,
                                                height: navigation.view.bounds.height - insets.top - bar - insets.bottom))
            }
            if let scrollView = current as? UIScrollView {
                let insets = scrollView.adjustedContentInset
                return (scrollView, CGSize(width: scrollView.bounds.width - insets.left - insets.right,
                                           height: scrollView.bounds.height - insets.top - insets.bottom))
            }
            responder = current.next
        }
        guard let window else { return nil }
        let insets = window.safeAreaInsets
        return (window, CGSize(width: window.bounds.width - insets.left - insets.right,
                               height: window.bounds.height - insets.top - insets.bottom))
    }
}
#endif
