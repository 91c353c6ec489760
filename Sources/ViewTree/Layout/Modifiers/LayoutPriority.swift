import Foundation

nonisolated public struct _PriorityLayout: ViewModifier, PrimitiveModifier {
    public let priority: Double
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var priority = modifier.priority
        if !priority.isFinite {
            inputs.graph.diagnose(.invalidDimension, "Invalid layoutPriority \(CGFloat(priority).shortDescription); used 0", node: inputs.parent)
            priority = 0
        }
        inputs.makeUnary(Self.self, kind: "layoutPriority(\(priority))", layout: PassthroughLayout(), content: content, &list, finish: {
            $0.priority = priority
        })
    }
}

extension View {
    /// Sets the priority by which a parent stack allocates space (default 0).
    nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }
}
