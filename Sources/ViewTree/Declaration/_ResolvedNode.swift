import Foundation

/// A node of the graph, as the runtime hooks pass it. Opaque outside the
/// runtime.
public struct _ResolvedNode {
    @Unretained var node: Node
}
