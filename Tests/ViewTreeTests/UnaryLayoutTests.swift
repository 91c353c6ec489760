import Foundation
import Testing
@testable import ViewTree

/// A subview with a fixed sizing rule that records what it was asked and
/// where it was placed: built-in one-child layouts run on it with no graph.
private final class RecordingSubview: TestUnarySubview {
    let answer: (ProposedViewSize) -> CGSize
    private(set) var proposals: [ProposedViewSize] = []
    private(set) var placed: (rect: CGRect, proposal: ProposedViewSize)?

    init(_ answer: @escaping (ProposedViewSize) -> CGSize) { self.answer = answer }
    /// A view of a fixed size whatever it is proposed (a fixed frame).
    convenience init(fixed size: CGSize) { self.init { _ in size } }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposals.append(proposal)
        return answer(proposal)
    }

    func place(in rect: CGRect, proposal: ProposedViewSize) { placed = (rect, proposal) }
}

/// A subview placed in a real safe area (`placement`): what a safe-area
/// layout proposed it and where, in which safe area, it was placed are
/// recorded in `record` (shared by the proxies of one subview).
private struct SafeAreaSubview: TestUnarySubview {
    final class Record {
        var placed: (rect: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaStack)?
        var proposals: [ProposedViewSize] = []
    }
    let answer: (ProposedViewSize) -> CGSize
    let placement: PlacementContext
    let record: Record

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        record.proposals.append(proposal)
        return answer(proposal)
    }

    func place(in rect: CGRect, proposal: ProposedViewSize) { place(in: rect, proposal: proposal, placement) }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        record.placed = (rect, proposal, context.safeArea)
    }
}

/// The insets a safe area leaves on each edge: its levels' widths added.
private func insets(of stack: SafeAreaStack) -> EdgeInsets {
    func sum(_ edge: Edge) -> CGFloat { stack.levels.reduce(0) { $0 + $1.width(on: edge) } }
    return EdgeInsets(top: sum(.top), leading: sum(.leading), bottom: sum(.bottom), trailing: sum(.trailing))
}

// Docs/LayoutRules.md, "Padding", "Fixed frame", "Flexible frame": the
// expected numbers follow those rules (objc.io "SwiftUI Layout Explained";
// OpenSwiftUI PaddingLayout.swift, FrameLayout.swift).
@MainActor @Suite struct UnaryLayoutTests {
    @Test func paddingProposesLessAndIsLargerByItsInsets() {
        let padding = PaddingLayout(insets: EdgeInsets(top: 10, leading: 5, bottom: 20, trailing: 15))
        let child = RecordingSubview(fixed: CGSize(width: 50, height: 30))
        // Proposed 100 x 100: the child is offered 100 - 20 by 100 - 30.
        let size = padding.sizeThatFits(ProposedViewSize(width: 100, height: 100), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: 80, height: 70)])
        #expect(size == CGSize(width: 70, height: 60))
        // Placed at (200, 300): the child sits inside the leading and top insets,
        // told the proposal it was measured with.
        padding.placeSubview(in: CGRect(x: 200, y: 300, width: 70, height: 60),
                             proposal: ProposedViewSize(width: 100, height: 100), subview: child)
        #expect(child.placed?.rect == CGRect(x: 205, y: 310, width: 50, height: 30))
        #expect(child.placed?.proposal == ProposedViewSize(width: 80, height: 70))
    }

    @Test func paddingNeverProposesBelowZeroAndKeepsNilDimensions() {
        let padding = PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 9)) }
        let size = padding.sizeThatFits(ProposedViewSize(width: 20, height: nil), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: 0, height: nil)])
        #expect(size == CGSize(width: 32, height: 41))
    }

    @Test func aFixedFrameProposesItsLengthsAndAlignsTheChild() {
        let frame = FixedFrameLayout(width: 100, height: nil, alignment: .bottomTrailing)
        let child = RecordingSubview(fixed: CGSize(width: 40, height: 30))
        // The fixed width is proposed; the height passes through; the frame
        // takes the child's height.
        let size = frame.sizeThatFits(ProposedViewSize(width: 300, height: 200), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: 100, height: 200)])
        #expect(size == CGSize(width: 100, height: 30))
        // Given a taller frame, bottom-trailing alignment puts the child in the corner.
        frame.placeSubview(in: CGRect(x: 0, y: 0, width: 100, height: 80),
                           proposal: ProposedViewSize(width: 300, height: 200), subview: child)
        #expect(child.placed?.rect == CGRect(x: 60, y: 50, width: 40, height: 30))
        #expect(child.placed?.proposal == ProposedViewSize(width: 100, height: 200))
    }

    @Test func aFixedFrameInBothDimensionsDoesNotAskItsChild() {
        let frame = FixedFrameLayout(width: 10, height: 20, alignment: .center)
        let child = RecordingSubview(fixed: CGSize(width: 500, height: 500))
        #expect(frame.sizeThatFits(ProposedViewSize(width: 1, height: 1), subview: child) == CGSize(width: 10, height: 20))
        #expect(child.proposals.isEmpty)
        // Overflowing child: centred, so it sticks out equally on each side.
        frame.placeSubview(in: CGRect(x: 0, y: 0, width: 10, height: 20), proposal: ProposedViewSize(width: 1, height: 1), subview: child)
        #expect(child.placed?.rect == CGRect(x: -245, y: -240, width: 500, height: 500))
    }

    @Test func aFlexibleFrameClampsTheProposalAndItsOwnLength() {
        // maxWidth 120, minHeight 50: a proposal of 300 x 10 offers the child
        // 120 x 50; the child answers 80 x 20; the frame is
        // min(120, max(80, 300)) = 120 wide and max(50, min(20, 10)) = 50 high.
        let frame = FlexFrameLayout(horizontal: .init(min: nil, ideal: nil, max: 120),
                                    vertical: .init(min: 50, ideal: nil, max: nil), alignment: .center)
        let child = RecordingSubview(fixed: CGSize(width: 80, height: 20))
        let size = frame.sizeThatFits(ProposedViewSize(width: 300, height: 10), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: 120, height: 50)])
        #expect(size == CGSize(width: 120, height: 50))
        frame.placeSubview(in: CGRect(x: 0, y: 0, width: 120, height: 50), proposal: ProposedViewSize(width: 300, height: 10), subview: child)
        #expect(child.placed?.rect == CGRect(x: 20, y: 15, width: 80, height: 20))
        // Placed with the frame's own size as the proposal.
        #expect(child.placed?.proposal == ProposedViewSize(width: 120, height: 50))
    }

    // Docs/LayoutRules.md, "fixedSize": on the fixed axes the child is proposed
    // nil (its ideal), the others pass through; the view is the child's size;
    // the child is placed centred with the same proposal.
    @Test func fixedSizeProposesNilOnItsFixedAxesAndCentresTheChild() {
        let fixed = FixedSizeLayout(horizontal: true, vertical: false)
        // Ideal 120 x 40; otherwise it takes what it is proposed.
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 120, height: 40)) }
        // Proposed 50 x 60: the width is fixed (nil, the ideal 120), the height passes through.
        let size = fixed.sizeThatFits(ProposedViewSize(width: 50, height: 60), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: nil, height: 60)])
        #expect(size == CGSize(width: 120, height: 60))
        // Given 200 x 100 at (10, 20): the 120 x 60 child is centred, at
        // (10 + 40, 20 + 20), with the same proposal.
        fixed.placeSubview(in: CGRect(x: 10, y: 20, width: 200, height: 100),
                           proposal: ProposedViewSize(width: 50, height: 60), subview: child)
        #expect(child.placed?.rect == CGRect(x: 50, y: 40, width: 120, height: 60))
        #expect(child.placed?.proposal == ProposedViewSize(width: nil, height: 60))
    }

    @Test func fixedSizeInBothAxesProposesNilWhateverItIsProposed() {
        let fixed = FixedSizeLayout(horizontal: true, vertical: true)
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 120, height: 40)) }
        #expect(fixed.sizeThatFits(ProposedViewSize(width: 10, height: 10), subview: child) == CGSize(width: 120, height: 40))
        #expect(child.proposals == [ProposedViewSize.unspecified])
    }

    // Docs/LayoutRules.md, "offset": a geometry effect, not a layout: the view
    // is its child's size, and the child is drawn moved while the view's own
    // frame (what its parent sees) does not move.
    @Test func offsetKeepsTheSizeAndMovesOnlyTheChild() {
        let offset = OffsetLayout(offset: CGSize(width: 30, height: -10))
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 7, height: 9)) }
        // The proposal passes through unchanged; the size is the child's.
        let size = offset.sizeThatFits(ProposedViewSize(width: 80, height: nil), subview: child)
        #expect(child.proposals == [ProposedViewSize(width: 80, height: nil)])
        #expect(size == CGSize(width: 80, height: 9))
        // Placed at (100, 200) as 80 x 9: the child gets that frame moved by
        // (30, -10), with the proposal the view was sized with.
        offset.placeSubview(in: CGRect(x: 100, y: 200, width: 80, height: 9),
                            proposal: ProposedViewSize(width: 80, height: nil), subview: child)
        #expect(child.placed?.rect == CGRect(x: 130, y: 190, width: 80, height: 9))
        #expect(child.placed?.proposal == ProposedViewSize(width: 80, height: nil))
    }

    // Docs/LayoutRules.md, "aspectRatio": the child is proposed the ratio's size
    // (ratio x 1) scaled to fit (the smaller factor) or fill (the larger) the
    // proposal; the view is the child's size, centred.
    @Test func aspectRatioFitsOrFillsTheProposalAndCentresTheChild() {
        // Ratio 2 in 300 x 100: fit scales 2 x 1 by min(300 / 2, 100) = 100,
        // so 200 x 100; fill by max(150, 100) = 150, so 300 x 150.
        let fit = AspectRatioLayout(ratio: 2, contentMode: .fit)
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: .zero) }
        #expect(fit.sizeThatFits(ProposedViewSize(width: 300, height: 100), subview: child) == CGSize(width: 200, height: 100))
        #expect(child.proposals == [ProposedViewSize(width: 200, height: 100)])
        // Given 300 x 100 at the origin, the 200 x 100 child is centred.
        fit.placeSubview(in: CGRect(x: 0, y: 0, width: 300, height: 100),
                         proposal: ProposedViewSize(width: 300, height: 100), subview: child)
        #expect(child.placed?.rect == CGRect(x: 50, y: 0, width: 200, height: 100))
        #expect(child.placed?.proposal == ProposedViewSize(width: 200, height: 100))

        let fill = AspectRatioLayout(ratio: 2, contentMode: .fill)
        let filling = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: .zero) }
        #expect(fill.sizeThatFits(ProposedViewSize(width: 300, height: 100), subview: filling) == CGSize(width: 300, height: 150))
        #expect(filling.proposals == [ProposedViewSize(width: 300, height: 150)])
    }

    // Docs/LayoutRules.md, "aspectRatio": a nil ratio uses the child's ideal
    // size's; with one nil dimension the given one decides (width w: w x w /
    // ratio); a nil proposal passes through.
    @Test func aspectRatioUsesTheIdealRatioAndTheGivenDimension() {
        // Ideal 40 x 20 (ratio 2): proposed width 100 and a nil height, the
        // child is asked its ideal, then offered 100 x 50.
        let layout = AspectRatioLayout(ratio: nil, contentMode: .fit)
        let child = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 40, height: 20)) }
        #expect(layout.sizeThatFits(ProposedViewSize(width: 100, height: nil), subview: child) == CGSize(width: 100, height: 50))
        #expect(child.proposals == [.unspecified, ProposedViewSize(width: 100, height: 50)])

        let unspecified = RecordingSubview { proposal in proposal.replacingUnspecifiedDimensions(by: CGSize(width: 40, height: 20)) }
        #expect(layout.sizeThatFits(.unspecified, subview: unspecified) == CGSize(width: 40, height: 20))
        #expect(unspecified.proposals == [.unspecified])
    }

    // Docs/LayoutRules.md, "Surface views and modifiers", position(x:y:)
    // (OpenSwiftUI PositionLayout.swift, audited for 6.5.4): the view takes
    // the whole offer, a nil dimension from its child's size for that offer
    // (issue 28: it was 10), and proposes its child its own size (issue 28:
    // it was the offer), the child's centre on the point.
    @Test func positionTakesTheOfferAndCentresTheChildOnThePoint() {
        let layout = PositionLayout(position: CGPoint(x: 50, y: 20))
        let child = RecordingSubview(fixed: CGSize(width: 40, height: 30))
        #expect(layout.sizeThatFits(ProposedViewSize(width: nil, height: 100), subview: child) == CGSize(width: 40, height: 100))
        #expect(child.proposals == [ProposedViewSize(width: nil, height: 100)])
        // A full offer is the size; the child is not asked.
        let unasked = RecordingSubview(fixed: CGSize(width: 40, height: 30))
        #expect(layout.sizeThatFits(ProposedViewSize(width: 300, height: 100), subview: unasked) == CGSize(width: 300, height: 100))
        #expect(unasked.proposals.isEmpty)
        // Centre at (100 + 50, 200 + 20): origin (150 - 20, 220 - 15); the
        // child is proposed the view's own 300 x 120, not the 300 x nil offer.
        layout.placeSubview(in: CGRect(x: 100, y: 200, width: 300, height: 120),
                            proposal: ProposedViewSize(width: 300, height: nil), subview: child)
        #expect(child.placed?.rect == CGRect(x: 130, y: 205, width: 40, height: 30))
        #expect(child.placed?.proposal == ProposedViewSize(width: 300, height: 120))
    }

    // Docs/LayoutRules.md, "Safe area and ignoresSafeArea": the view keeps
    // its frame; its child is proposed a size grown by what the rect grew
    // through the safe area on the listed edges, placed in the grown rect,
    // in a safe area with those insets used up.
    @Test func ignoresSafeAreaProposesAndPlacesTheChildInTheGrownRect() {
        // The iPhone 13's safe rectangle: 390 x 763 from y 47; 47 above, 34 below.
        let record = SafeAreaSubview.Record()
        let device = SafeAreaLevel(inner: CGRect(x: 0, y: 47, width: 390, height: 763),
                                   outer: CGRect(x: 0, y: 0, width: 390, height: 844), region: .container, source: .device)
        let child = SafeAreaSubview(answer: { $0.replacingUnspecifiedDimensions() },
                                    placement: PlacementContext(layout: testLayoutContext, safeArea: SafeAreaStack(levels: [device])),
                                    record: record)
        let layout = SafeAreaIgnoringLayout(regions: .all, edges: .top)
        #expect(layout.sizeThatFits(ProposedViewSize(width: 390, height: 763), subview: child) == CGSize(width: 390, height: 763))
        layout.placeSubview(in: CGRect(x: 0, y: 47, width: 390, height: 763),
                            proposal: ProposedViewSize(width: nil, height: 763), subview: child)
        // Top only: 763 + 47 high from y 0; the nil width stays nil (a
        // Color: 10 wide); the bottom inset is left to the child.
        #expect(record.proposals.last == ProposedViewSize(width: nil, height: 810))
        #expect(record.placed?.rect == CGRect(x: 0, y: 0, width: 10, height: 810))
        #expect(record.placed?.proposal == ProposedViewSize(width: nil, height: 810))
        #expect(record.placed.map { insets(of: $0.safeArea) } == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
    }

    // Docs/LayoutRules.md, "safeAreaPadding": padding whose band is a
    // container safe-area level for the child ("Padding" for the sizes).
    @Test func safeAreaPaddingPadsAndAddsItsBandToTheSafeArea() {
        let record = SafeAreaSubview.Record()
        let child = SafeAreaSubview(answer: { $0.replacingUnspecifiedDimensions() },
                                    placement: PlacementContext(layout: testLayoutContext, safeArea: SafeAreaStack()), record: record)
        let layout = SafeAreaPaddingLayout(insets: EdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 20), source: .safeAreaPadding)
        // 300 x 200 proposed: the child is offered 260 x 190 and takes it.
        #expect(layout.sizeThatFits(ProposedViewSize(width: 300, height: 200), subview: child) == CGSize(width: 300, height: 200))
        layout.placeSubview(in: CGRect(x: 0, y: 100, width: 300, height: 200),
                            proposal: ProposedViewSize(width: 300, height: 200), subview: child)
        #expect(record.placed?.rect == CGRect(x: 20, y: 100, width: 260, height: 190))
        let levels = record.placed?.safeArea.levels ?? []
        #expect(levels.count == 1)
        #expect(levels.first?.inner == CGRect(x: 20, y: 100, width: 260, height: 190))
        #expect(levels.first?.outer == CGRect(x: 0, y: 100, width: 300, height: 200))
        #expect(levels.first?.region == .container)
    }
}
