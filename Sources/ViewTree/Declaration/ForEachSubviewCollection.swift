import Foundation

/// The data of `ForEach(subviews:content:)` (iOS 18): the subviews of a
/// view, known only where the `ForEach` is resolved (they are the view
/// resolved in its place), so empty as a collection before.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    private let elements: [Subview] = []

    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
}

extension ForEach {
    /// Views made from the subviews of `view` (iOS 18 / macOS 15), each
    /// identified by its subview's identity: the view resolved in the
    /// `ForEach`'s place, then each subview's content. See `Subview` for
    /// how the model resolves them.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(), id: \.id, content: content)
        resolvesSubviews = { inputs, list in
            inputs.checkAvailability(.forEachSubviews, kind: "ForEach")
            let subviews = SubviewAdoption.resolve({ V._makeNodes(view, $0, &$1) }, inputs.child(-1))
            for subview in subviews { Content._makeNodes(content(subview), inputs.child(subview.id.value), &list) }
            SubviewAdoption.dropUnplaced(subviews)
        }
    }
}
