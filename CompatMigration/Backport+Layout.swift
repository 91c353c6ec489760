// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model, as Compat's files are.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif
import Compat

// shaps80/SwiftUIBackports' layout methods (26.0.1), laid out by Compat's
// shims. Where that package differs: its `containerRelativeFrame` measures
// the view and leaves its size alone before iOS 17 (its frame calls are
// commented out); here the view gets the container-relative size, as
// iOS 17's native modifier gives it.
extension Backport where Wrapped: View {
    /// `containerRelativeFrame(_:alignment:)` (iOS 17) on every OS.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        wrapped.compatContainerRelativeFrame(axes, alignment: alignment)
    }

    /// `containerRelativeFrame(_:alignment:_:)` (iOS 17) on every OS.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrapped.compatContainerRelativeFrame(axes, alignment: alignment, length)
    }

    /// `overlay(alignment:content:)` (iOS 15) on every OS: iOS 13's
    /// `overlay(_:alignment:)`, which lays out alike.
    @MainActor
    public func overlay<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content) -> some View {
        wrapped.overlay(content(), alignment: alignment)
    }

    /// `background(alignment:content:)` (iOS 15) on every OS: iOS 13's
    /// `background(_:alignment:)`, which lays out alike.
    @MainActor
    public func background<Content: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Content) -> some View {
        wrapped.background(content(), alignment: alignment)
    }
}
