import Foundation

/// Views computed from a collection, each identified by its element's id.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    /// How `ForEach(subviews:content:)` resolves, whose data is known only
    /// where it is resolved (nil for every other `ForEach`).
    var resolvesSubviews: ((_ResolveInputs, inout _NodeList) -> Void)? = nil

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("ForEach has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // `ForEach(0..<n) { ... }`, the common case: iterate the integers
        // directly (the generic iteration below asks the runtime for the
        // range's type metadata at every step).
        if Data.self == Range<Int>.self, ID.self == Int.self, view.id == \Int.self as AnyKeyPath {
            let range = reinterpret(view.data, as: Range<Int>.self)
            list.nodes.reserveCapacity(list.nodes.count + range.count)
            for index in range {
                Content._makeNodes(view.content(reinterpret(index, as: Data.Element.self)), inputs.child(index), &list)
            }
            return
        }
        if let resolvesSubviews = view.resolvesSubviews { return resolvesSubviews(inputs, &list) }
        list.nodes.reserveCapacity(list.nodes.count + view.data.count)
        // Ints (the common Range case) are mixed directly; other ids hash.
        // Decided once per ForEach, not with a dynamic cast per element.
        let intIDs = ID.self == Int.self
        for element in view.data {
            let id = element[keyPath: view.id]
            let childInputs = intIDs ? inputs.child(reinterpret(id, as: Int.self)) : inputs.child(id: AnyHashable(id))
            Content._makeNodes(view.content(element), childInputs, &list)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// Deletes rows (iOS 13 / macOS 10.15). Touch-only.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moves rows (iOS 13 / macOS 10.15). Touch-only.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}
