import Foundation

/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the
/// child and reported whatever the child picks; the child is aligned inside
/// and may overflow (so the frame a parent sees can be smaller than what is
/// drawn: seeds 000/001's reversed MapView).
struct FixedFrameLayout: UnaryLayout, CustomStringConvertible {
    // Packed into 24 bytes, so the layout fits an existential's inline
    // buffer (no box to allocate per frame): NaN stands for nil (a valid
    // fixed dimension is finite); the alignment is two guide keys, 8 bytes.
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    let alignment: Alignment

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        self.alignment = alignment
    }

    var passedTraits: PassedTraits { .unaryLayout }

    /// A frame resets the spacing of its fixed dimensions' edges unless its
    /// child is a spacer itself (OpenSwiftUI FrameLayout.swift `spacing`,
    /// iOS 15 and later).
    func resetSpacingEdges(childIsSpacer: Bool) -> Edge.Set {
        if childIsSpacer { return [] }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return edges
    }

    var description: String { "frame(\(width.map { $0.shortDescription } ?? "nil")x\(height.map { $0.shortDescription } ?? "nil"))" }
    /// Both dimensions fixed: the size does not depend on the child.
    var isCheaperThanCaching: Bool { width != nil && height != nil }
    var constantSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// One dimension fixed around a child of constant size: the frame's
    /// size is constant too (the fixed length, and the child's in the other).
    func derivedConstantSize(of node: Node) -> CGSize? {
        node.soleChildConstantSize.map { CGSize(width: width ?? $0.width, height: height ?? $0.height) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subview.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = subview.sizeThatFits(childProposal)
        subview.place(size: size, guidedBy: alignment, in: bounds, proposal: childProposal)
    }
}

/// The frame rules that changed between iOS versions (Docs/LayoutRules.md,
/// "OS versions"). SwiftUI gates each behind a semantic feature, enabled
/// for apps linked on or after an SDK set (OpenSwiftUI Semantics.swift,
/// SemanticFeature.swift); a system older than that set has only the old
/// code, so the model reads the window's OS.
enum FrameOSRules {
    /// From iOS 15 a frame resets the spacing of its framed dimensions'
    /// edges (OpenSwiftUI FrameLayout.swift `spacing`: `_SemanticFeature_v3`,
    /// the iOS 15 / macOS 12 SDK set); before, it reports its child's.
    static let frameResetsSpacing = OSVersion(15)
    /// From iOS 17 a flexible frame may place its child with a nil proposal
    /// (`FlexFrameLayout.alwaysProposesOwnSize`).
    static let flexFramePlacementProposal = OSVersion(17)

    /// Before iOS 15: the frame keeps its child's spacing preferences (a
    /// spacer's zero spacing shows through on every edge).
    static func keepChildSpacingBeforeIOS15(_ frame: Node, _ packedOS: UInt32) {
        guard packedOS < frameResetsSpacing.packed, frame.layoutChildren.count == 1 else { return }
        frame.spacerEdges = frame.layoutChildren[0].spacerEdges
    }
}

nonisolated public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    public let width: CGFloat?
    public let height: CGFloat?
    public let alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // Negative or non-finite fixed dimensions are invalid (SwiftUI logs
        // "Invalid frame dimension (negative or non-finite)"); the runtime
        // drops them, so that axis behaves as if none was given.
        let width = validatedLength(modifier.width, "frame width", fallback: nil, inputs: inputs)
        let height = validatedLength(modifier.height, "frame height", fallback: nil, inputs: inputs)
        let os = inputs.environment.packedOSVersion
        inputs.makeUnary(Self.self, kind: "frame",
                         layout: FixedFrameLayout(width: width, height: height, alignment: modifier.alignment),
                         content: content, &list, finish: { FrameOSRules.keepChildSpacingBeforeIOS15($0, os) })
    }
}

extension View {
    /// Positions this view within an invisible frame of fixed size on the
    /// given dimensions.
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}
