import Foundation

/// A vertical stack as a `Layout` (SwiftUI's `VStackLayout`): the same
/// layout as `VStack`, usable in `AnyLayout` or from a custom layout.
public struct VStackLayout: Layout {
    /// How the subviews line up across the stack: leading, centre or trailing.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews; nil for the default (8
    /// between two views, 0 next to a `Spacer`).
    public var spacing: CGFloat?

    /// A vertical stack layout; SwiftUI's defaults.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Vertical: a `Spacer` inside grows vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The size its view would have (the same algorithm).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.sizeThatFits(with: stack(subviews), proposal)
    }

    /// Places the subviews as its view would.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.place(with: stack(subviews), in: bounds, proposal)
    }

    private func stack(_ subviews: Subviews) -> StackLayout {
        StackLayout(axis: .vertical, guide: alignment.key,
                    spacing: validatedStackSpacing(spacing, "VStackLayout", subviews), lazy: false)
    }
}
