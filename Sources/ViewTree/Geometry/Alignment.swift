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

    /// The origin of a box of `size` aligned inside `rect` by the guides'
    /// default values (fractions of the sizes): what a view without explicit
    /// guides gets (`UnarySubview.place(size:guidedBy:in:proposal:)` reads
    /// explicit ones).
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
                y: rect.minY + (rect.height - size.height) * vertical.fraction)
    }

    /// Whether both guides are edges or centres, whose values are
    /// fractions of the size unless a view sets them (a custom guide's
    /// default may be any function of the size; a text answers baselines).
    @inline(__always)
    var isFractional: Bool { horizontal.key.isFractional && vertical.key.isFractional }

    /// The origin of a view of `dimensions` placed in `rect` so that its
    /// guides (explicit ones first) lie on `rect`'s default guides: how a
    /// frame places its child (OpenSwiftUI FrameLayout.swift `commonPlacement`).
    func origin(of dimensions: ViewDimensions, in rect: CGRect) -> CGPoint {
        // (The area answers no guide of the view's; a custom default that
        // reads itself is reported on the view.)
        let reporter = isFractional ? nil : dimensions.explicitGuides?.reportingOnly
        let area = ViewDimensions(size: rect.size, explicitGuides: reporter)
        return CGPoint(x: rect.minX + area[horizontal] - dimensions[horizontal],
                       y: rect.minY + area[vertical] - dimensions[vertical])
    }
}

extension HorizontalAlignment {
    /// The alignment of a key (as `Alignment` stores it).
    init(packed key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    /// The alignment of a key (as `Alignment` stores it).
    init(packed key: AlignmentKey) { self.key = key }
}
