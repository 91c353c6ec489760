import Foundation

/// A preview device name (iOS 13 / macOS 10.15). Preview-only.
public struct PreviewDevice: ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
