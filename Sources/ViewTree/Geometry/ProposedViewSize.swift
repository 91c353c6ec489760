import Foundation

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
