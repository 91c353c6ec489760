import Foundation

/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the
/// child and reported whatever the child picks; the child is aligned inside
/// and may overflow (so the frame a parent sees can be smaller than what is
/// drawn: seeds 000/001's reversed MapView).
struct FixedFrameLayout: UnaryLayout, CustomStringConvertible {
    // Packed into 24 bytes, so the layout fits an existential's inline
    // buffer (no box to allocate per frame): NaN stands for nil (a valid
    // fixed dimension is finite), the alignment is packed.
    private let storedWidth: CGFloat
    private let storedHeight: CGFloat
    private let packedAlignment: PackedAlignment

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
    var alignment: Alignment { packedAlignment.alignment }

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        packedAlignment = PackedAlignment(alignment)
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
        subview.place(size: size, alignment: alignment, in: bounds, proposal: childProposal)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis (OpenSwiftUI FrameLayout.swift `_FlexFrameLayout`; objc.io):
/// the child is proposed the proposal clamped to [min, max] (nil: the ideal,
/// if any); the frame's own length is then
/// - no min and no max: the child's;
/// - a nil proposal with an ideal: the ideal clamped to [min, max];
/// - otherwise `max(min, min(child, proposal))` for a min, then
///   `min(max, max(that, proposal))` for a max.
struct FlexFrameLayout: UnaryLayout {
    struct AxisBounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
        var isFlexible: Bool { min != nil || max != nil }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// What the child is proposed when placed, given the frame's own
        /// length: that length, except under a nil proposal with no ideal
        /// when the length lies strictly between min and max (the child
        /// then chose it freely): nil, its ideal again (OpenSwiftUI
        /// FrameLayout.swift `childPlacementProposal`, iOS 17 and later;
        /// Docs/LayoutRules.md, "Flexible frame"). Before iOS 17
        /// (`alwaysProposesOwnSize`): the frame's length in every case.
        func placementProposal(proposed: CGFloat?, own length: CGFloat, alwaysProposesOwnSize: Bool = false) -> CGFloat? {
            if !alwaysProposesOwnSize, ideal == nil, proposed == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) { return nil }
            return length
        }

        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            guard isFlexible else {
                if proposed == nil, let ideal { return ideal }
                return child
            }
            if proposed == nil, let ideal {
                var value = ideal
                if let max { value = Swift.min(value, max) }
                if let min { value = Swift.max(value, min) }
                return value
            }
            let p = proposed ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, p)) }
            if let max { result = Swift.min(max, Swift.max(result, p)) }
            return result
        }
    }

    let horizontal: AxisBounds
    let vertical: AxisBounds
    let alignment: Alignment
    /// Before iOS 17 the child is placed with the frame's own size in every
    /// case: SwiftUI gates the nil placement proposal behind a semantic
    /// feature of the iOS 17 SDK set (OpenSwiftUI FrameLayout.swift
    /// `placement`, `Semantics.FlexFrameIdealSizing` = `_SemanticFeature_v5`,
    /// Semantics.swift: macOS 14 / iOS 17). An iOS 16 system has only the
    /// old code, so the window's OS decides (Docs/LayoutRules.md, "OS versions").
    var alwaysProposesOwnSize = false

    var passedTraits: PassedTraits { .unaryLayout }

    /// As a fixed frame, on the axes with any bound (OpenSwiftUI
    /// FrameLayout.swift `_FlexFrameLayout.spacing`).
    func resetSpacingEdges(childIsSpacer: Bool) -> Edge.Set {
        if childIsSpacer { return [] }
        var edges: Edge.Set = []
        if horizontal.isFlexible || horizontal.ideal != nil { edges.formUnion(.horizontal) }
        if vertical.isFlexible || vertical.ideal != nil { edges.formUnion(.vertical) }
        return edges
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        let child = subview.sizeThatFits(childProposal(proposal))
        return CGSize(width: horizontal.length(proposed: proposal.width, child: child.width),
                      height: vertical.length(proposed: proposal.height, child: child.height))
    }

    /// The child is placed with the frame's own size as its proposal, not
    /// with the proposal it was measured with (`AxisBounds.placementProposal`).
    func placeSubview(in bounds: CGRect, proposal placed: ProposedViewSize, subview: some UnarySubview) {
        let proposal = ProposedViewSize(
            width: horizontal.placementProposal(proposed: placed.width, own: bounds.width, alwaysProposesOwnSize: alwaysProposesOwnSize),
            height: vertical.placementProposal(proposed: placed.height, own: bounds.height, alwaysProposesOwnSize: alwaysProposesOwnSize))
        let size = subview.sizeThatFits(proposal)
        subview.place(size: size, alignment: alignment, in: bounds, proposal: proposal)
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

nonisolated public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    public let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    public let alignment: Alignment

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        func check(_ value: CGFloat?, _ name: String, allowsInfinity: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || value < 0 || (!allowsInfinity && value.isInfinite) {
                return validatedLength(value, "frame \(name)", fallback: nil, inputs: inputs)
            }
            return value
        }
        var h = FlexFrameLayout.AxisBounds(min: check(modifier.minWidth, "minWidth", allowsInfinity: false),
                                           ideal: check(modifier.idealWidth, "idealWidth", allowsInfinity: false),
                                           max: check(modifier.maxWidth, "maxWidth", allowsInfinity: true))
        var v = FlexFrameLayout.AxisBounds(min: check(modifier.minHeight, "minHeight", allowsInfinity: false),
                                           ideal: check(modifier.idealHeight, "idealHeight", allowsInfinity: false),
                                           max: check(modifier.maxHeight, "maxHeight", allowsInfinity: true))
        // min > max is contradictory (SwiftUI logs it too); the maximum wins.
        func reconcile(_ axis: inout FlexFrameLayout.AxisBounds, _ name: String) {
            if let lo = axis.min, let hi = axis.max, lo > hi {
                inputs.graph.diagnose(.invalidDimension, "Contradictory frame sizes: min\(name) \(lo.shortDescription) > max\(name) \(hi.shortDescription); used the maximum for both", node: inputs.parent)
                axis.min = hi
            }
        }
        reconcile(&h, "Width")
        reconcile(&v, "Height")
        let os = inputs.environment.packedOSVersion
        inputs.makeUnary(Self.self, kind: "frame(flexible)",
                         layout: FlexFrameLayout(horizontal: h, vertical: v, alignment: modifier.alignment,
                                                 alwaysProposesOwnSize: os < FrameOSRules.flexFramePlacementProposal.packed),
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

    /// Positions this view within an invisible frame with flexible bounds.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
