import Foundation

// A CoreGraphics enum that SwiftUI's API spells and Linux's Foundation lacks.

/// How a stroke's open ends are drawn (CoreGraphics). Drawing-only.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point, rounded, or square past it by half the width.
    case butt, round, square
}
