import Foundation

/// The subviews of a view (iOS 18), as `Group(subviews:transform:)` hands
/// them to its transform: a collection of `Subview`s that is a view itself,
/// placing every subview in order. See `Subview` for how the model
/// resolves them.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let elements: [Subview]

    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = SubviewsCollectionSlice

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements: elements[bounds]) }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        SubviewAdoption.place(view.elements, inputs, &list)
    }
}
