// The app's platform layer: what differs from the model (CompatPlatform+Model.swift).
// Apple platforms only: NOT compiled in this repository's Linux CI (see the
// README, "Files not compiled in CI"). SwiftUI API as documented on
// developer.apple.com; availability as in `APIAvailability`.
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI

// MARK: - The backend choice: `#available`
//
// `AnyView`, not `if #available` inside a `@ViewBuilder`: the view builder's
// `buildLimitedAvailability` is itself iOS 14, and the deployment target is
// iOS 13. The OS never changes while the app runs, so the erased branch
// keeps its identity.

extension CompatSafeAreaInset {
    func automatic(_ content: Content) -> AnyView {
        if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) { return AnyView(native(content)) }
        return shim(content)
    }
    func shim(_ content: Content) -> AnyView {
        if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) { return AnyView(safeAreaInsetsShim(content)) }
        return AnyView(paddingShim(content))
    }
    /// `.native` where the OS lacks the modifier: no other call compiles, so
    /// it runs what `.automatic` runs.
    func nativeWhereAvailable(_ content: Content) -> AnyView { automatic(content) }
}

extension CompatContentMargins {
    func automatic(_ content: Content) -> AnyView {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return AnyView(native(content)) }
        return shim(content)
    }
    func shim(_ content: Content) -> AnyView {
        if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) { return AnyView(safeAreaInsetsShim(content)) }
        return AnyView(paddingShim(content))
    }
    func nativeWhereAvailable(_ content: Content) -> AnyView { automatic(content) }
}

extension CompatSafeAreaBar {
    func automatic(_ content: Content) -> AnyView {
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, *) { return AnyView(native(content)) }
        return AnyView(inset(content))
    }
    /// `.native` where the OS lacks the bar: no other call compiles, so it
    /// runs what `.automatic` runs.
    func nativeWhereAvailable(_ content: Content) -> AnyView {
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, *) { return AnyView(native(content)) }
        return AnyView(inset(content))
    }
}

extension CompatContainerRelativeFrame {
    func automatic(_ content: Content) -> AnyView {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return AnyView(native(content)) }
        return AnyView(detector(content))
    }
    func nativeWhereAvailable(_ content: Content) -> AnyView { automatic(content) }
}

extension CompatSafeAreaPadding {
    func automatic(_ content: Content) -> AnyView {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return AnyView(native(content)) }
        return shim(content)
    }
    func shim(_ content: Content) -> AnyView {
        if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) { return AnyView(safeAreaInsetsShim(content)) }
        return AnyView(paddingShim(content))
    }
    func nativeWhereAvailable(_ content: Content) -> AnyView { automatic(content) }
}

// MARK: - Writing a measured length into `@State`

/// `onPreferenceChange`'s action is `@Sendable` from Xcode 16.2, and a
/// `@Sendable` closure may not capture a view's `@State`; it captures the
/// state's `Binding` instead, whose setter is not actor-isolated. SwiftUI
/// calls the action on the main thread. Not `MainActor.assumeIsolated`: Apple
/// DTS reports it traps when back-deployed to older systems, which are the
/// ones that run these shims.
typealias LengthWriter = @Sendable (CGFloat) -> Void

/// Writes a measured length through the state's binding.
func lengthWriter(_ binding: Binding<CGFloat>) -> LengthWriter {
    nonisolated(unsafe) let binding = binding
    return { length in binding.wrappedValue = length }
}

// MARK: - `layoutTag(_:)` in an app

extension View {
    /// The model's `layoutTag(_:)` in an app: the view's accessibility
    /// identifier, so a UI test on a device finds by the same name the view
    /// a model test names (`app.otherElements["bar"]`). Unlike the model's,
    /// it does not record a frame.
    public func layoutTag(_ tag: String) -> AnyView {
        if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) { return AnyView(accessibilityIdentifier(tag)) }
        return AnyView(accessibility(identifier: tag))
    }
}

// MARK: - The responder-chain reader where UIKit is absent

#if !canImport(UIKit) || os(watchOS)
/// watchOS and macOS have no UIKit responder chain to walk: the detector
/// reports nothing, so before watchOS 10 (native) `compatContainerRelativeFrame`
/// leaves the view at its own size (macOS deploys from 14, where the native
/// modifier always runs). The DocC article "Use it in an app" lists this among the platforms' limits.
struct ContainerDetector: View {
    @Binding var size: CGSize?
    var body: some View { Color.clear }
}
#endif
#endif
