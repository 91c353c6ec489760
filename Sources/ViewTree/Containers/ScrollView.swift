import Foundation

/// `ScrollView` (and the scroll part of `List`).
///
/// - Along its scroll axes it takes the proposal and proposes nil (the
///   content's ideal length); across, it passes the proposal through and
///   hugs its content (seed 002: "in the scroll direction it uses all the
///   proposed size, in the other it depends on its children").
/// - Its scrollable region extends into the container safe area it touches,
///   and that band (with any `safeAreaPadding`) becomes content insets: the
///   content can scroll under a bar or an inset and ends just before it.
/// - `defaultScrollAnchor` picks the laid-out offset: `.bottom` shows the end
///   of long content and aligns short content to the bottom (iOS 17, per
///   Apple's iOS 18 docs for the `.initialOffset`/`.alignment` roles that
///   iOS 17's single anchor combined).
/// - As a container for `containerRelativeFrame` its size along its scroll
///   axes is its frame's; across them it is undefined (it depends on the
///   content: real SwiftUI misbehaves or crashes, seed 002).
/// - `contentMargins` (iOS 17) inset the content within the frame: it is
///   proposed the frame less the margins across, starts after them along,
///   and the margins join the content insets and leave the container size.
struct ScrollLayout: UnaryLayout {
    /// Its content's guides do not reach the views around it (assumption:
    /// the content is placed at a scroll offset; Docs/LayoutRules.md,
    /// "Alignment guides").
    var explicitGuides: ExplicitGuidePassage { .none }
    let axes: Axis.Set
    let anchor: UnitPoint?
    let containerKind: ContainerKind
    /// The scroll-content margins (`contentMargins`), read when the node is made.
    var margins = EdgeInsets()

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: scrolls(.horizontal) ? nil : proposal.width.map { Swift.max(0, $0 - margins.horizontal) },
                         height: scrolls(.vertical) ? nil : proposal.height.map { Swift.max(0, $0 - margins.vertical) })
    }

    /// The container seen by the content: defined along scrolling axes (its
    /// frame's length there); elsewhere undefined, carrying the length the
    /// scroll view was proposed as the fallback.
    func containerContext(_ size: ProposedViewSize, proposal: ProposedViewSize? = nil) -> ContainerContext {
        // (The margins leave the container: a carousel's cards are the
        // scroll view's width less its content margins.)
        let size = ProposedViewSize(width: (scrolls(.horizontal) ? size.width : (proposal ?? size).width).map { Swift.max(0, $0 - margins.horizontal) },
                                    height: (scrolls(.vertical) ? size.height : (proposal ?? size).height).map { Swift.max(0, $0 - margins.vertical) })
        var defined: ContainerContext.Axes = []
        if scrolls(.horizontal), size.width != nil { defined.insert(.width) }
        if scrolls(.vertical), size.height != nil { defined.insert(.height) }
        func finite(_ v: CGFloat?) -> CGFloat { v.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        return ContainerContext(size: CGSize(width: finite(size.width), height: finite(size.height)), definedAxes: defined, kind: containerKind)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        let content = subview.sizeThatFits(contentProposal(proposal), in: LayoutContext(container: containerContext(proposal)))
        return CGSize(width: scrolls(.horizontal) ? (proposal.width ?? content.width + margins.horizontal) : content.width + margins.horizontal,
                      height: scrolls(.vertical) ? (proposal.height ?? content.height + margins.vertical) : content.height + margins.vertical)
    }

    func placeSubview(in frame: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let context = subview.placement
        let grown = context.safeArea.grow(frame, edges: .all, regions: .container, pixelLength: subview.pixelLength).rect
        let insets = EdgeInsets(top: frame.minY - grown.minY + margins.top, leading: frame.minX - grown.minX + margins.leading,
                                bottom: grown.maxY - frame.maxY + margins.bottom, trailing: grown.maxX - frame.maxX + margins.trailing)
        // The content's region: the frame less the margins.
        let inset = frame.inset(by: margins)
        let region = CGRect(x: inset.minX, y: inset.minY, width: Swift.max(0, inset.width), height: Swift.max(0, inset.height))
        let inner = LayoutContext(container: containerContext(ProposedViewSize(frame.size), proposal: proposal))
        let content = contentProposal(proposal)
        let size = subview.sizeThatFits(content, in: inner)
        let anchor = self.anchor ?? .topLeading
        func origin(_ axis: Axis) -> CGFloat {
            let start = axis == .horizontal ? region.minX : region.minY
            let slack = region.size[axis] - size[axis]
            if scrolls(axis) { return start + slack * (axis == .horizontal ? anchor.x : anchor.y) }
            return start + Swift.max(0, slack) / 2
        }
        let contentOrigin = CGPoint(x: origin(.horizontal), y: origin(.vertical))
        subview.record(ScrollGeometry(contentSize: size, contentInsets: insets,
                                      contentOffset: CGPoint(x: Swift.max(0, region.minX - contentOrigin.x), y: Swift.max(0, region.minY - contentOrigin.y)),
                                      visibleRegion: grown, frame: frame))
        let record = PlatformContainer(kind: .scrollView, frame: grown, safeAreaInsets: insets, barHeight: 0,
                                       contentInsets: insets, scrollAxes: axes)
        // Scrolled content sees no safe area: the scroll view applied it.
        subview.place(in: CGRect(origin: contentOrigin, size: size), proposal: content,
                      PlacementContext(layout: inner, safeArea: SafeAreaStack(), containers: ContainerChain(record, next: context.containers),
                                       hostedSafeArea: context.hostedBase))
    }
}

/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.scrollView, kind: "ScrollView")
        let layout = ScrollLayout(axes: view.axes, anchor: inputs.environment.defaultScrollAnchor, containerKind: .scrollView,
                                  margins: inputs.environment.scrollContentMargins)
        let node = inputs.makeNode(ScrollView<EmptyView>.self, kind: "ScrollView", layout: layout)
        node.setChildren { inputs, list in
            // A scroll view stacks several content views vertically, as SwiftUI does.
            inputs.resolveSingle(view.content, wrapping: .vertical, into: &list)
        }
        list.nodes.append(node)
    }
}

struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

struct ScrollDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Where scroll views in this subtree start (nil: the top-leading).
    public var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// Whether scrolling is disabled (layout is unchanged).
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }
}

extension View {
    /// Sets where scroll views start: `.bottom` shows the end of the content.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor).modifier(AvailabilityCheck(api: .defaultScrollAnchor, kind: "defaultScrollAnchor"))
    }

    /// Disables scrolling; layout is unchanged.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled).modifier(AvailabilityCheck(api: .scrollDisabled, kind: "scrollDisabled"))
    }
}
