import Foundation

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension Edge {
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    /// The axis the edge is perpendicular to: top/bottom insets are vertical lengths.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    /// Whether the edge is the start (top/leading) of its axis.
    var isStart: Bool { self == .top || self == .leading }
}
