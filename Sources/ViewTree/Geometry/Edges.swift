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

/// The top or bottom edge (the edges `safeAreaInset(edge:)` takes on the vertical axis).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

extension Edge {
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    /// The axis the edge is perpendicular to: top/bottom insets are vertical lengths.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    /// Whether the edge is the start (top/leading) of its axis.
    var isStart: Bool { self == .top || self == .leading }
}

/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets on each edge. As in SwiftUI, every edge is named: there are no
    /// defaults (`EdgeInsets(top: 8)` does not compile against SwiftUI, so it
    /// must not here: code the model accepts must build in an app).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets (SwiftUI's `EdgeInsets()`).
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The same length on every edge in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    public var description: String {
        "(top: \(top.shortDescription), leading: \(leading.shortDescription), bottom: \(bottom.shortDescription), trailing: \(trailing.shortDescription))"
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// How a view fills the space an aspect ratio gives it.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The device's insets, bars, `safeAreaInset` and `safeAreaPadding`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension CGFloat {
    /// A compact rendering for dumps and messages: "390", "46.667".
    var shortDescription: String {
        if self.isNaN { return "nan" }
        if self.isInfinite { return self > 0 ? "inf" : "-inf" }
        // Int cannot hold every finite CGFloat: huge values in %g form.
        if Swift.abs(self) >= 1e15 { return String(format: "%g", Double(self)) }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.3f", Double(rounded)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}

extension CGRect {
    subscript(edge: Edge) -> CGFloat {
        switch edge {
        case .top: return minY
        case .leading: return minX
        case .bottom: return maxY
        case .trailing: return maxX
        }
    }

    /// Moves one edge to a coordinate, keeping the opposite edge.
    func settingEdge(_ edge: Edge, to value: CGFloat) -> CGRect {
        var (x0, y0, x1, y1) = (minX, minY, maxX, maxY)
        switch edge {
        case .top: y0 = value
        case .leading: x0 = value
        case .bottom: y1 = value
        case .trailing: x1 = value
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    var shortDescription: String {
        "(\(origin.x.shortDescription), \(origin.y.shortDescription), \(size.width.shortDescription), \(size.height.shortDescription))"
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
