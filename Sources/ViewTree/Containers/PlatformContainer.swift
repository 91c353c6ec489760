import Foundation

/// A container as UIKit shows it to code that walks the responder chain
/// from a hosted view (seed 002's `findRelevantContainer`): its kind, its
/// view's frame and safe-area insets, its bar, and a scroll view's adjusted
/// content insets. The runtime records one for each container it places.
///
/// UIKit frames differ from SwiftUI layout frames: a container touching the
/// safe area extends its view into it (a scroll view scrolls under the bars;
/// a navigation controller's view fills the screen) and reports the band as
/// `safeAreaInsets` / `contentInsets` instead.
public struct PlatformContainer: Hashable, Sendable {
    /// UIKit's classes for the containers SwiftUI hosts.
    public enum Kind: String, Hashable, Sendable {
        /// `UIWindow`.
        case window
        /// `UINavigationController`: a `NavigationStack`, and also each
        /// column of a `NavigationSplitView` (UIKit wraps every column in one).
        case navigationController
        /// `UITabBarController`: a `TabView`.
        case tabBarController
        /// `UIScrollView`: a `ScrollView` or a `List` (a collection view).
        case scrollView
    }

    public let kind: Kind
    /// The container's view frame in window coordinates.
    public let frame: CGRect
    /// The view's safe-area insets (device insets it extends into; for a
    /// controller, not including its own bar).
    public let safeAreaInsets: EdgeInsets
    /// The height of the controller's navigation bar or tab bar (0: none).
    public let barHeight: CGFloat
    /// A scroll view's adjusted content insets (safe area + safeAreaPadding).
    public let contentInsets: EdgeInsets
    /// A scroll view's scrollable axes.
    public let scrollAxes: Axis.Set
    /// A navigation controller that is a column of a `UISplitViewController`
    /// (a `NavigationSplitView` column): UIKit's
    /// `navigationController.splitViewController != nil`.
    public let isSplitViewColumn: Bool

    public init(kind: Kind, frame: CGRect, safeAreaInsets: EdgeInsets, barHeight: CGFloat, contentInsets: EdgeInsets, scrollAxes: Axis.Set,
                isSplitViewColumn: Bool = false) {
        self.isSplitViewColumn = isSplitViewColumn
        self.kind = kind
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.barHeight = barHeight
        self.contentInsets = contentInsets
        self.scrollAxes = scrollAxes
    }

    /// The record for a UIKit-hosted container (navigation or tab bar
    /// controller) laid out at `frame`: its view grows into the safe area it
    /// touches, and its safe-area insets are how far the hosted safe rect
    /// (`PlacementContext.hostedBase`: the window's, less the bars of the
    /// controllers above) lies inside that view, as UIKit's
    /// `safeAreaInsets` are, whatever SwiftUI ignored around it.
    static func hosted(_ kind: Kind, layoutFrame frame: CGRect, context: PlacementContext, pixelLength: CGFloat,
                       barHeight: CGFloat, isSplitViewColumn: Bool = false) -> PlatformContainer {
        let base = context.hostedBase
        let view = base.grow(frame, edges: .all, regions: .container, pixelLength: pixelLength).rect.union(frame)
        let safe = base.levels.last?.inner ?? view
        let insets = EdgeInsets(top: Swift.min(view.height, Swift.max(0, safe.minY - view.minY)),
                                leading: Swift.min(view.width, Swift.max(0, safe.minX - view.minX)),
                                bottom: Swift.min(view.height, Swift.max(0, view.maxY - safe.maxY)),
                                trailing: Swift.min(view.width, Swift.max(0, view.maxX - safe.maxX)))
        return PlatformContainer(kind: kind, frame: view, safeAreaInsets: insets, barHeight: barHeight, contentInsets: insets,
                                 scrollAxes: [], isSplitViewColumn: isSplitViewColumn)
    }

    /// The record for a container laid out at `frame`: the UIKit view grows
    /// into the container safe area it touches.
    static func make(_ kind: Kind, layoutFrame frame: CGRect, context: PlacementContext, pixelLength: CGFloat,
                     barHeight: CGFloat = 0, extraInsets: EdgeInsets = EdgeInsets(), scrollAxes: Axis.Set = [],
                     isSplitViewColumn: Bool = false) -> PlatformContainer {
        let grown = context.safeArea.grow(frame, edges: .all, regions: .container, pixelLength: pixelLength).rect
        let insets = EdgeInsets(top: frame.minY - grown.minY, leading: frame.minX - grown.minX,
                                bottom: grown.maxY - frame.maxY, trailing: grown.maxX - frame.maxX)
        return PlatformContainer(kind: kind, frame: grown, safeAreaInsets: insets, barHeight: barHeight,
                                 contentInsets: EdgeInsets(top: insets.top + extraInsets.top, leading: insets.leading + extraInsets.leading,
                                                           bottom: insets.bottom + extraInsets.bottom, trailing: insets.trailing + extraInsets.trailing),
                                 scrollAxes: scrollAxes, isSplitViewColumn: isSplitViewColumn)
    }
}

/// The containers above a view, nearest first, ending with the window: what
/// walking UIKit's responder chain from the view finds.
public struct ResponderChain: Sequence, Hashable, Sendable {
    public let containers: [PlatformContainer]
    public func makeIterator() -> IndexingIterator<[PlatformContainer]> { containers.makeIterator() }
    /// The nearest container (the window if there is no other).
    public var nearest: PlatformContainer? { containers.first }
}

/// A view whose content is built from the responder chain above it, once it
/// is placed: the runtime's equivalent of a `UIViewRepresentable` that walks
/// `next` from its `UIView` (seed 002's `ContainerDetector`). Like that view
/// it takes the whole proposal. Not a SwiftUI API: it stands for UIKit access
/// that a shim has on a real device.
nonisolated public struct ResponderChainReader<Content: View>: View, PrimitiveView {
    public var content: (ResponderChain) -> Content
    public init(@ViewBuilder content: @escaping (ResponderChain) -> Content) {
        self.content = content
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let layout = PlacementReaderLayout(input: { _, place in ResponderChain(place.placement.containers) }, build: { content, chain in
            let built = view.content(chain)
            content.setContent { inputs, list in Content._makeNodes(built, inputs, &list) }
        })
        list.nodes.append(inputs.makeNode(ResponderChainReader<EmptyView>.self, kind: "ResponderChainReader", layout: layout))
    }
}

/// The containers placed above a view, nearest first: passed down through
/// `PlacementContext.containers` by each container as it places its content.
final class ContainerChain {
    let record: PlatformContainer
    let next: ContainerChain?
    /// The chain from this link on as a `ResponderChain`, made at the first
    /// report under it: every observer placed under the same container
    /// placement (a gallery's 1,000 detectors under one scroll view) shares
    /// one array rather than allocating and filling its own (BENCHMARKS.md,
    /// "Fourteenth round (gallery)"). A link is never changed after it is
    /// made, so neither is the chain.
    private var responderChain: ResponderChain?
    init(_ record: PlatformContainer, next: ContainerChain?) {
        self.record = record
        self.next = next
    }

    var chain: ResponderChain {
        if let responderChain { return responderChain }
        let made = ResponderChain(building: self)
        responderChain = made
        return made
    }

    /// Whether `chain` holds the containers from this link on. Compared
    /// record by record once per link: a chain found equal becomes the
    /// link's own, so the next observer that last reported the same chain
    /// (the gallery's items, which share the previous pass's array) is
    /// answered by comparing the arrays' storage (two immutable arrays
    /// alive at once at the same address are the same array).
    func matches(_ chain: ResponderChain) -> Bool {
        if let responderChain, responderChain.sharesStorage(with: chain) { return true }
        guard chain.isChain(self) else { return false }
        if responderChain == nil { responderChain = chain }
        return true
    }
}

extension ResponderChain {
    /// The containers of `chain`, nearest first (the link's shared chain).
    init(_ chain: ContainerChain?) {
        if let chain { self = chain.chain } else { self.init(containers: []) }
    }

    /// The containers from `chain` on, collected into a new array.
    fileprivate init(building chain: ContainerChain) {
        var count = 0
        var current: ContainerChain? = chain
        while let link = current { count += 1; current = link.next }
        var containers: [PlatformContainer] = []
        containers.reserveCapacity(count)
        current = chain
        while let link = current { containers.append(link.record); current = link.next }
        self.init(containers: containers)
    }

    /// Whether both hold the very same array (not merely equal records).
    fileprivate func sharesStorage(with other: ResponderChain) -> Bool {
        containers.count == other.containers.count && arraysShareStorage(containers, other.containers)
    }

    /// Whether this is `chain`, checked without building it.
    func isChain(_ chain: ContainerChain?) -> Bool {
        var index = 0
        var current = chain
        while let link = current {
            guard index < containers.count, containers[index] == link.record else { return false }
            index += 1
            current = link.next
        }
        return index == containers.count
    }
}

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
