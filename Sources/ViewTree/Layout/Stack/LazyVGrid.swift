import Foundation

/// A grid of columns that grows vertically (iOS 14 / macOS 11). Laid out
/// eagerly (as the runtime's lazy stacks): tracks from `GridTracks`, each
/// row as tall as its tallest cell, rows `spacing` apart (default 8), cells
/// centred in their cell unless the item gives an alignment.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// iOS 14 / macOS 11.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyVGrid, kind: "LazyVGrid")
        let spacing = validatedLength(view.spacing, "LazyVGrid spacing", fallback: nil, inputs: inputs) ?? 8
        inputs.makeStack(LazyVGrid<EmptyView>.self, kind: "LazyVGrid",
                         layout: GridLayout(axis: .vertical, tracks: GridTracks(items: view.columns), lineSpacing: spacing,
                                            alignment: view.alignment.fraction),
                         content: view.content, &list)
    }
}
