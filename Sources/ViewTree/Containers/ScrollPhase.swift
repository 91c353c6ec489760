import Foundation

/// What a scroll view is doing (iOS 18 / macOS 15). The model does not
/// scroll: a scroll view is always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

extension View {
    /// Calls `action` when a value computed from the enclosing scroll
    /// view's geometry changes (iOS 18 / macOS 15). Not called: the model
    /// does not scroll (`LayoutResult` reports the geometry instead).
    nonisolated public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                                 action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        checkingAvailability(.onScrollGeometryChange, kind: "onScrollGeometryChange")
    }

    /// Calls `action` when the scroll phase changes (iOS 18 / macOS 15).
    /// Not called: the model does not scroll.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        checkingAvailability(.onScrollPhaseChange, kind: "onScrollPhaseChange")
    }
}
