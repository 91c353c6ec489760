import Foundation
import Testing
@testable import ViewTree

/// A subview with a sizing rule and traits that records what it was asked
/// and where it was placed: built-in layouts of several subviews run on it
/// with no graph.
private final class TestSubview: TestSubviewProxy {
    let answer: (ProposedViewSize) -> CGSize
    let constantSize: CGSize?
    let priority: Double
    let spacerEdges: Edge.Set
    private(set) var proposals: [ProposedViewSize] = []
    private(set) var placed: (rect: CGRect, proposal: ProposedViewSize)?
    private(set) var isHidden = false
    /// The safe-area level the layout added where it placed the subview.
    private(set) var addedSafeArea: SafeAreaLevel?

    init(priority: Double = 0, spacerEdges: Edge.Set = [], _ answer: @escaping (ProposedViewSize) -> CGSize) {
        self.answer = answer
        self.constantSize = nil
        self.priority = priority
        self.spacerEdges = spacerEdges
    }

    /// A view of one size whatever it is proposed (a fixed frame): it says
    /// so through `constantSize`, as a fixed frame's node does.
    init(fixed size: CGSize, priority: Double = 0) {
        self.answer = { _ in size }
        self.constantSize = size
        self.priority = priority
        self.spacerEdges = []
    }

    /// A view that takes the proposal, 10 for a nil dimension (a `Color`:
    /// Docs/LayoutRules.md, "The protocol").
    static func color(priority: Double = 0) -> TestSubview {
        TestSubview(priority: priority) { $0.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10)) }
    }

    /// A `Spacer(minLength: nil)` in a stack along `axis`: priority
    /// -infinity, zero spacing on every edge, `max(proposal, 8)` along the
    /// axis (8 for nil), 0 across (Docs/LayoutRules.md, "Spacer").
    static func spacer(along axis: Axis) -> TestSubview {
        TestSubview(priority: -.infinity, spacerEdges: .all) { proposal in
            CGSize(axis, main: Swift.max(proposal[axis] ?? 8, 8), cross: 0)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposals.append(proposal)
        return answer(proposal)
    }

    func place(in rect: CGRect, proposal: ProposedViewSize) { placed = (rect, proposal) }
    func place(in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        placed = (rect, proposal)
        addedSafeArea = level
    }
    func hide() { isHidden = true }
}

/// Test subviews in order, in a place whose safe area reaches `safeArea`
/// beyond any rect on each edge (what a style background grows into).
private struct TestSubviews: TestPlaceableSubviews {
    var subviews: [TestSubview]
    var safeArea = EdgeInsets()

    init(_ subviews: [TestSubview], safeArea: EdgeInsets = EdgeInsets()) {
        self.subviews = subviews
        self.safeArea = safeArea
    }

    var count: Int { subviews.count }
    subscript(index: Int) -> TestSubview { subviews[index] }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) { subviews[index].place(in: rect, proposal: proposal) }
    func hide(_ index: Int) { subviews[index].hide() }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {
        subviews[index].place(in: rect, proposal: proposal, addingSafeArea: level)
    }

    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        let top = edges.contains(.top) ? safeArea.top : 0, bottom = edges.contains(.bottom) ? safeArea.bottom : 0
        let leading = edges.contains(.leading) ? safeArea.leading : 0, trailing = edges.contains(.trailing) ? safeArea.trailing : 0
        return CGRect(x: rect.minX - leading, y: rect.minY - top,
                      width: rect.width + leading + trailing, height: rect.height + top + bottom)
    }
}

@MainActor private func hstack(spacing: CGFloat? = nil, alignment: CGFloat = 0.5) -> StackLayout {
    StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing, lazy: false)
}

@MainActor private func vstack(spacing: CGFloat? = nil, alignment: CGFloat = 0.5) -> StackLayout {
    StackLayout(axis: .vertical, alignment: alignment, spacing: spacing, lazy: false)
}

@MainActor @Suite struct SubviewsLayoutTests {
    // Docs/LayoutRules.md, "Stacks": subtract the spacing; the highest
    // priority first, the lower groups' minimums held back; within a group
    // the least flexible first, each offered an equal share of what is left.
    @Test func anHStackSizesTheHigherPriorityFirstAndHoldsBackTheOthersMinimums() {
        // a: a Color (0...infinity); b: priority 1, at most 60 wide; c: 30 x 20 fixed.
        let a = TestSubview.color()
        let b = TestSubview(priority: 1) { CGSize(width: Swift.min($0.width ?? 10, 60), height: $0.height ?? 10) }
        let c = TestSubview(fixed: CGSize(width: 30, height: 20))
        let subviews = TestSubviews([a, b, c])
        let stack = hstack()
        // 200 - 2 x 8 = 184. b first, offered 184 - c's minimum 30 = 154:
        // takes 60. Then c (flexibility 0) before a (infinite): offered
        // 124 / 2 = 62, takes 30; a is offered the 94 left and takes it.
        // Height: the tallest, a and b at the proposed 50.
        let proposal = ProposedViewSize(width: 200, height: 50)
        #expect(stack.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 200, height: 50))
        #expect(b.proposals.first == ProposedViewSize(width: 154, height: 50))
        stack.placeSubviews(in: CGRect(x: 0, y: 100, width: 200, height: 50), proposal: proposal, subviews: subviews)
        // Side by side, 8 apart; c centred across (50 - 20) / 2 = 15. Each is
        // placed with the share it was offered.
        #expect(a.placed?.rect == CGRect(x: 0, y: 100, width: 94, height: 50))
        #expect(a.placed?.proposal == ProposedViewSize(width: 94, height: 50))
        #expect(b.placed?.rect == CGRect(x: 102, y: 100, width: 60, height: 50))
        #expect(b.placed?.proposal == ProposedViewSize(width: 154, height: 50))
        #expect(c.placed?.rect == CGRect(x: 170, y: 115, width: 30, height: 20))
        #expect(c.placed?.proposal == ProposedViewSize(width: 62, height: 50))
    }

    // Docs/LayoutRules.md, "Stacks" (no default spacing next to a spacer)
    // and "Spacer" (priority -infinity, minimum 8 held back).
    @Test func aVStackPutsNoSpacingNextToASpacerAndSizesItLast() {
        let top = TestSubview(fixed: CGSize(width: 10, height: 10))
        let spacer = TestSubview.spacer(along: .vertical)
        let bottom = TestSubview(fixed: CGSize(width: 10, height: 20))
        let subviews = TestSubviews([top, spacer, bottom])
        let stack = vstack()
        // No gap either side of the spacer: the fixed views take 10 and 20,
        // the spacer the 70 left of 100; 10 wide (the spacer is 0 across).
        let proposal = ProposedViewSize(width: 50, height: 100)
        #expect(stack.totalGaps(subviews) == 0)
        #expect(stack.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 10, height: 100))
        // The spacer was asked its minimum (a zero proposal) before the
        // others were sized, then offered what they left.
        #expect(spacer.proposals.first == ProposedViewSize(width: 50, height: 0))
        #expect(spacer.proposals.last == ProposedViewSize(width: 50, height: 70))
        stack.placeSubviews(in: CGRect(x: 0, y: 0, width: 10, height: 100), proposal: proposal, subviews: subviews)
        #expect(top.placed?.rect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(spacer.placed?.rect == CGRect(x: 5, y: 10, width: 0, height: 70))
        #expect(bottom.placed?.rect == CGRect(x: 0, y: 80, width: 10, height: 20))
        // A stack whose first and last views are no spacers has no
        // spacer-like spacing along its axis; across it, the spacer's.
        #expect(stack.spacerEdges(of: subviews) == .horizontal)
    }

    // Docs/LayoutRules.md, "Stacks": a nil main-axis proposal offers every
    // child nil (its ideal); when placing, a nil cross proposal is replaced
    // by the stack's cross size.
    @Test func anHStackProposedNothingTakesItsChildrensIdealSizes() {
        let color = TestSubview.color()
        let fixed = TestSubview(fixed: CGSize(width: 30, height: 20))
        let subviews = TestSubviews([color, fixed])
        let stack = hstack()
        // 10 (a Color's ideal) + 8 + 30 wide, 20 high.
        #expect(stack.sizeThatFits(.unspecified, subviews: subviews) == CGSize(width: 48, height: 20))
        #expect(color.proposals == [.unspecified])
        stack.placeSubviews(in: CGRect(x: 0, y: 0, width: 48, height: 20), proposal: .unspecified, subviews: subviews)
        // Placed, the color is proposed the stack's height, 20, and takes it.
        #expect(color.proposals.last == ProposedViewSize(width: nil, height: 20))
        #expect(color.placed?.rect == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(color.placed?.proposal == ProposedViewSize(width: nil, height: 20))
        #expect(fixed.placed?.rect == CGRect(x: 18, y: 0, width: 30, height: 20))
    }

    // Docs/LayoutRules.md, "Stacks": fixed views of one priority take their
    // sizes in source order; the stack of them has a constant size.
    @Test func aStackOfFixedViewsHasAConstantSize() {
        let subviews = TestSubviews([TestSubview(fixed: CGSize(width: 10, height: 5)), TestSubview(fixed: CGSize(width: 20, height: 15))])
        #expect(hstack().derivedConstantSize(subviews: subviews) == CGSize(width: 38, height: 15))
        #expect(vstack(spacing: 2).derivedConstantSize(subviews: subviews) == CGSize(width: 20, height: 22))
        // Not when a subview's size depends on the proposal.
        #expect(hstack().derivedConstantSize(subviews: TestSubviews([TestSubview.color()])) == nil)
    }

    // Docs/LayoutRules.md, "ZStack": the size is the union of the highest
    // priority children only; every child is placed proposed the ZStack's
    // own size, aligned in it.
    @Test func aZStackIsSizedByItsHighestPriorityChildren() {
        let front = TestSubview(fixed: CGSize(width: 40, height: 30), priority: 1)
        let back = TestSubview(fixed: CGSize(width: 100, height: 100))
        let subviews = TestSubviews([back, front])
        let zstack = OverlappingLayout(alignment: .center)
        let proposal = ProposedViewSize(width: 200, height: 200)
        #expect(zstack.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 40, height: 30))
        zstack.placeSubviews(in: CGRect(x: 0, y: 0, width: 40, height: 30), proposal: proposal, subviews: subviews)
        // The larger back view is centred: (40 - 100) / 2, (30 - 100) / 2.
        #expect(back.placed?.rect == CGRect(x: -30, y: -35, width: 100, height: 100))
        #expect(back.placed?.proposal == ProposedViewSize(width: 40, height: 30))
        #expect(front.placed?.rect == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    // Docs/LayoutRules.md, "overlay and background": the modified view is
    // the primary's size; the secondary is proposed the primary's size,
    // aligned in it, and placed with that size as its proposal.
    @Test func aSecondaryLayerIsPlacedWithThePrimarysSize() {
        let primary = TestSubview(fixed: CGSize(width: 100, height: 50))
        // At most 40 wide, the proposed height.
        let secondary = TestSubview { CGSize(width: Swift.min($0.width ?? 10, 40), height: $0.height ?? 10) }
        let subviews = TestSubviews([primary, secondary])
        let overlay = SecondaryLayout(alignment: .bottomTrailing)
        let proposal = ProposedViewSize(width: 300, height: 300)
        #expect(overlay.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 100, height: 50))
        // The secondary takes no part in sizing.
        #expect(secondary.proposals.isEmpty)
        overlay.placeSubviews(in: CGRect(x: 10, y: 20, width: 100, height: 50), proposal: proposal, subviews: subviews)
        #expect(primary.placed?.rect == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(primary.placed?.proposal == proposal)
        // 40 x 50 in the bottom-trailing corner of the primary's frame,
        // told the primary's 100 x 50 (not its own 40 x 50).
        #expect(secondary.placed?.rect == CGRect(x: 70, y: 20, width: 40, height: 50))
        #expect(secondary.placed?.proposal == ProposedViewSize(width: 100, height: 50))
    }

    // BackgroundStyleLayout.swift (OSUI BackgroundModifier.swift,
    // `_BackgroundStyleModifier`): the view keeps its frame; the style fills
    // the frame grown into the safe area on the listed edges.
    @Test func aStyleBackgroundFillsTheFrameGrownIntoTheSafeArea() {
        let view = TestSubview(fixed: CGSize(width: 100, height: 50))
        let style = TestSubview { $0.replacingUnspecifiedDimensions() }
        let subviews = TestSubviews([view, style], safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let layout = StyleBackgroundLayout(edges: .top)
        layout.placeSubviews(in: CGRect(x: 0, y: 47, width: 100, height: 50), proposal: ProposedViewSize(width: 390, height: 763), subviews: subviews)
        #expect(view.placed?.rect == CGRect(x: 0, y: 47, width: 100, height: 50))
        // Grown on the top edge only: 47 more, from y 0.
        #expect(style.placed?.rect == CGRect(x: 0, y: 0, width: 100, height: 97))
        #expect(style.placed?.proposal == ProposedViewSize(width: 100, height: 97))
        #expect(layout.derivedConstantSize(subviews: subviews) == CGSize(width: 100, height: 50))
    }

    // ViewThatFits.swift (Apple, `ViewThatFits`): the first child whose
    // ideal size fits the proposal on the constrained axes; the others are
    // not shown.
    @Test func viewThatFitsShowsTheFirstChildThatFits() {
        let wide = TestSubview(fixed: CGSize(width: 300, height: 20))
        let narrow = TestSubview(fixed: CGSize(width: 120, height: 20))
        let subviews = TestSubviews([wide, narrow])
        let layout = ViewThatFitsLayout(axes: .horizontal)
        let proposal = ProposedViewSize(width: 200, height: 100)
        #expect(layout.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 120, height: 20))
        // Asked its ideal width (nil), the height kept.
        #expect(wide.proposals.first == ProposedViewSize(width: nil, height: 100))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 120, height: 20), proposal: proposal, subviews: subviews)
        #expect(wide.isHidden && wide.placed == nil)
        #expect(narrow.placed?.rect == CGRect(x: 0, y: 0, width: 120, height: 20))
    }

    // GridLayout.swift (Apple, `GridItem`): flexible tracks share the width;
    // each row is as tall as its tallest cell; cells are centred in them.
    @Test func aLazyVGridFillsRowsOfTracks() {
        let cells = [TestSubview(fixed: CGSize(width: 20, height: 10)), TestSubview(fixed: CGSize(width: 20, height: 30)),
                     TestSubview(fixed: CGSize(width: 20, height: 10))]
        let grid = GridLayout(axis: .vertical, tracks: GridTracks(items: [GridItem(), GridItem()]), lineSpacing: 8, alignment: 0.5)
        // Two tracks of (100 - 8) / 2 = 46; rows 30 and 10, 8 apart.
        let proposal = ProposedViewSize(width: 100, height: nil)
        #expect(grid.sizeThatFits(proposal, subviews: TestSubviews(cells)) == CGSize(width: 100, height: 48))
        grid.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 48), proposal: proposal, subviews: TestSubviews(cells))
        #expect(cells[0].placed?.rect == CGRect(x: 13, y: 10, width: 20, height: 10))
        #expect(cells[1].placed?.rect == CGRect(x: 67, y: 0, width: 20, height: 30))
        #expect(cells[2].placed?.rect == CGRect(x: 13, y: 38, width: 20, height: 10))
        #expect(cells[2].placed?.proposal == ProposedViewSize(width: 46, height: nil))
    }

    // Docs/LayoutRules.md, "safeAreaInset": the content is proposed the
    // proposal minus the spacing minus the main view's minimum and placed
    // against the edge, aligned across; the main view gets the rest, against
    // the opposite edge, with a container level of content + spacing added
    // to its safe area; the size is the sum along the axis.
    @Test func aSafeAreaInsetSizesTheContentFirstAndInsetsTheMainView() {
        let main = TestSubview.color()
        let content = TestSubview(fixed: CGSize(width: 200, height: 50))
        let subviews = TestSubviews([main, content])
        let layout = SafeAreaInsetLayout(edge: .bottom, alignment: 0.5, spacing: 8)
        // The iPhone 13's safe rectangle, 390 x 763 from y 47. The color's
        // minimum height is 0: the content is offered 763 - 8 high and takes
        // 50; the color the remaining 763 - 50 - 8 = 705.
        let proposal = ProposedViewSize(width: 390, height: 763)
        #expect(layout.sizeThatFits(proposal, subviews: subviews) == CGSize(width: 390, height: 763))
        #expect(main.proposals.last == ProposedViewSize(width: 390, height: 705))
        layout.placeSubviews(in: CGRect(x: 0, y: 47, width: 390, height: 763), proposal: proposal, subviews: subviews)
        #expect(main.placed?.rect == CGRect(x: 0, y: 47, width: 390, height: 705))
        #expect(main.placed?.proposal == ProposedViewSize(width: 390, height: 705))
        // The main view's safe area ends 50 + 8 above the bottom.
        #expect(main.addedSafeArea?.inner == CGRect(x: 0, y: 47, width: 390, height: 705))
        #expect(main.addedSafeArea?.outer == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(main.addedSafeArea?.region == .container)
        // The content at the bottom, centred across: x (390 - 200) / 2.
        #expect(content.placed?.rect == CGRect(x: 95, y: 760, width: 200, height: 50))
        #expect(content.placed?.proposal == ProposedViewSize(width: 390, height: 755))
        #expect(content.addedSafeArea == nil)
    }
}
