import Foundation

/// Runs `body` and returns its result; SwiftUI animates the changes it makes
/// (iOS 13 / macOS 10.15). The runtime has no animations: the change applies
/// at once, which is also where SwiftUI's layout ends up.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// An animation curve (iOS 13 / macOS 10.15). Drawing-only: layout goes to
/// the end state at once, as SwiftUI's layout does.
public struct Animation: Hashable, Sendable {
    let name: String
    /// iOS 13 / macOS 10.15.
    public static let `default` = Animation(name: "default")
    /// iOS 13 / macOS 10.15.
    public static let easeInOut = Animation(name: "easeInOut")
    /// iOS 13 / macOS 10.15.
    public static let easeIn = Animation(name: "easeIn")
    /// iOS 13 / macOS 10.15.
    public static let easeOut = Animation(name: "easeOut")
    /// iOS 13 / macOS 10.15.
    public static let linear = Animation(name: "linear")
    /// iOS 17 / macOS 14.
    public static let bouncy = Animation(name: "bouncy")
    /// iOS 17 / macOS 14.
    public static let smooth = Animation(name: "smooth")
    /// iOS 17 / macOS 14.
    public static let snappy = Animation(name: "snappy")
    /// iOS 13 / macOS 10.15.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
    /// iOS 13 / macOS 10.15.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
    /// iOS 13 / macOS 10.15.
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
    /// iOS 13 / macOS 10.15.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    /// iOS 13 / macOS 10.15.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    /// iOS 13 / macOS 10.15.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }
    /// iOS 17 / macOS 14.
    public static var spring: Animation { Animation(name: "spring") }
    /// iOS 13 / macOS 10.15.
    public func delay(_ delay: Double) -> Animation { self }
    /// iOS 13 / macOS 10.15.
    public func speed(_ speed: Double) -> Animation { self }
    /// iOS 13 / macOS 10.15.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}
