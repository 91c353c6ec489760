import Foundation

// Other spellings of an OS version, so a test reads the way its author
// thinks of the system: `window.withOSVersion(14)`, `.iOS15`,
// `OSVersion(major: 16, minor: 4)`. All make the same value as
// `OSVersion(_:_:)`; an impossible one is clamped (with a diagnostic) when a
// window lays out under it, whatever its spelling.
extension OSVersion: ExpressibleByIntegerLiteral {
    /// `14` is iOS 14.0.
    public init(integerLiteral major: Int) { self.init(major, 0) }

    /// The same as `OSVersion(major, minor)`; the patch level does not
    /// change any modelled behaviour and is ignored.
    public init(major: Int, minor: Int = 0, patch: Int = 0) { self.init(major, minor) }

    /// iOS 13.0, the oldest modelled system.
    public static let iOS13 = OSVersion(13)
    /// iOS 14.0.
    public static let iOS14 = OSVersion(14)
    /// iOS 15.0.
    public static let iOS15 = OSVersion(15)
    /// iOS 16.0.
    public static let iOS16 = OSVersion(16)
    /// iOS 17.0.
    public static let iOS17 = OSVersion(17)
    /// iOS 18.0.
    public static let iOS18 = OSVersion(18)
    /// iOS 26.0: the release after iOS 18 (Apple skipped 19 to 25 to match
    /// the year).
    public static let iOS26 = OSVersion(26)
    /// iOS 27.0, the newest modelled system (`latest`).
    public static let iOS27 = OSVersion(27)
}
