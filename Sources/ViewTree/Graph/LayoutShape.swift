import Foundation

/// What a parent made from a node's layout children when it was made:
/// none, one or several (one view, or an implicit stack around several:
/// `resolveSingle`), and the traits the first passes on.
struct LayoutShape: Equatable {
    var count: Int
    var priority: Double
    var spacerEdges: Edge.Set
    var isSpacerItself: Bool
    var passingTraits: Int
}

extension Node {
    /// The shape of this node's layout children (`LayoutShape`).
    var layoutShape: LayoutShape {
        // (Read unretained: asked twice per body re-evaluated under such a
        // node, a detector's for one.)
        layoutChildren.withUnretainedNodes { children in
            guard let first = children.first else {
                return LayoutShape(count: 0, priority: 0, spacerEdges: [], isSpacerItself: false, passingTraits: 0)
            }
            return first.with { first in
                LayoutShape(count: Swift.min(children.count, 2), priority: first.priority, spacerEdges: first.spacerEdges,
                            isSpacerItself: first.isSpacerItself,
                            passingTraits: first.declaredTraits?.passingTraitsFingerprint ?? 0)
            }
        }
    }

    /// The layout node that lays this transparent node's children out (the
    /// first ancestor that is not transparent), when it took something from
    /// their shape when it was made (`NodeFlags.derivesFromChildren`).
    var shapeDependentConsumer: Node? {
        var current = unretainedParent
        while let node = current, node.with({ $0.isTransparent }) {
            current = node.with { $0.unretainedParent }
        }
        guard let consumer = current, consumer.with({ $0.flags.contains(.derivesFromChildren) }) else {
            return nil
        }
        return consumer.object
    }

    /// The nearest ancestor that is a composite view's: evaluating its body
    /// again makes every primitive below it again, down to the composite
    /// views it keeps. (Not a custom modifier's: its body keeps its content
    /// as it is, `ModifierContent.canReuse`.)
    var nearestCompositeViewAncestor: Node? {
        var current = parent
        while let node = current, !(node.hasSource && node.source?.viewSource != nil) { current = node.parent }
        return current
    }
}
