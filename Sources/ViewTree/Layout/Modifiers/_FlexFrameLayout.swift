import Foundation

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
        subview.place(size: size, guidedBy: alignment, in: bounds, proposal: proposal)
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
    /// Positions this view within an invisible frame with flexible bounds.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
