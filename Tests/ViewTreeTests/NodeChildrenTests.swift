import Foundation
import Testing
@testable import ViewTree

// A node's children as a small value (`NodeChildren`): none, one node held
// directly, or an array from the second node on. It must read exactly as
// the array it replaced did: the same nodes, in order, from index 0.

@MainActor @Suite struct NodeChildrenTests {
    /// Nodes of a private graph (as `LayoutSubviews.detached` makes them).
    private static func nodes(_ count: Int) -> (ViewGraph, [Node]) {
        let window = Window(size: CGSize(width: 100, height: 100))
        let graph = ViewGraph(window: window)
        let inputs = _ResolveInputs(environment: window.environment, slot: 0, graph: graph, parent: nil, depth: 0)
        let made = (0..<count).map { Node.layoutHost(in: graph, parent: nil, kind: "n\($0)", inputs: inputs.child($0)) }
        return (graph, made)
    }

    @Test func appendingKeepsTheNodesInOrderThroughEachForm() {
        let (graph, made) = Self.nodes(6)
        var children = NodeChildren()
        #expect(children.isEmpty && children.count == 0)
        for (index, node) in made.enumerated() {
            children.append(node)
            // After each append: the first index + 1 nodes, the same objects, in order.
            #expect(children.count == index + 1)
            #expect(!children.isEmpty)
            #expect(children.map(ObjectIdentifier.init) == made.prefix(index + 1).map(ObjectIdentifier.init))
            #expect(children.last === node)
        }
        withExtendedLifetime(graph) {}
    }

    /// `removeNodes(from:)` (what an implicit stack takes out of the list
    /// its views were resolved into) on every form the value can have: made
    /// by appending, from an array, reserved then appended; every start.
    /// The prefix stays, the suffix comes back in order, and a copy taken
    /// before (sharing the array) is not changed.
    @Test func removingTheNodesFromAPositionOnEveryForm() {
        let (graph, made) = Self.nodes(5)
        let ids = made.map(ObjectIdentifier.init)
        for count in 0...5 {
            let forms: [NodeChildren] = [
                { var c = NodeChildren(); for node in made.prefix(count) { c.append(node) }; return c }(),
                NodeChildren(Array(made.prefix(count))),
                { var c = NodeChildren(); c.reserveCapacity(8); for node in made.prefix(count) { c.append(node) }; return c }(),
            ]
            for form in forms {
                for start in 0...count {
                    var children = form
                    let copy = children
                    let removed = children.removeNodes(from: start)
                    #expect(children.map(ObjectIdentifier.init) == Array(ids.prefix(start)), "count \(count), start \(start)")
                    #expect(removed.map(ObjectIdentifier.init) == Array(ids[start..<count]), "count \(count), start \(start)")
                    #expect(copy.map(ObjectIdentifier.init) == Array(ids.prefix(count)))
                    // Appending after a removal continues from the prefix.
                    if start < count {
                        children.append(made[start])
                        #expect(children.map(ObjectIdentifier.init) == Array(ids.prefix(start + 1)))
                    }
                }
            }
        }
        withExtendedLifetime(graph) {}
    }

    @Test func anArrayOfOneOrNoneReadsAsTheArray() {
        let (graph, made) = Self.nodes(3)
        for count in 0...3 {
            let children = NodeChildren(Array(made.prefix(count)))
            #expect(children.count == count)
            #expect(children.array.map(ObjectIdentifier.init) == made.prefix(count).map(ObjectIdentifier.init))
        }
        let one = NodeChildren(made[1])
        #expect(one.count == 1 && one[0] === made[1] && one.first === made[1])
        withExtendedLifetime(graph) {}
    }

    @Test func theUnretainedBufferHoldsTheSameNodesInOrderInEachForm() {
        // What the layout proxies index (`withUnretainedNodes`): none, one
        // node (copied into a local), an array rebound to `Unmanaged<Node>`.
        let (graph, made) = Self.nodes(3)
        for count in 0...3 {
            let children = NodeChildren(Array(made.prefix(count)))
            let read = children.withUnretainedNodes { buffer in
                buffer.map { ObjectIdentifier($0.object) }
            }
            #expect(read == made.prefix(count).map(ObjectIdentifier.init))
        }
        withExtendedLifetime(graph) {}
    }

    @Test func reservingAndAppendingAnotherListKeepTheNodes() {
        let (graph, made) = Self.nodes(5)
        var children = NodeChildren(made[0])
        children.reserveCapacity(4)
        #expect(children.count == 1 && children[0] === made[0])
        #expect(children.capacity >= 4)
        children.append(contentsOf: NodeChildren(Array(made[1...2])))
        children.append(contentsOf: made[3...4])
        #expect(children.map(ObjectIdentifier.init) == made.map(ObjectIdentifier.init))
        // An empty list takes another over whole.
        var empty = NodeChildren()
        empty.append(contentsOf: NodeChildren(made[2]))
        #expect(empty.count == 1 && empty[0] === made[2])
        withExtendedLifetime(graph) {}
    }

    @Test func theNodesFromAPositionOn() {
        let (graph, made) = Self.nodes(4)
        let children = NodeChildren(made)
        for start in 0...4 {
            let suffix = children.nodes(from: start)
            #expect(suffix.map(ObjectIdentifier.init) == made[start...].map(ObjectIdentifier.init))
        }
        withExtendedLifetime(graph) {}
    }
}
