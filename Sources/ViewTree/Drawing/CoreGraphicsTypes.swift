import Foundation

// CoreGraphics enums that SwiftUI's API spells and Linux's Foundation lacks.

/// How a stroke's open ends are drawn (CoreGraphics). Drawing-only.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point, rounded, or square past it by half the width.
    case butt, round, square
}

/// How a stroke's corners are drawn (CoreGraphics). Drawing-only.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp, rounded or cut corners.
    case miter, round, bevel
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour from a `#colorLiteral(red:green:blue:alpha:)` (SwiftUI's
    /// `Color` accepts colour literals, iOS 13 / macOS 10.15); drawing-only.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
