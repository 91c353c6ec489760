import Foundation

// The built-in stacks as `Layout`s (this file, `VStackLayout.swift`,
// `ZStackLayout.swift`). Each runs the internal algorithm of its view
// (`StackLayout` for HStack/VStack, `OverlappingLayout` for ZStack) directly
// on the `LayoutSubviews` proxies (a `SubviewsLayout` collection), so
// `HStackLayout { ... }` lays out exactly like `HStack { ... }`.
// (HStackLayout and VStackLayout mirror each other as SwiftUI's types do: a
// shared internal protocol cannot supply the witnesses of a public one; the
// spacing check they share is here.)

/// A horizontal stack as a `Layout` (SwiftUI's `HStackLayout`): the same
/// layout as `HStack`, usable in `AnyLayout` or from a custom layout.
public struct HStackLayout: Layout {
    /// How the subviews line up across the stack: top, centre or bottom.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews; nil for the default (8
    /// between two views, 0 next to a `Spacer`).
    public var spacing: CGFloat?

    /// A horizontal stack layout; SwiftUI's defaults.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Horizontal: a `Spacer` inside grows horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
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
        StackLayout(axis: .horizontal, guide: alignment.key,
                    spacing: validatedStackSpacing(spacing, "HStackLayout", subviews), lazy: false)
    }
}

/// A stack layout's spacing: NaN or infinite is replaced by the default,
/// with a diagnostic (as `HStack`'s spacing is checked); negative is allowed
/// (views overlap), as for `HStack`.
func validatedStackSpacing(_ spacing: CGFloat?, _ name: String, _ subviews: LayoutSubviews) -> CGFloat? {
    guard let spacing, !spacing.isFinite else { return spacing }
    subviews.source.diagnose(.invalidDimension, "Invalid \(name) spacing \(spacing.shortDescription) (negative or non-finite); used nil")
    return nil
}
