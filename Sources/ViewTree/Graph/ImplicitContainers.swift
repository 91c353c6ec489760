import Foundation

/// The implicit container a one-child modifier wraps several views in
/// (`overlay`'s content in a `ZStack`, a unary layout's in a `VStack`).
enum ImplicitContainer {
    case vertical
    case depth(Alignment)
}

extension _ResolveInputs {
    /// Resolves a view that must be exactly one layout node into `list`:
    /// one layout view is added as it is (no wrapper node); several views
    /// (or none) are wrapped in an implicit stack.
    func resolveSingle<V: View>(_ view: V, wrapping container: ImplicitContainer, into list: inout _NodeList) {
        // Re-resolving after the view was wrapped: the wrapped views go back
        // into the pool, so they keep their nodes (and state) either way.
        if let parent, let wrapper = parent.reusableChild(at: slot), wrapper.typeID == ObjectIdentifier(ImplicitContainer.self) {
            parent.takeReusableChild(at: slot)
            for child in wrapper.children {
                child.parent = parent
                parent.offerReusableChild(child)
            }
            wrapper.children = []
            // Detached once its views are out (they stay attached, offered
            // for reuse): its size cache goes back to the graph's pool.
            wrapper.markDetached()
        }
        // Resolved straight into `list`, and moved out only when wrapped: an
        // array of its own cost an allocation per call (two per overlay or
        // background, made again whenever the modified view is), and a copy
        // into `list` when it already had nodes (the secondary view's).
        let start = list.nodes.count
        V._makeNodes(view, self, &list)
        // The node resolving these children expects one view here: it must
        // be made again if the views here become more or none
        // (`ViewGraph.reevaluateDirtyNodes`).
        unmanagedParent?.with { _ = $0.flags.insert(.derivesFromChildren) }
        var layoutViews = 0
        for index in start..<list.nodes.count {
            let node = list.nodes[index]
            layoutViews += node.isTransparent ? node.layoutChildren.count : 1
        }
        if layoutViews == 1 { return }
        let produced = list.nodes.removeNodes(from: start)
        let layout: any NodeLayout
        switch container {
        case .vertical: layout = StackLayout(axis: .vertical, alignment: 0.5, spacing: nil, lazy: false)
        case .depth(let alignment): layout = OverlappingLayout(alignment: alignment)
        }
        let wrapper = Node(graph: graph, parent: parent, slot: slot, typeID: ObjectIdentifier(ImplicitContainer.self),
                           kind: "implicit stack", layout: layout, transparent: false, inputs: self)
        // (It is there for several views: when they become one, or none,
        // the node above is made again, without it.)
        wrapper.flags.insert(.derivesFromChildren)
        for node in produced { node.parent = wrapper }
        wrapper.children = produced
        wrapper.childrenDidChange()
        list.nodes.append(wrapper)
    }
}

extension Node {
    /// The window's node, the root of a graph: it lays its one child out
    /// in the window (`WindowLayout`).
    static func window(in graph: ViewGraph, _ inputs: _ResolveInputs) -> Node {
        Node(graph: graph, parent: nil, slot: 0, typeID: ObjectIdentifier(Window.self), kind: "Window",
             layout: WindowLayout(safeAreaInsets: graph.window.safeAreaInsets, layoutRect: graph.windowLayoutRect),
             transparent: false, inputs: inputs)
    }

    /// The implicit `VStack` a unary layout lays several children (or
    /// none) out in (`unretainedSoleChild`); it adopts the children without
    /// becoming their parent.
    static func implicitStack(under parent: Node) -> Node {
        Node(graph: parent.graph, parent: parent, slot: 0, typeID: ObjectIdentifier(Node.self), kind: "implicit VStack",
             layout: StackLayout(axis: .vertical, alignment: 0.5, spacing: nil, lazy: false),
             transparent: false, inputs: parent.inputs)
    }

    /// A node standing for a `Layout` container over some of its subviews
    /// (a layout composing another over part of them), or for the
    /// container of detached subviews (`LayoutSubviews.detached`).
    static func layoutHost(in graph: ViewGraph, parent: Node?, kind: String, inputs: _ResolveInputs) -> Node {
        Node(graph: graph, parent: parent, slot: 0, typeID: ObjectIdentifier(LayoutSubviews.self), kind: kind,
             layout: TransparentLayout(), transparent: false, inputs: inputs)
    }

    /// A subview of `LayoutSubviews.detached`: a fixed answer to every
    /// proposal, with the traits a stack reads.
    static func detachedSubview(_ subview: DetachedSubview, index: Int, host: Node, inputs: _ResolveInputs) -> Node {
        let node = Node(graph: host.graph, parent: host, slot: index, typeID: ObjectIdentifier(DetachedSubview.self),
                        kind: "subview \(index)", layout: DetachedSubviewLayout(size: subview.sizeThatFits),
                        transparent: false, inputs: inputs)
        node.priority = subview.priority
        node.isLayoutSpacer = subview.isSpacer
        return node
    }
}
