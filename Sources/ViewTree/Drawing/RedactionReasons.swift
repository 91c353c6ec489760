import Foundation

/// Reasons to redact content (iOS 14 / macOS 11). Drawing-only.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// iOS 14 / macOS 11.
    public static let placeholder = RedactionReasons(rawValue: 1)
}
