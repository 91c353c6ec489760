import Foundation

/// A view's size and alignment guides, as a layout sees a subview:
/// SwiftUI's `ViewDimensions`.
///
/// Differences from SwiftUI: guides are the built-in ones only, as fractions
/// of the size (leading 0, centre 0.5, trailing 1; baselines at the top and
/// bottom), and no view has an explicit guide (`alignmentGuide` is not
/// modelled), so the `explicit` subscripts return nil.
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }
    let size: CGSize

    init(size: CGSize) { self.size = size }

    /// The position of a horizontal guide, from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { size.width * guide.fraction }
    /// The position of a vertical guide, from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { size.height * guide.fraction }
    /// The explicit value of a horizontal guide: always nil here (see the type).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The explicit value of a vertical guide: always nil here (see the type).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
