import Foundation

/// Writes an environment object for the subtree.
nonisolated public struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier, PrimitiveModifier {
    let object: Object
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[EnvironmentObjectKey<Object>.self] = modifier.object
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties below (iOS 13 / macOS 10.15).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}
