import Foundation

/// Makes a lazily built object once per node.
final class LazyObject<Object> {
    private let make: () -> Object
    private var made: Object?
    init(_ make: @escaping () -> Object) { self.make = make }
    var object: Object {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An observable object owned by the view (iOS 14 / macOS 11): built once,
/// the first time the view's node reads it, and kept while the node lives.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes the object; each graph's node calls it once (`install`).
    let make: () -> ObjectType
    var state: State<LazyObject<ObjectType>>

    /// iOS 14 / macOS 11.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
        state = State(wrappedValue: LazyObject(thunk))
    }

    public var wrappedValue: ObjectType { state.wrappedValue.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    /// A lazy object of the node's own: two graphs of one view value each
    /// make their object, as SwiftUI makes one per view identity.
    mutating func install(in node: Node, index: Int, label: String) {
        state.install(in: node, index: index, label: label, initial: LazyObject(make))
    }
}

extension StateObject: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}
