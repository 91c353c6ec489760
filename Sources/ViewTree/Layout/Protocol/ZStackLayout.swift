import Foundation

/// Overlaid subviews as a `Layout` (SwiftUI's `ZStackLayout`): the same
/// layout as `ZStack`, usable in `AnyLayout` or from a custom layout.
public struct ZStackLayout: Layout {
    /// How the subviews line up in both axes.
    public var alignment: Alignment

    /// An overlaying layout; SwiftUI's default alignment, centre.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size its view would have (the same algorithm).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.sizeThatFits(with: OverlappingLayout(alignment: alignment), proposal)
    }

    /// Places the subviews as its view would.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(with: OverlappingLayout(alignment: alignment), in: bounds, proposal)
    }
}
