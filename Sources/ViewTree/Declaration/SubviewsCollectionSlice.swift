import Foundation

/// A slice of a `SubviewsCollection` (iOS 18), a view too: `subviews.prefix(3)`.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let elements: ArraySlice<Subview>

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
