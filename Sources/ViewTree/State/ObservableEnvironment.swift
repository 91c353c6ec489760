import Foundation

/// Reads an `@Observable` object supplied by `environment(_:)` (iOS 17 /
/// macOS 14) through `@Environment(Model.self)`. Reading one that no
/// ancestor supplied stops the program, as SwiftUI does.
struct ObservableEnvironmentKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    subscript<Object: AnyObject>(observable key: ObservableEnvironmentKey<Object>) -> Object {
        guard let object = self[EnvironmentObjectKey<Object>.self] else {
            preconditionFailure("No Observable object of type \(Object.self) found: an ancestor must call .environment(_:)")
        }
        return object
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the object of this type from the environment (iOS 17 / macOS 14).
    public init(_ objectType: Value.Type) {
        self.init(\EnvironmentValues.[observable: ObservableEnvironmentKey<Value>()])
    }
}

/// Writes an `@Observable` object for the subtree.
nonisolated public struct _ObservableEnvironmentModifier<Object: AnyObject>: ViewModifier, PrimitiveModifier {
    let object: Object?
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[EnvironmentObjectKey<Object>.self] = modifier.object
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Supplies an `@Observable` object to `@Environment(T.self)` below (iOS 17 / macOS 14).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_ObservableEnvironmentModifier(object: object)).checkingAvailability(.environmentObject, kind: "environment")
    }
}
