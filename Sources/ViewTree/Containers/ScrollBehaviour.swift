import Foundation

// The scroll-behaviour API around `containerRelativeFrame` (carousels,
// paging scroll views), as SwiftUI spells it. None of it changes layout: it
// decides where a scroll view comes to rest, which indicators show and when
// it bounces, none of which the model simulates (it lays out the resting
// position the `defaultScrollAnchor` gives). Each is refused before its
// version, as the compiler would.

/// How a scroll view settles after a scroll (iOS 17). No layout effect.
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries: the scroll view's own size (iOS 17).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a `scrollTargetLayout()` (iOS 17).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass (iOS 17).
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// The platform's default.
        public static let automatic = LimitBehavior(name: "automatic")
        /// At most one view a scroll.
        public static let always = LimitBehavior(name: "always")
        /// One view a scroll in compact sizes (iOS 18 behaviour on iOS 17 as well).
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page (iOS 17).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View by view (iOS 17).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View by view, at most `limitBehavior` allows in one scroll (iOS 17).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// When scroll indicators show (iOS 16). No layout effect.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// When a scroll view bounces at its edges (iOS 16.4). No layout effect.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Marks this layout's views as the targets of a view-aligned scroll
    /// (iOS 17). No layout effect.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        checkingAvailability(.scrollTargetLayout, kind: "scrollTargetLayout")
    }

    /// How scroll views in this view settle (iOS 17). No layout effect: the
    /// model lays out the resting position `defaultScrollAnchor` gives.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        checkingAvailability(.scrollTargetBehavior, kind: "scrollTargetBehavior")
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

    /// Which scroll indicators show on `axes` (iOS 16). No layout effect
    /// (indicators overlay the content).
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        checkingAvailability(.scrollIndicators, kind: "scrollIndicators")
    }

    /// When scroll views bounce on `axes` (iOS 16.4). No layout effect.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        checkingAvailability(.scrollBounceBehavior, kind: "scrollBounceBehavior")
    }

    /// Calls `action` when the view's visible fraction in its scroll view
    /// crosses `threshold` (iOS 18). Not called: the model does not scroll.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        checkingAvailability(.onScrollVisibilityChange, kind: "onScrollVisibilityChange")
    }
}
