import Foundation

/// `aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or
/// smallest (fill) size of the ratio within the proposal, and takes the
/// child's size; the child is centred. A nil ratio uses the child's ideal
/// size's ratio. With one nil dimension the other decides; with both nil the
/// proposal passes through (OpenSwiftUI AspectRatioLayout.swift).
struct AspectRatioLayout: UnaryLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    var passedTraits: PassedTraits { .unaryLayout }

    func childProposal(_ proposal: ProposedViewSize, subview: some UnarySubview) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        let aspect: CGFloat
        if let ratio { aspect = ratio } else {
            let ideal = subview.sizeThatFits(.unspecified)
            if ideal.width != ideal.height, ideal.width == 0 || ideal.height == 0 {
                return zeroSidedProposal(proposal, ideal: ideal)
            }
            aspect = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard aspect > 0, aspect.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case let (w?, h?):
            // Scale (aspect x 1) by the smaller (fit) or larger (fill) factor.
            let scale = contentMode == .fit ? Swift.min(w / aspect, h) : Swift.max(w / aspect, h)
            return ProposedViewSize(width: scale * aspect, height: scale)
        case let (w?, nil):
            return contentMode == .fit ? ProposedViewSize(width: w, height: w / aspect) : ProposedViewSize(width: w, height: w.isFinite ? w / aspect : .infinity)
        case let (nil, h?):
            return ProposedViewSize(width: h * aspect, height: h)
        case (nil, nil):
            return proposal
        }
    }

    /// A child whose ideal size has one zero side (a 0-wide line): the
    /// ideal size scaled by the fit factor, each dimension's proposal over
    /// the ideal's, a zero side's infinite (OpenSwiftUI AspectRatioLayout.swift
    /// `spaceOffered`, `scaleThatFits`, audited for 6.4.41; issue 28, finding
    /// 6): `.fit` keeps the zero side and scales the other to its proposal.
    /// `.fill` scales by an infinite factor there (a NaN side): the proposal
    /// passes, as for the other undefined ratios (Docs/LayoutRules.md,
    /// "aspectRatio").
    func zeroSidedProposal(_ proposal: ProposedViewSize, ideal: CGSize) -> ProposedViewSize {
        guard contentMode == .fit, ideal.width >= 0, ideal.height >= 0, ideal.width.isFinite, ideal.height.isFinite else { return proposal }
        func factor(_ target: CGFloat?, _ side: CGFloat) -> CGFloat {
            guard let target, side != 0 || target != 0 else { return .infinity }
            return target / side
        }
        let scale = Swift.min(factor(proposal.width, ideal.width), factor(proposal.height, ideal.height))
        guard scale.isFinite else { return proposal }
        return ProposedViewSize(width: ideal.width * scale, height: ideal.height * scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(childProposal(proposal, subview: subview))
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let childProposal = childProposal(proposal, subview: subview)
        let size = subview.sizeThatFits(childProposal)
        subview.place(size: size, alignment: .center, in: bounds, proposal: childProposal)
    }
}

nonisolated public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    public let aspectRatio: CGFloat?
    public let contentMode: ContentMode

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var ratio = modifier.aspectRatio
        if let value = ratio, !(value.isFinite && value > 0) {
            // Zero is as invalid as a negative ratio; report the value given.
            inputs.graph.diagnose(.invalidDimension,
                                  "Invalid aspect ratio \(value.shortDescription) (zero, negative or non-finite); used nil (the child's ideal ratio)",
                                  node: inputs.parent)
            ratio = nil
        }
        inputs.makeUnary(Self.self, kind: "aspectRatio", layout: AspectRatioLayout(ratio: ratio, contentMode: modifier.contentMode),
                         content: content, &list)
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width / height; nil: its ideal size's ratio).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to height.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : .nan, contentMode: contentMode))
    }

    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
