import Foundation

/// How a scroll transition runs (iOS 17 / macOS 14). Drawing only.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String

    /// Animates between phases.
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
    /// Animates between phases with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
    /// Follows the scroll position.
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "interactive") }
    /// No transition.
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "identity") }

    /// The same configuration with a visibility threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
    /// The same configuration with an animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// When a view counts as visible.
    public struct Threshold: Sendable {
        let amount: Double
        /// Any part visible.
        public static var visible: Threshold { Threshold(amount: 0) }
        /// Fully hidden.
        public static var hidden: Threshold { Threshold(amount: -1) }
        /// Centred in the scroll view.
        public static var centered: Threshold { Threshold(amount: 0.5) }
        /// `amount` of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
        /// Inset by `distance` from the scroll view's edges.
        public static func inset(by distance: Double) -> Threshold { Threshold(amount: distance) }
        /// Part of the way towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
    }
}
