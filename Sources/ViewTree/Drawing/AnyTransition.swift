import Foundation

/// A transition (iOS 13 / macOS 10.15). Drawing-only.
public struct AnyTransition: Sendable {
    let name: String
    /// iOS 13 / macOS 10.15.
    public static let opacity = AnyTransition(name: "opacity")
    /// iOS 13 / macOS 10.15.
    public static let slide = AnyTransition(name: "slide")
    /// iOS 13 / macOS 10.15.
    public static let scale = AnyTransition(name: "scale")
    /// iOS 13 / macOS 10.15.
    public static let identity = AnyTransition(name: "identity")
    /// iOS 13 / macOS 10.15.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// iOS 13 / macOS 10.15.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// iOS 13 / macOS 10.15.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// iOS 13 / macOS 10.15.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension AnyTransition {
    /// iOS 13 / macOS 10.15.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// iOS 13 / macOS 10.15.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// iOS 13 / macOS 10.15.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// iOS 16 / macOS 13.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
}
