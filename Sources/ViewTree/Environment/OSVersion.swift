import Foundation

/// A simulated iOS version, the runtime's stand-in for the system an app
/// runs on. Set by `Window(osVersion:)` (or `withOSVersion(_:)`); views branch
/// on it with `IfAvailable` (the model's `if #available(iOS 15, *)`), and an
/// API the version predates is reported as an `.unavailableAPI` diagnostic.
///
/// The model simulates iOS 13.0 (SwiftUI's first release) through iOS 18.x
/// and iOS 26.0 through 27.x (`latest`): Apple numbered the release after
/// iOS 18 iOS 26, so iOS 19 to 25 never shipped. Other values are clamped
/// into the modelled systems with a diagnostic. Which rules differ between
/// versions, and which are assumed unchanged for lack of a source, is
/// Docs/LayoutRules.md, "OS versions".
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }
    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "iOS \(major).\(minor)" }
    /// The newest system the runtime models (any iOS 27.x).
    public static let latest = OSVersion(27, 0)
    /// The oldest system the runtime models: iOS 13.0, SwiftUI's first.
    public static let oldest = OSVersion(13, 0)

    /// This version inside the modelled range (`oldest` through any
    /// `latest.major`.x; a negative minor becomes 0), and what was wrong
    /// with it, or nil when it was valid.
    public func clampedToModelledRange() -> (version: OSVersion, problem: String?) {
        // A valid version (every layout's) builds no strings: the range
        // is written only into a problem.
        if major <= Self.latest.major, !(self < Self.oldest), minor >= 0, minor <= 999,
           major <= 18 || major >= 26 { return (self, nil) }
        let range = "iOS \(Self.oldest.major).0 to iOS 18.x and iOS 26.0 to iOS \(Self.latest.major).x"
        if major > 18, major < 26 {
            return (OSVersion(26), "\(self) never shipped (Apple numbered the release after iOS 18 iOS 26); laid out as iOS 26.0")
        }
        if major > Self.latest.major {
            return (Self.latest, "\(self) is newer than the modelled systems (\(range)); laid out as \(Self.latest)")
        }
        if self < Self.oldest {
            return (Self.oldest, "\(self) is not a SwiftUI system (\(range)); laid out as \(Self.oldest)")
        }
        if minor < 0 || minor > 999 {
            let fixed = OSVersion(major, minor < 0 ? 0 : 999)
            return (fixed, "\(self) has a minor version outside 0...999; laid out as \(fixed)")
        }
        return (self, nil)
    }

    /// major << 16 | minor, for a version in the modelled range: ordered as
    /// the versions are.
    var packed: UInt32 { UInt32(truncatingIfNeeded: major) << 16 | UInt32(truncatingIfNeeded: minor) & 0xFFFF }

    init(packed: UInt32) {
        self.init(Int(packed >> 16), Int(packed & 0xFFFF))
    }
}
