import Foundation

/// Sets an environment value for the modified view's subtree.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    public let keyPath: WritableKeyPath<EnvironmentValues, Value>
    public let value: Value
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        if inputs.environment.hasOSVersionProblem, let problem = inputs.environment.osVersionProblem {
            inputs.graph.diagnose(.invalidOSVersion, problem, node: inputs.parent)
            inputs.environment.osVersionProblem = nil
        }
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Sets the environment value of the key path for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}
