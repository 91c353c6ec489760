import Foundation

/// How a shape is filled (winding rule, antialiasing). iOS 13 / macOS 10.15. Drawing-only.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// iOS 13 / macOS 10.15.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
