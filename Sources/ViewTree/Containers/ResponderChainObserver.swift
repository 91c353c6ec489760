import Foundation

/// An empty view that calls `action` with the responder chain above it after
/// each layout in which the chain changed (the first layout included; a view
/// resolved again keeps what it last reported): the
/// runtime's equivalent of a `UIViewRepresentable` whose coordinator observes
/// its container's frame and writes the result to a binding (seed 002's
/// `ContainerDetector` with `publisher(for: \.frame)` received on the main
/// run loop). Like that view, it takes the whole proposal. The action runs
/// after the layout pass, so state it writes is laid out on the next pass.
/// Not a SwiftUI API: it stands for UIKit access a shim has on a device.
nonisolated public struct ResponderChainObserver: View, PrimitiveView {
    public var action: (ResponderChain) -> Void
    public init(action: @escaping (ResponderChain) -> Void) {
        self.action = action
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        list.nodes.append(inputs.makeNode(ResponderChainObserver.self, kind: "ResponderChainObserver",
                                          layout: ObserverLayout(action: view.action)))
    }

    /// An observer at the same place in the same environment is kept, with
    /// the new value's action, as SwiftUI keeps a representable's view and
    /// hands it each new value (`updateUIView(_:context:)`): resolving it
    /// again would re-make nothing else (it has no children, no size cache,
    /// and keeps what it last reported either way). So an overlay or
    /// background whose secondary view is an observer keeps its node when
    /// its content does (`_OverlayModifier`).
    public static func _resolvesUnchanged(_ view: Self, to node: _ResolvedNode, _ inputs: _ResolveInputs) -> Bool {
        let node = node.node
        guard node.isMade(by: Self.self, at: inputs) else { return false }
        node.layout = ObserverLayout(action: view.action)
        return true
    }

    struct ObserverLayout: NodeLayout {
        let action: (ResponderChain) -> Void
        var isCheaperThanCaching: Bool { true }

        /// Takes the proposal (0 for a nil dimension).
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            proposal.replacingUnspecifiedDimensions(by: .zero)
        }

        /// Reports the containers it was placed under; the reporter calls
        /// the action only when they changed since the last report.
        func place(in context: PlacementContext, reporter: some ResponderChainReporter) {
            reporter.report(context.containers, to: action)
        }

        func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
            sizeThatFits(proposal)
        }

        func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
            place(in: context, reporter: NodeResponderChainReporter(node: node))
        }
    }
}

/// Where a responder-chain observer reports the containers it was placed
/// under (what the observer's layout records, as a scroll view records its
/// geometry).
protocol ResponderChainReporter {
    /// Calls `action` with the chain of `containers`, after the layout pass,
    /// unless it is the chain last reported.
    func report(_ containers: ContainerChain?, to action: @escaping (ResponderChain) -> Void)
}

/// The runtime's reporter: the chain last reported is kept on the
/// observer's node (`Node.lastReportedChain`; it survives the view being
/// resolved again, as the coordinator's observation outlives SwiftUI
/// updates, so a new action value is not called for an unchanged chain);
/// the action runs once the layout pass is over (`ViewGraph.afterLayout`).
struct NodeResponderChainReporter: ResponderChainReporter {
    @Unretained var node: Node

    func report(_ containers: ContainerChain?, to action: @escaping (ResponderChain) -> Void) {
        if let last = node.lastReportedChain,
           containers.map({ $0.matches(last) }) ?? last.containers.isEmpty { return }
        let chain = ResponderChain(containers)
        node.lastReportedChain = chain
        node.graph.afterLayout(report: chain, to: action)
    }
}
