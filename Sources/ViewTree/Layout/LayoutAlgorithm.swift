import Foundation

/// How a primitive sizes itself and places its children: SwiftUI's
/// propose -> size -> place protocol.
///
/// 1. `sizeThatFits`: the parent proposes a size (each dimension nil, 0, a
///    length or infinity) and the node answers with the size it wants; it
///    asks its children through `Node.size(for:_:)`, which caches answers.
/// 2. `place`: the parent gives the node its final frame (window
///    coordinates) and the proposal it sized the node with (SwiftUI's
///    `placeSubviews(in:proposal:subviews:cache:)`: a layout places its
///    children as it measured them, so it sizes them again from that
///    proposal, not from the frame); the node places each child with
///    `Node.place(in:proposal:_:)`.
protocol NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize
    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext)
    /// Whether computing the size is cheaper than caching it (a leaf that
    /// takes the proposal, a fixed frame): such nodes skip the size cache.
    var isCheaperThanCaching: Bool { get }
    /// The size whatever the proposal, when the layout has one (a frame
    /// fixed in both dimensions; nil by default): asked once per layout
    /// change, it spares the layout call.
    var constantSize: CGSize? { get }
    /// The size whatever the proposal, derived from the children's constant
    /// sizes (a non-lazy stack of fixed frames); nil by default. Asked
    /// whenever the node's children change, and again for each ancestor of
    /// a re-evaluated body, so it must only read `node.layoutChildren` and
    /// their `constantSize`.
    func derivedConstantSize(of node: Node) -> CGSize?
    /// Which traits of its one child a modifier's layout passes on to the
    /// parent stack (Docs/LayoutRules.md, "Layout traits through
    /// modifiers"); none by default.
    var passedTraits: PassedTraits { get }
    /// The edges whose spacing preferences the layout resets (a padding's
    /// padded edges; a frame's framed ones unless its child is the spacer
    /// itself, `childIsSpacer`): a spacer under it gets the default spacing
    /// there.
    func resetSpacingEdges(childIsSpacer: Bool) -> Edge.Set
    /// Whether the view can have explicit alignment guides, and whence;
    /// `.none` by default (Docs/LayoutRules.md, "Alignment guides").
    var explicitGuides: ExplicitGuidePassage { get }
    /// The explicit value of guide `key` in the view at `size`, sized for
    /// `proposal` (SwiftUI's `explicitAlignment`): asked only when the node
    /// has explicit guides below it (`Node.hasExplicitGuides`). Nil by default.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat?
}

/// The traits a stack reads from a child that a modifier may pass on from
/// the view it modifies.
///
/// In SwiftUI a one-child layout (`frame`, `padding`, `aspectRatio`) reports
/// layout priority 0 and its child's spacing preferences (padding resets
/// those of its padded edges); `fixedSize` reports its child's priority; a
/// modifier that is no layout (`offset`, `layoutPriority`, a tag) and
/// `overlay`/`background` (whose layout is the content's) report all of the
/// child's (OpenSwiftUI LayoutView.swift, FixedSizeLayout.swift,
/// OverlayModifier.swift, PaddingLayout.swift, FrameLayout.swift). The stack
/// orientation a `Spacer` expands along is set only by multi-child layouts
/// (stacks set their axis, ZStack and the others none) and is inherited
/// through every one-child modifier (OpenSwiftUI Layout.swift
/// `makeLayoutView`, Spacer.swift).
struct PassedTraits: OptionSet {
    let rawValue: UInt8
    /// The child's `layoutPriority` (else 0).
    static let priority = PassedTraits(rawValue: 1)
    /// The child's spacing preference of a `Spacer` (no default spacing
    /// next to it in a stack).
    static let spacer = PassedTraits(rawValue: 2)
    /// The enclosing stack's orientation, down to the child.
    static let stackOrientation = PassedTraits(rawValue: 4)
    /// Being the spacer itself (not a layout around one): what a frame
    /// asks before keeping its child's spacing (OpenSwiftUI FrameLayout.swift
    /// `requiresSpacingProjection`). Passed by modifiers that are no layout.
    /// A one-child layout: its child's spacing and the stack orientation.
    static let unaryLayout: PassedTraits = [.spacer, .stackOrientation]
    static let spacerItself = PassedTraits(rawValue: 8)
    static let all: PassedTraits = [.priority, .spacer, .stackOrientation, .spacerItself]
}

extension NodeLayout {
    var isCheaperThanCaching: Bool { false }
    var constantSize: CGSize? { nil }
    func derivedConstantSize(of node: Node) -> CGSize? { nil }
    var passedTraits: PassedTraits { [] }
    func resetSpacingEdges(childIsSpacer: Bool) -> Edge.Set { [] }
    var explicitGuides: ExplicitGuidePassage { .none }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        nil
    }
}

/// What sizing depends on besides the proposal: the nearest container's size
/// (for `containerRelativeFrame`). Part of the size cache's key.
struct LayoutContext {
    var container: ContainerContext
}

/// The nearest container, as `containerRelativeFrame` sees it.
struct ContainerContext: Hashable {
    struct Axes: OptionSet, Hashable {
        let rawValue: UInt8
        static let width = Axes(rawValue: 1)
        static let height = Axes(rawValue: 2)
        static let both: Axes = [.width, .height]
    }
    /// The container's size minus the safe-area insets applied to it.
    var size: CGSize
    /// The axes along which `size` is defined. A scroll view's size across
    /// its scroll axis depends on its content, so it is undefined there.
    var definedAxes: Axes
    var kind: ContainerKind

    func isDefined(_ axis: Axis) -> Bool {
        definedAxes.contains(axis == .horizontal ? .width : .height)
    }
}

/// The kinds of container `containerRelativeFrame` recognises (Apple's list).
public enum ContainerKind: String, Hashable, Sendable {
    case window, navigationStack, navigationSplitViewColumn, tabView, scrollView, list
}

/// What placement depends on: sizing's context plus the safe area, which is
/// positional (`ignoresSafeArea` asks whether an edge lies on a boundary),
/// and the platform containers placed above (what a responder-chain walk
/// from a view finds: it flows down, so no view searches its ancestors).
struct PlacementContext {
    var layout: LayoutContext
    var safeArea: SafeAreaStack
    var containers: ContainerChain? = nil
    /// The safe area as UIKit's view-controller hierarchy forms it: the
    /// window's (device and keyboard), then the bars of the UIKit-hosted
    /// containers above (`UINavigationController`, `UITabBarController`).
    /// SwiftUI's own changes (`ignoresSafeArea`, `safeAreaInset`,
    /// `safeAreaPadding`) are not in it: a hosted container's content takes
    /// its safe area from here, not from `safeArea` (Docs/LayoutRules.md,
    /// "UIKit-hosted containers"). Nil: the same as `safeArea`.
    var hostedSafeArea: SafeAreaStack? = nil

    /// The base a UIKit-hosted container forms its content's safe area on.
    var hostedBase: SafeAreaStack { hostedSafeArea ?? safeArea }

    /// The part of `frame` inside the hosted safe rect: a UIKit view
    /// controller's view less its safe-area insets, which come from the
    /// window and the controllers above, not from SwiftUI.
    func hostedSafeRect(of frame: CGRect) -> CGRect {
        guard let safe = hostedBase.levels.last?.inner else { return frame }
        let minX = Swift.max(frame.minX, safe.minX), minY = Swift.max(frame.minY, safe.minY)
        let maxX = Swift.max(minX, Swift.min(frame.maxX, safe.maxX)), maxY = Swift.max(minY, Swift.min(frame.maxY, safe.maxY))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The context of a UIKit-hosted container's content: the hosted safe
    /// area plus the container's bar level, as both its SwiftUI and its
    /// hosted safe area.
    func hostedContent(adding bar: SafeAreaLevel?) -> PlacementContext {
        var inner = self
        let stack = bar.map { hostedBase.adding($0) } ?? hostedBase
        inner.safeArea = stack
        inner.hostedSafeArea = stack
        return inner
    }

    /// This context inside a container recorded as `record`.
    func entering(_ record: PlatformContainer) -> PlacementContext {
        var inner = self
        inner.containers = ContainerChain(record, next: containers)
        return inner
    }
}

extension Node {
    /// Places a child of `size` aligned inside `rect`.
    func placeChild(_ child: Node, size: CGSize, alignment: Alignment, in rect: CGRect, proposal: ProposedViewSize? = nil, _ context: PlacementContext) {
        let origin = alignment.origin(of: size, in: rect)
        child.place(in: CGRect(origin: origin, size: size), proposal: proposal, context)
    }
}
