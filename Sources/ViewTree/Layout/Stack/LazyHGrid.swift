import Foundation

/// A grid of rows that grows horizontally (iOS 14 / macOS 11); as `LazyVGrid` across the other axis.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// iOS 14 / macOS 11.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyHGrid, kind: "LazyHGrid")
        let spacing = validatedLength(view.spacing, "LazyHGrid spacing", fallback: nil, inputs: inputs) ?? 8
        inputs.makeStack(LazyHGrid<EmptyView>.self, kind: "LazyHGrid",
                         layout: GridLayout(axis: .horizontal, tracks: GridTracks(items: view.rows), lineSpacing: spacing,
                                            alignment: view.alignment.fraction),
                         content: view.content, &list)
    }
}
