import Foundation

/// The effect a `visualEffect` or `scrollTransition` closure starts from
/// (iOS 17 / macOS 14): none.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension View {
    /// Applies effects computed from the view's geometry (iOS 17 / macOS
    /// 14). Drawing only: the closure is not called (effects change no
    /// frame).
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        checkingAvailability(.visualEffect, kind: "visualEffect")
    }
}
