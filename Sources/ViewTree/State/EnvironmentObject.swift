import Foundation

struct EnvironmentObjectKey<Object>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// An observable object supplied by an ancestor's `environmentObject(_:)`
/// (iOS 13 / macOS 10.15). Reading one that no ancestor supplied stops the
/// program with a message naming the type, as SwiftUI does: no value of the
/// type exists to return. The runtime reports it as a diagnostic first.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The node's environment, written into the copy of the view that
    /// evaluates its body (as `Environment.values`).
    var values: EnvironmentValues?
    /// iOS 13 / macOS 10.15.
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = values?[EnvironmentObjectKey<ObjectType>.self] else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found: an ancestor must call .environmentObject(_:)")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    mutating func install(in node: Node, index: Int, label: String) {
        // (The node's environment itself, as `Environment.install` takes it:
        // `node.inputs` built the whole inputs around it.)
        values = node.environment
        if values?[EnvironmentObjectKey<ObjectType>.self] == nil {
            node.graph.diagnose(.missingResource, "No environment object of type \(ObjectType.self) (add .environmentObject(_:) above this view)",
                                node: node)
        }
    }
}

extension EnvironmentObject: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}
