import Foundation

/// A binding to a collection is a collection of bindings to its elements
/// (SwiftUI, iOS 15), so `ForEach($items) { $item in ... }` edits each
/// element in place.
extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & RandomAccessCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension ForEach {
    /// Views for the elements of a bound collection, each given a binding
    /// to its element and identified by the element's `id` (iOS 15).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \Binding<C.Element>.wrappedValue.id, content: content)
    }

    /// Views for the elements of a bound collection, identified by `id`
    /// (iOS 15).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C> {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
