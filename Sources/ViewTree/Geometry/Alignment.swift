import Foundation

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
