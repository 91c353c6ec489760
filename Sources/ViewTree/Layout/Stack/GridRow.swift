import Foundation

/// A row of a `Grid` (iOS 16): each of its views is a cell, in column order.
/// Outside a grid it is a plain group of views.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("GridRow has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.gridRow, kind: "GridRow")
        // Each view of the row carries the row's mark (its place among its
        // siblings and its parent's identity: two rows side by side differ)
        // and the row's alignment; the modifier is distributed over the
        // row's views, one copy each.
        let parent = inputs.parent.map { ObjectIdentifier($0).hashValue } ?? 0
        let mark = GridRowMark(row: _ResolveInputs.copySlot(inputs.slot, parent), alignment: view.alignment?.fraction)
        _LayoutValueModifier<GridRowKey>._makeModifiedNodes(_LayoutValueModifier(value: mark), content: view.content, inputs.child(0), &list)
    }
}
