import Foundation

/// How a view's content changes between states (iOS 16 / macOS 13).
/// Animation only.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    /// No animation.
    public static var identity: ContentTransition { ContentTransition(name: "identity") }
    /// A cross-fade.
    public static var opacity: ContentTransition { ContentTransition(name: "opacity") }
    /// Interpolated where possible.
    public static var interpolate: ContentTransition { ContentTransition(name: "interpolate") }
    /// Digits that roll (iOS 16).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits that roll towards `value` (iOS 17).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A symbol effect (iOS 17).
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

extension View {
    /// Sets how the view's content changes (iOS 16 / macOS 13). Animation only.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
