import Foundation

// The scroll-behaviour API around `containerRelativeFrame` (carousels,
// paging scroll views), as SwiftUI spells it. None of it changes layout: it
// decides where a scroll view comes to rest, which indicators show and when
// it bounces, none of which the model simulates (it lays out the resting
// position the `defaultScrollAnchor` gives). Each is refused before its
// version, as the compiler would.

extension View {
    /// Marks this layout's views as the targets of a view-aligned scroll
    /// (iOS 17). No layout effect.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        checkingAvailability(.scrollTargetLayout, kind: "scrollTargetLayout")
    }

    /// Binds the scroll position to the id of the view at `anchor` (iOS 17).
    /// The binding is not written: the model does not scroll.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        checkingAvailability(.scrollPosition, kind: "scrollPosition")
    }

    /// Lets scroll content draw outside the scroll view's bounds (iOS 17). Drawing only.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        checkingAvailability(.scrollClipDisabled, kind: "scrollClipDisabled")
    }

    /// Calls `action` when the view's visible fraction in its scroll view
    /// crosses `threshold` (iOS 18). Not called: the model does not scroll.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        checkingAvailability(.onScrollVisibilityChange, kind: "onScrollVisibilityChange")
    }
}
