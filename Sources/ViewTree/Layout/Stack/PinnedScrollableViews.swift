import Foundation

/// Views pinned in a lazy stack or grid (iOS 14 / macOS 11). Drawing-only in the runtime.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// iOS 14 / macOS 11.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// iOS 14 / macOS 11.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
