import Foundation

/// `containerValue(_:_:)` (iOS 18): sets one container value of a view (see
/// `ContainerValues`). On a view, a pass-through node carrying the value as
/// a trait; on a `Section`, the section's value, read by
/// `ForEach(sections:content:)` and `Group(sections:transform:)`.
nonisolated public struct _ContainerValueModifier<Value>: ViewModifier, PrimitiveModifier, _ContainerValueWriting {
    let keyPath: WritableKeyPath<ContainerValues, Value>
    let value: Value

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.containerValue, kind: "containerValue")
        var written = ContainerValues()
        written[keyPath: modifier.keyPath] = modifier.value
        if C.self is any _SectionWithContainerValues.Type {
            // Handed to the section, under what an outer modifier set.
            var inner = inputs
            var resolution = inputs.environment.sectionResolution ?? SectionResolution(isCollecting: false, pendingValues: nil)
            resolution.pendingValues = written.overridden(by: resolution.pendingValues ?? ContainerValues())
            inner.environment.sectionResolution = resolution
            C._makeNodes(content, inner, &list)
            return
        }
        inputs.makeUnary(Self.self, kind: "containerValue", layout: PassthroughLayout(), content: content, &list, finish: { node in
            // The view's own values were inherited from below: this outer
            // writer wins on its key.
            node.traits[ContainerValuesTrait.self] = node.containerValues.overridden(by: written)
        })
    }
}

/// A modifier that writes container values (what a `Section` under it takes
/// as its own).
protocol _ContainerValueWriting {}

/// A `Section`, or one with container values set on it: the values of the
/// modifiers around it are the section's.
protocol _SectionWithContainerValues {}

extension ModifiedContent: _SectionWithContainerValues where Content: _SectionWithContainerValues, Modifier: _ContainerValueWriting {}

extension View {
    /// Sets the container value at `keyPath` of this view (iOS 18 / macOS 15):
    /// what the view's closest container reads of it (see `ContainerValues`).
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier(keyPath: keyPath, value: value))
    }
}
