import Foundation

/// A container view that defines its content as a function of its own size
/// and position. It takes the whole proposal, 10 for a nil dimension (as
/// every view without a layout of its own; Docs/LayoutRules.md,
/// "GeometryReader"), and places its content at its top-leading corner. The
/// content is built when the reader is placed.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let layout = PlacementReaderLayout(unspecifiedLength: GeometryReaderRules.unspecifiedLength, input: { frame, place in
            GeometryProxy(size: frame.size,
                          safeAreaInsets: place.placement.safeArea.insets(of: frame, pixelLength: place.environment.pixelLength),
                          globalFrame: frame,
                          namedSpaces: NamedCoordinateSpaceEntry.resolve(place.environment))
        }, build: { content, proxy in
            let built = view.content(proxy)
            content.setContent { inputs, list in Content._makeNodes(built, inputs, &list) }
        })
        let node = inputs.makeNode(GeometryReader<EmptyView>.self, kind: "GeometryReader", layout: layout)
        list.nodes.append(node)
    }
}

/// A layout whose content is built when it is placed, from where it is
/// placed (`GeometryReader`, `ResponderChainReader`) or from what its
/// sibling produced (`overlayPreferenceValue`). Building content is the
/// runtime's (it resolves views into the graph), so the layout gets a
/// narrow hook for it, `ReaderContent`, rather than its node; it sizes from
/// the proposal alone and places the content, once built, as subviews.
protocol ReaderLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Builds the content again if what it is built from changed, through
    /// `content`; `place` is where the reader is being placed.
    func updateContent(in frame: CGRect, _ place: ReaderPlace, _ content: ReaderContent)
    /// Places the content (as built by `updateContent`) in `frame`.
    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, subviews: S)
}

extension ReaderLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        sizeThatFits(proposal)
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        updateContent(in: frame, ReaderPlace(placement: context, environment: node.environment), ReaderContent(node: node))
        // The children as they are after the update. They may be far deeper
        // than the tree the pass chose its stack for (they did not exist
        // then; resolving them moved to a large-stack worker as it went):
        // sized and placed where the stack has room for every level below
        // this one (`LayoutStack`).
        let graph = node.graph
        graph.withStack(forLevels: graph.deepestLevel - Int(node.depth) + 1) {
            node.layoutChildren.withUnretainedNodes {
                placeSubviews(in: frame, subviews: NodePlacingSubviews(nodes: $0, context: context, host: node))
            }
        }
    }
}

/// Where a reader is placed, as values: its placement context and its
/// environment (display scale, named coordinate spaces).
struct ReaderPlace {
    let placement: PlacementContext
    let environment: EnvironmentValues
}

/// The hook a reader builds its content through: the runtime's reader node,
/// reachable only through these two calls.
struct ReaderContent {
    @Unretained private var node: Node

    init(node: Node) { _node = Unretained(node) }

    /// Resolves the reader's content again with `make` (its old content
    /// offered for reuse, as any rebuilt body's).
    func setContent(_ make: (_ResolveInputs, inout _NodeList) -> Void) {
        node.setChildren(make)
    }

    /// The value of `K` produced by the view the reader is attached to (the
    /// first layout child of the reader's parent: an
    /// `overlayPreferenceValue`'s primary view); nil when there is none.
    func primaryPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value?? {
        guard let primary = node.parent?.layoutChildren.first else { return nil }
        return .some(PreferenceCollector.value(key, of: primary))
    }
}

/// Layout of views whose content depends on where they are placed. The
/// content is built again only when what it is built from (`input`: the
/// geometry, the responder chain) changed since it was last built, as
/// SwiftUI re-evaluates a reader's closure only when its proxy changed. A
/// reader re-resolved by its parent gets a new layout, so it builds again.
/// Its content is proposed the reader's size and placed at its top-leading
/// corner (Docs/LayoutRules.md, "GeometryReader").
struct PlacementReaderLayout<Input: Equatable>: ReaderLayout {
    /// The length taken for a nil proposed dimension.
    let unspecifiedLength: CGFloat
    let input: (CGRect, ReaderPlace) -> Input
    let build: (ReaderContent, Input) -> Void
    private let memo = Memo()

    private final class Memo {
        var lastInput: Input?
    }

    init(unspecifiedLength: CGFloat = 0, input: @escaping (CGRect, ReaderPlace) -> Input, build: @escaping (ReaderContent, Input) -> Void) {
        self.unspecifiedLength = unspecifiedLength
        self.input = input
        self.build = build
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecifiedLength, height: unspecifiedLength))
    }

    func updateContent(in frame: CGRect, _ place: ReaderPlace, _ content: ReaderContent) {
        let current = input(frame, place)
        if memo.lastInput != current {
            memo.lastInput = current
            build(content, current)
        }
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, subviews: S) {
        for index in 0..<subviews.count {
            let size = subviews[index].sizeThatFits(ProposedViewSize(frame.size))
            // Placed with the reader's size as its proposal, the one it was
            // sized with (OpenSwiftUI GeometryReader.swift, audited for 6.5:
            // `subview.dimensions(in: bounds.size)`).
            subviews.place(index, in: CGRect(origin: frame.origin, size: size), proposal: ProposedViewSize(frame.size))
        }
    }
}

/// The length of a GeometryReader under a nil proposed dimension.
///
/// Under a nil proposed dimension a reader is 10 pt on every version the
/// model simulates (iOS 13 to 17 and later). Evidence: fatbobman's
/// measurement on iOS 17 ("GeometryReader: Blessing or Curse?":
/// `ScrollView { GeometryReader { ... } }` is 10 tall) and OpenSwiftUI's
/// GeometryReader.swift audited for 6.5 (iOS 18), which drops the reader's
/// own layout computer, so its parent sizes it with the default one
/// (`fixingUnspecifiedDimensions`: 10); the 0 in that file is the inner
/// root's proposal to the content, not the reader's size. No source shows
/// another value on an earlier version, so the rule does not depend on the
/// window's `osVersion` (Docs/LayoutRules.md, "GeometryReader").
enum GeometryReaderRules {
    static let unspecifiedLength: CGFloat = 10
}
