import Foundation

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

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View by view (iOS 17).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View by view, at most `limitBehavior` allows in one scroll (iOS 17).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
