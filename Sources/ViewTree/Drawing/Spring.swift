import Foundation

/// A damped spring (iOS 17 / macOS 14), the description behind spring
/// animations. Drawing-only for layout (the runtime jumps to an animation's
/// end state, as SwiftUI's layout does), but its parameters convert as
/// SwiftUI's do, so code computing with them gets the same numbers.
///
/// The conversions are those of a damped harmonic oscillator: natural
/// angular frequency ω₀ = 2π / response = √(stiffness / mass), damping ratio
/// ζ = damping / (2·√(stiffness·mass)); `duration` is the response and
/// `bounce` is 1 − ζ for an underdamped spring and 1/ζ − 1 for an
/// overdamped one (Apple's documentation of `Spring`: "a bounce of 0 …
/// no bounce, positive values … increasing amounts of bounciness …
/// negative values … overdamped"; the same relations are in OpenSwiftUI's
/// Spring sources).
///
/// Differences from SwiftUI: no `value(target:...)` / `velocity(...)`
/// evaluation; `settlingDuration` uses the envelope's time to 0.001.
public struct Spring: Hashable, Sendable {
    /// 2π / ω₀, seconds.
    public private(set) var response: Double
    /// ζ: 1 is critically damped, less bounces, more is overdamped.
    public private(set) var dampingRatio: Double
    /// The mass (1 unless given).
    public private(set) var mass: Double

    private init(checkedResponse response: Double, dampingRatio: Double, mass: Double) {
        // Non-finite or non-positive parameters would make every derived
        // value NaN: they fall back to SwiftUI's default spring's.
        self.response = response.isFinite && response > 0 ? response : 0.5
        self.dampingRatio = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        self.mass = mass.isFinite && mass > 0 ? mass : 1
    }

    /// A spring by perceptual duration and bounce (iOS 17 / macOS 14).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio: Double
        if bounce >= 0 { ratio = Swift.max(0, 1 - bounce) } else { ratio = bounce > -1 ? 1 / (1 + bounce) : .infinity }
        self.init(checkedResponse: duration, dampingRatio: ratio, mass: 1)
    }
    /// A spring by response and damping ratio (iOS 17 / macOS 14).
    public init(response: Double, dampingRatio: Double) {
        self.init(checkedResponse: response, dampingRatio: dampingRatio, mass: 1)
    }
    /// A spring by its physical constants (iOS 17 / macOS 14). Without
    /// `allowOverDamping` a damping ratio above 1 is lowered to 1.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let omega = (k / m).squareRoot()
        var ratio = (damping.isFinite ? Swift.max(damping, 0) : 0) / (2 * (k * m).squareRoot())
        if !allowOverDamping { ratio = Swift.min(ratio, 1) }
        self.init(checkedResponse: 2 * .pi / omega, dampingRatio: ratio, mass: m)
    }
    /// A spring that settles in `settlingDuration` (iOS 17 / macOS 14).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope e^(−ζω₀t) reaches epsilon at t = −ln ε / (ζω₀).
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        let eps = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        let t = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 1
        let omega = -log(eps) / (ratio * t)
        self.init(checkedResponse: 2 * .pi / omega, dampingRatio: ratio, mass: 1)
    }

    /// The perceptual duration: the response (iOS 17 / macOS 14).
    public var duration: TimeInterval { response }
    /// 1 − ζ when underdamped, 1/ζ − 1 when overdamped (iOS 17 / macOS 14).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// mass · ω₀² (iOS 17 / macOS 14).
    public var stiffness: Double { mass * pow(2 * .pi / response, 2) }
    /// 2 · ζ · mass · ω₀ (iOS 17 / macOS 14).
    public var damping: Double { 2 * dampingRatio * mass * (2 * .pi / response) }
    /// The time the envelope e^(−ζω₀t) takes to reach 0.001 (iOS 17 / macOS 14).
    public var settlingDuration: TimeInterval {
        let decay = dampingRatio * 2 * .pi / response
        return decay > 0 ? -log(0.001) / decay : .infinity
    }

    /// No bounce (iOS 17 / macOS 14).
    public static var smooth: Spring { Spring() }
    /// A small bounce, 0.15 (iOS 17 / macOS 14).
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// A visible bounce, 0.3 (iOS 17 / macOS 14).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    /// iOS 17 / macOS 14.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// iOS 17 / macOS 14.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// iOS 17 / macOS 14.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// A spring animation from a `Spring` (iOS 17 / macOS 14). Layout jumps to the end state.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation(name: "spring") }
    /// A spring animation by duration and bounce (iOS 17 / macOS 14). Layout
    /// jumps to the end state. Disfavoured so that `.spring()` keeps
    /// resolving to the iOS 13 form, whose defaults describe the same spring.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    /// An interpolating spring (iOS 13 / macOS 10.15). Layout jumps to the end state.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// An interpolating spring from a `Spring` (iOS 17 / macOS 14). Layout jumps to the end state.
    public static func interpolatingSpring(_ spring: Spring = Spring(), initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// An interpolating spring by duration and bounce (iOS 17 / macOS 14).
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// A spring without bounce (iOS 17 / macOS 14).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "smooth") }
    /// A spring with a small bounce (iOS 17 / macOS 14).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "snappy") }
    /// A spring with a visible bounce (iOS 17 / macOS 14).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation(name: "bouncy") }
    /// A cubic timing curve (iOS 13 / macOS 10.15).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    /// An interactive spring with its defaults (iOS 17 / macOS 14).
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
    /// Repeats `repeatCount` times (iOS 13 / macOS 10.15). Layout is unchanged.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}
