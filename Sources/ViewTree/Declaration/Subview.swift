import Foundation

/// A subview of another view (iOS 18): what `ForEach(subviews:content:)`
/// and `Group(subviews:transform:)` hand out, one for each view the given
/// view resolves to (each view of a `ViewBuilder` block, each element of a
/// `ForEach`, the members of a `Group`, a custom view).
///
/// As Apple documents it, a subview is a proxy to the resolved view it
/// stands for: the view is resolved in the environment of the container
/// (the `ForEach` or `Group`), not of the place the proxy is put, and
/// modifiers applied to the proxy come after the view's own. The model
/// resolves the given view where the container is and moves each node to
/// where its proxy is placed (`SubviewAdoption`).
///
/// Differences from SwiftUI: a custom view whose body is several views is
/// one subview (SwiftUI gives one per view of its body); a proxy placed twice is placed once, with a
/// `modelLimitation` diagnostic; the state of views inside a subview that a
/// modifier of the proxy wraps starts again when the container is resolved
/// again.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity: the structural identity of the view it stands
    /// for, the same across updates.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public let id: ID
    let adoption: SubviewAdoption

    /// The container values the view declares (`containerValue(_:_:)`).
    public var containerValues: ContainerValues { adoption.node.containerValues }

    init(adoption: SubviewAdoption) {
        self.adoption = adoption
        self.id = ID(value: adoption.node.slot)
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        view.adoption.adopt(into: inputs, &list)
    }
}

/// The node a subview stands for, resolved where its container is and
/// moved, once, to where its proxy is placed.
final class SubviewAdoption {
    let node: Node
    private(set) var isAdopted = false

    init(node: Node) { self.node = node }

    func adopt(into inputs: _ResolveInputs, _ list: inout _NodeList) {
        guard !isAdopted else {
            inputs.graph.diagnose(.modelLimitation,
                                  "a subview is placed twice; the model places it once (the first place) and leaves the second empty",
                                  node: inputs.parent)
            return
        }
        isAdopted = true
        node.parent = inputs.parent
        node.depth = Int32(truncatingIfNeeded: inputs.depth)
        list.nodes.append(node)
    }

    /// The subviews `make` resolves to in the container's place (its
    /// inputs: its parent, environment and position).
    static func resolve(_ make: (_ResolveInputs, inout _NodeList) -> Void, _ inputs: _ResolveInputs) -> [Subview] {
        var base = _NodeList()
        make(inputs, &base)
        return base.nodes.map { Subview(adoption: SubviewAdoption(node: $0)) }
    }

    /// Places `subviews` in order (a collection of them, or a slice, as a view).
    static func place(_ subviews: some Sequence<Subview>, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        for subview in subviews { subview.adoption.adopt(into: inputs.child(subview.id.value), &list) }
    }

    /// Drops the nodes of subviews the container's content did not place.
    static func dropUnplaced(_ subviews: some Sequence<Subview>) {
        for subview in subviews where !subview.adoption.isAdopted { subview.adoption.node.markDetached() }
    }
}
