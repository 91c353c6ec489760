// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

// MARK: - Measuring the inset content (seed 003's `readHeight`)

/// The measured length of inset content. `reduce` keeps the first value, as
/// in seed 003 (one measured view per key owner).
struct InsetLengthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

extension View {
    /// Reports this view's length on one axis through a preference read into
    /// the caller's state (seed 003's `readHeight`, for either axis).
    /// `onChange` is a `LengthWriter` from the platform layer: SwiftUI's
    /// `onPreferenceChange` takes a `@Sendable` action (Xcode 16.2), which
    /// may not capture a view's `@State` directly.
    nonisolated func readLength(vertical: Bool, onChange: @escaping LengthWriter) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: InsetLengthPreferenceKey.self,
                                       value: vertical ? proxy.size.height : proxy.size.width)
            }
        )
        .onPreferenceChange(InsetLengthPreferenceKey.self, perform: onChange)
    }
}

// MARK: - The `_safeAreaInsets` strategy (CompatBackend.shim)

/// safeAreaInset for iOS 14 on SwiftUI's underscored public
/// `_safeAreaInsets(_:)` (iOS 14: OpenSwiftUI marks it `OpenSwiftUI_v2_0`):
/// the content is padded by the measured inset length plus spacing *as a
/// safe-area level*, so plain content shrinks, scroll views inside extend
/// under the inset and inset their content, and `ignoresSafeArea` grows
/// back, as with the native modifier. The inset content is an overlay
/// aligned to the edge, with the iOS 13 `overlay(_:alignment:)` (the
/// `content:` form is iOS 15); its length is measured by a preference into
/// `@State` (one extra layout pass).
#if !COMPAT_MODEL
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
#endif
struct SafeAreaInsetsShim<Inset: View> {
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat
    @State private var contentLength: CGFloat = 0

    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, the other shims'
    // helpers) makes it; its body is, as every modifier's is.
}

#if !COMPAT_MODEL
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
#endif
extension SafeAreaInsetsShim: ViewModifier {

    func body(content: Content) -> some View {
        content
            ._safeAreaInsets(placement.insets(contentLength + spacing))
            .overlay(inset.readLength(vertical: placement.isVertical, onChange: lengthWriter($contentLength)),
                     alignment: placement.overlayAlignment)
    }
}

// MARK: - The iOS 13 strategy (CompatBackend.shim where `_safeAreaInsets` is missing)

/// safeAreaInset for iOS 13, which has no `_safeAreaInsets(_:)`: the content
/// is padded by the measured inset length plus spacing with plain
/// `padding(_:)`, and the inset content is an `overlay(_:alignment:)` against
/// the edge, measured by a preference into `@State`. Everything it calls is
/// iOS 13.
///
/// Stronger than seed 003's environment strategy on that system, because
/// the content shrinks as it does natively (its frame, and scroll views'
/// frames, match). What it gives up against `_safeAreaInsets`: the padding is
/// not safe area, so `ignoresSafeArea` inside does not grow back through the
/// inset, a scroll view inside does not extend under it (its visible region
/// stops at the inset), and `GeometryProxy.safeAreaInsets` does not include
/// it. The matrix publishes the scenes where this shows.
struct PaddingInsetShim<Inset: View> {
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat
    @State private var contentLength: CGFloat = 0

    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, the other shims'
    // helpers) makes it; its body is, as every modifier's is.
}

extension PaddingInsetShim: ViewModifier {

    func body(content: Content) -> some View {
        content
            .padding(placement.insets(contentLength + spacing))
            .overlay(inset.readLength(vertical: placement.isVertical, onChange: lengthWriter($contentLength)),
                     alignment: placement.overlayAlignment)
    }
}

// MARK: - The environment strategy (CompatBackend.environmentShim), seed 003

/// The insets the environment shims above a view have added, per edge.
struct CompatSafeAreaInsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The insets added by `compatSafeAreaInset` shims above this view
    /// (environment strategy only; zero under the native and `.shim`
    /// backends, whose insets are real safe area).
    public var compatSafeAreaInsets: EdgeInsets {
        get { self[CompatSafeAreaInsetsKey.self] }
        set { self[CompatSafeAreaInsetsKey.self] = newValue }
    }

    /// Seed 003's `bottomSafeAreaInset`: the bottom part of `compatSafeAreaInsets`.
    public var bottomSafeAreaInset: CGFloat {
        get { compatSafeAreaInsets.bottom }
        set { compatSafeAreaInsets.bottom = newValue }
    }
}

/// Seed 003's `BottomInsetViewModifier`, for any edge: the content is left
/// as it is (its frame does not shrink), the accumulated inset is passed
/// down in the environment, and the inset content is an overlay aligned to
/// the edge and padded by the ancestors' inset so stacked insets do not
/// overlap. Scroll content reads the inset with `ExtraBottomSafeAreaInset`.
struct EnvironmentInsetShim<Inset: View> {
    let inset: Inset
    let placement: InsetPlacement
    let spacing: CGFloat
    @Environment(\.compatSafeAreaInsets) private var ancestorInsets
    @State private var contentLength: CGFloat = 0

    // The conformance is declared apart: the type is not main-actor
    // isolated, so nonisolated code (the modifiers, the other shims'
    // helpers) makes it; its body is, as every modifier's is.
}

extension EnvironmentInsetShim: ViewModifier {

    func body(content: Content) -> some View {
        let ancestor = placement.length(of: ancestorInsets)
        var accumulated = ancestorInsets
        switch placement.edge {
        case .top: accumulated.top += contentLength + spacing
        case .leading: accumulated.leading += contentLength + spacing
        case .bottom: accumulated.bottom += contentLength + spacing
        case .trailing: accumulated.trailing += contentLength + spacing
        }
        return content
            .environment(\.compatSafeAreaInsets, accumulated)
            .overlay(
                inset
                    .readLength(vertical: placement.isVertical, onChange: lengthWriter($contentLength))
                    .padding(placement.insets(ancestor)),
                alignment: placement.overlayAlignment)
    }
}
