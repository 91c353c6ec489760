import Foundation

/// A colour gradient: stops along a line from 0 to 1. iOS 13 / macOS 10.15. Drawing-only.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour at a location (0...1) of the gradient. iOS 13 / macOS 10.15.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// iOS 13 / macOS 10.15.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    /// iOS 13 / macOS 10.15.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours evenly spaced. iOS 13 / macOS 10.15.
    public init(colors: [Color]) {
        let count = colors.count
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }
}
