import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)` (native since iOS 15).
///
/// Steps (Docs/LayoutRules.md, "safeAreaInset"; Apple's documentation: "The modified view is inset
/// by the height of content, from edge, with its safe area increased by the
/// same amount"; OpenSwiftUI InsetViewModifier.swift):
/// 1. spacing = the given value, else 8 (the default between two views).
///    Negative spacing overlaps.
/// 2. The inset content is proposed the proposal minus spacing minus the
///    main view's minimum along the edge's axis, the full proposal across;
///    it is placed against the edge, aligned across to the main view's guide.
/// 3. The main view is proposed the rest and placed against the opposite edge.
/// 4. The main view's subtree gets a `.container` safe-area level of content
///    length + spacing on that edge: scroll views inside adjust their content
///    insets; `ignoresSafeArea` inside grows back through it.
/// 5. The modifier's size is the sum along the axis, the max across it.
/// Several insets stack: the outermost modifier is applied first and sits
/// nearest the edge.
struct SafeAreaInsetLayout: SubviewsLayout {
    let edge: Edge
    /// Cross-axis alignment fraction.
    let alignment: CGFloat
    let spacing: CGFloat

    var axis: Axis { edge.axis }

    struct Parts {
        var content: CGSize
        var main: CGSize
        var mainProposal: ProposedViewSize
        var contentProposal: ProposedViewSize
    }

    /// Subview 0 is the main view, subview 1 the inset content (the
    /// modifier always makes both).
    func parts<S: SubviewCollection>(_ proposal: ProposedViewSize, _ subviews: S) -> Parts where S.Subview: SubviewProxy {
        let main = subviews[0], content = subviews[1]
        let along = proposal[axis], across = proposal[axis.other]
        var contentProposal = ProposedViewSize(axis, main: nil, cross: across)
        if let along {
            let mainMinimum = main.sizeThatFits(ProposedViewSize(axis, main: 0, cross: across))[axis]
            contentProposal = ProposedViewSize(axis, main: Swift.max(0, Swift.max(0, along - spacing) - mainMinimum), cross: across)
        }
        let contentSize = content.sizeThatFits(contentProposal)
        let mainProposal = ProposedViewSize(axis, main: along.map { Swift.max(0, $0 - contentSize[axis] - spacing) }, cross: across)
        let mainSize = main.sizeThatFits(mainProposal)
        return Parts(content: contentSize, main: mainSize, mainProposal: mainProposal, contentProposal: contentProposal)
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        // (Never fewer than two: a side whose views change makes the node
        // again, `ViewGraph.reevaluateDirtyNodes`. Guarded all the same, so
        // that a case missed there lays out what is there instead of trapping.)
        guard subviews.count > 1 else { return subviews.count > 0 ? subviews[0].sizeThatFits(proposal) : .zero }
        let parts = self.parts(proposal, subviews)
        return CGSize(axis, main: Swift.max(0, parts.main[axis] + parts.content[axis] + spacing),
                      cross: Swift.max(parts.main[axis.other], parts.content[axis.other]))
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        guard subviews.count > 1 else {
            if subviews.count > 0 { subviews.place(0, in: frame, proposal: proposal) }
            return
        }
        let parts = self.parts(proposal, subviews)
        let inset = parts.content[axis] + spacing
        // The region left to the main view, and the level it adds.
        let region: CGRect
        switch edge {
        case .top: region = frame.settingEdge(.top, to: frame.minY + inset)
        case .bottom: region = frame.settingEdge(.bottom, to: frame.maxY - inset)
        case .leading: region = frame.settingEdge(.leading, to: frame.minX + inset)
        case .trailing: region = frame.settingEdge(.trailing, to: frame.maxX - inset)
        }
        // Main view: against the opposite edge, centred across.
        let mainOrigin: CGPoint
        let crossSlack = frame.size[axis.other] - parts.main[axis.other]
        switch edge {
        case .top: mainOrigin = CGPoint(x: frame.minX + crossSlack / 2, y: frame.maxY - parts.main.height)
        case .bottom: mainOrigin = CGPoint(x: frame.minX + crossSlack / 2, y: frame.minY)
        case .leading: mainOrigin = CGPoint(x: frame.maxX - parts.main.width, y: frame.minY + crossSlack / 2)
        case .trailing: mainOrigin = CGPoint(x: frame.minX, y: frame.minY + crossSlack / 2)
        }
        let mainFrame = CGRect(origin: mainOrigin, size: parts.main)
        subviews.place(0, in: mainFrame, proposal: parts.mainProposal,
                       addingSafeArea: SafeAreaLevel(inner: region, outer: frame, region: .container, source: .safeAreaInset))

        // Content: against the edge; across, its guide on the main view's guide.
        let contentSize = parts.content
        let crossStart = axis == .vertical ? mainFrame.minX : mainFrame.minY
        let crossPosition = crossStart + (parts.main[axis.other] - contentSize[axis.other]) * alignment
        let contentOrigin: CGPoint
        switch edge {
        case .top: contentOrigin = CGPoint(x: crossPosition, y: frame.minY)
        case .bottom: contentOrigin = CGPoint(x: crossPosition, y: frame.maxY - contentSize.height)
        case .leading: contentOrigin = CGPoint(x: frame.minX, y: crossPosition)
        case .trailing: contentOrigin = CGPoint(x: frame.maxX - contentSize.width, y: crossPosition)
        }
        subviews.place(1, in: CGRect(origin: contentOrigin, size: contentSize), proposal: parts.contentProposal)
    }
}

nonisolated public struct _InsetViewModifier<Content: View>: ViewModifier, PrimitiveModifier {
    public let content: Content
    public let edge: Edge
    public let alignment: CGFloat
    public let spacing: CGFloat?
    /// `safeAreaBar` (iOS 26), whose layout is `safeAreaInset`'s: it differs
    /// in drawing only (the scroll edge effect under the bar).
    let isBar: Bool

    init(content: Content, edge: Edge, alignment: CGFloat, spacing: CGFloat?, isBar: Bool = false) {
        self.content = content
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.isBar = isBar
    }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        if modifier.isBar {
            inputs.checkAvailability(.safeAreaBar, kind: "safeAreaBar")
        } else {
            inputs.checkAvailability(.safeAreaInset, kind: "safeAreaInset")
        }
        let spacing = validatedLength(modifier.spacing, modifier.isBar ? "safeAreaBar spacing" : "safeAreaInset spacing",
                                      allowsNegative: true, fallback: nil, inputs: inputs) ?? 8
        // (The kind from literals: interpolating the enum goes through
        // reflection, about 9,000 instructions per node.)
        let kind: String
        switch (modifier.edge, modifier.isBar) {
        case (.top, false): kind = "safeAreaInset(top)"
        case (.leading, false): kind = "safeAreaInset(leading)"
        case (.bottom, false): kind = "safeAreaInset(bottom)"
        case (.trailing, false): kind = "safeAreaInset(trailing)"
        case (.top, true): kind = "safeAreaBar(top)"
        case (.leading, true): kind = "safeAreaBar(leading)"
        case (.bottom, true): kind = "safeAreaBar(bottom)"
        case (.trailing, true): kind = "safeAreaBar(trailing)"
        }
        let node = inputs.makeNode(Self.self, kind: kind,
                                   layout: SafeAreaInsetLayout(edge: modifier.edge, alignment: modifier.alignment, spacing: spacing))
        node.setChildren { inputs, list in
            inputs.child(0).resolveSingle(content, wrapping: .vertical, into: &list)
            inputs.child(1).resolveSingle(modifier.content, wrapping: .vertical, into: &list)
        }
        list.nodes.append(node)
    }
}

extension View {
    /// Shows `content` above or below the view; the view is inset by the
    /// content's height (plus spacing), and its safe area grows by as much.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(content: content(), edge: Edge(edge), alignment: alignment.fraction, spacing: spacing))
    }

    /// Shows `content` beside the view; the view is inset by the content's
    /// width (plus spacing), and its safe area grows by as much.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(content: content(), edge: Edge(edge), alignment: alignment.fraction, spacing: spacing))
    }

    /// Shows `content` as a custom bar above or below the view (iOS 26).
    /// Laid out as `safeAreaInset(edge:alignment:spacing:content:)`: the view
    /// is inset by the bar's height (plus spacing) and its safe area grows by
    /// as much. What SwiftUI adds, the scroll edge effect under the bar and
    /// its integration with the system bars, is drawing only (Apple,
    /// `safeAreaBar(edge:alignment:spacing:content:)`; Docs/LayoutRules.md,
    /// "safeAreaBar").
    nonisolated public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(content: content(), edge: Edge(edge), alignment: alignment.fraction, spacing: spacing, isBar: true))
    }

    /// Shows `content` as a custom bar beside the view (iOS 26); laid out as
    /// `safeAreaInset(edge:alignment:spacing:content:)` (see the vertical form).
    nonisolated public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(content: content(), edge: Edge(edge), alignment: alignment.fraction, spacing: spacing, isBar: true))
    }
}
