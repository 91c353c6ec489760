import Foundation

// A CoreGraphics enum that SwiftUI's API spells and Linux's Foundation lacks.

/// How a stroke's corners are drawn (CoreGraphics). Drawing-only.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp, rounded or cut corners.
    case miter, round, bevel
}
