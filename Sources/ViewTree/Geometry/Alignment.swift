import Foundation

/// An alignment on the horizontal axis. The runtime models the built-in
/// guides as fractions of a view's width (leading 0, center 0.5, trailing 1);
/// custom alignment guides are not modelled.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// An alignment on the vertical axis (top 0, center 0.5, bottom 1).
/// Text baselines are approximated by the top (first) and bottom (last).
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a box of `size` aligned inside `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
                y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}

/// An `Alignment` in 8 bytes, for layouts that must stay small. Exact: the
/// fractions are 0, 0.5 and 1.
struct PackedAlignment {
    let horizontal: Float32
    let vertical: Float32
    init(_ alignment: Alignment) {
        horizontal = Float32(alignment.horizontal.fraction)
        vertical = Float32(alignment.vertical.fraction)
    }
    var alignment: Alignment {
        Alignment(horizontal: HorizontalAlignment(fraction: CGFloat(horizontal)), vertical: VerticalAlignment(fraction: CGFloat(vertical)))
    }
}

/// A normalised point in a view: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A proposal for the size of a view: each dimension is nil (unspecified:
/// "your ideal size"), zero (minimum), a length, or infinity (maximum).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces nil dimensions with `size` (10 x 10 by default, SwiftUI's value).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, main: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    public var description: String {
        "(\(width.map { $0.shortDescription } ?? "nil"), \(height.map { $0.shortDescription } ?? "nil"))"
    }
}
