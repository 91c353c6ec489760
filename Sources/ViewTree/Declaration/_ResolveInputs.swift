import Foundation

/// The inputs a parent hands to a child view while the graph is resolved: the
/// environment, the structural position and the graph under construction.
/// Opaque outside the runtime.
public struct _ResolveInputs {
    var environment: EnvironmentValues
    /// Hash of the structural path from the parent node: the child's identity.
    var slot: Int
    // Not reference counted: inputs are copied for every child view during
    // resolution, and the graph and the parent node outlive that (the graph
    // runs it; the parent is the node being built). Kept `Unretained` (before,
    // `unowned(unsafe)`), so that making a node passes them on without
    // retaining them (`makeNode`): reading an `unowned(unsafe)` field as an
    // argument retained and released it, twice per node made.
    let unmanagedGraph: Unretained<ViewGraph>
    let unmanagedParent: Unretained<Node>?
    var depth: Int

    var graph: ViewGraph { unmanagedGraph.object }
    /// The node the produced nodes will be children of.
    var parent: Node? { unmanagedParent?.object }

    init(environment: EnvironmentValues, slot: Int, graph: ViewGraph, parent: Node?, depth: Int) {
        self.environment = environment
        self.slot = slot
        self.unmanagedGraph = Unretained(graph)
        self.unmanagedParent = parent.map { Unretained($0) }
        self.depth = depth
    }

    func child(_ index: Int) -> _ResolveInputs {
        var copy = self
        copy.slot = Self.mix(slot, index)
        return copy
    }

    func child(id: AnyHashable) -> _ResolveInputs {
        var copy = self
        copy.slot = Self.mix(slot, id.hashValue)
        return copy
    }

    static func mix(_ a: Int, _ b: Int) -> Int {
        // A cheap, well-spread combination (boost::hash_combine's constant).
        var h = UInt(bitPattern: a)
        h ^= UInt(bitPattern: b) &+ 0x9e37_79b9_7f4a_7c15 &+ (h << 6) &+ (h >> 2)
        return Int(bitPattern: h)
    }
}
