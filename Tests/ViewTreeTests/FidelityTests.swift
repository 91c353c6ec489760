import Foundation
import Testing
@testable import ViewTree

// The eight disagreements of issue 19 with SwiftUI's algorithms (as
// OpenSwiftUI reverse-engineered them, files "Audited for 6.x"), one test
// each; the rules are in Docs/LayoutRules.md. iPhone 13: the root is
// proposed the safe rect 390 x 763 and centred in (0, 47, 390, 763).

@MainActor @Suite struct FidelityTests {
    /// Issue 28, finding 2 (OpenSwiftUI PositionLayout.swift, audited for
    /// 6.5.4): under a scroll view's nil height a `position` is as tall as
    /// its child (20), not 10. The scroll view's content starts below the
    /// iPhone 13's 47-pt top inset; the dot's centre is at (100, 47 + 10).
    /// Issue 28, finding 4: a `Spacer` under `position` keeps the enclosing
    /// stack's axis (Docs/LayoutRules.md, "Layout traits through modifiers":
    /// one-child layouts pass the stack orientation on). In a VStack the
    /// spacer is 0 wide and as tall as the 60-pt position proposes it
    /// (Spacer: along the axis the proposal, 0 across); without the axis it
    /// took 100 x 60. The 100 x 60 frame is centred in the safe area
    /// (x 145, y 47 + (763 - 60) / 2 = 398.5), the spacer's centre at
    /// (145 + 50, 398.5 + 30).
    /// Issue 28, finding 1 (OpenSwiftUI LayoutView.swift `makeStaticView`
    /// with HVStack.swift's `isIdentityUnaryLayout`, audited for 6.5.4): a
    /// stack of one view is that view, so the inner VStack below is the
    /// spacer itself and the outer stack gives it its minimum, 0, and the
    /// colour the whole 763 (the model split the height between the inner
    /// stack and the colour).
    @Test func aStackOfOneViewIsThatView() {
        expectFrames(VStack(spacing: 0) {
            VStack(spacing: 0) { Spacer(minLength: 0).layoutTag("spacer") }
            Color.gray.layoutTag("gray")
        }, ["spacer": rect(195, 47, 0, 0), "gray": rect(0, 47, 390, 763)])
    }

    /// Issue 28, finding 6 (OpenSwiftUI AspectRatioLayout.swift
    /// `spaceOffered`/`scaleThatFits`, audited for 6.4.41): a child whose
    /// ideal size is 0 x 10 under `aspectRatio(contentMode: .fit)` in 200 x
    /// 100 is proposed its ideal scaled by min(200 / 0 = infinity, 100 / 10)
    /// = 10: 0 x 100 (the model passed the 200 x 100 proposal on).
    @Test func aZeroWideIdealSizeFitsAsALine() {
        let result = phone.layout(Color.red.frame(idealWidth: 0, idealHeight: 10).layoutTag("line")
            .aspectRatio(contentMode: .fit).frame(width: 200, height: 100).layoutTag("box"))
        let box = result.frame(of: "box")!
        #expect(result.frame(of: "line") == CGRect(x: box.midX, y: box.minY, width: 0, height: 100))
    }

    /// Issue 28, finding 3 (OpenSwiftUI ZStack.swift `placeSubviews`,
    /// audited for 6.5.4): a ZStack aligns its children on the largest guide
    /// among them, not in its bounds. Sized in 176 x 56, the stack is 176 x
    /// 250 (the taller colour); placed, its children are measured in its
    /// bounds, so the square colour becomes 250 x 250. Centre guides: 125
    /// and 88 wide; the point is 125 in, so the square is at x 0 and the
    /// 176-wide colour at 125 - 88 = 37 (centring in the 176-pt bounds put
    /// them at -37 and 0).
    @Test func aZStackAlignsItsChildrenOnTheLargestGuide() {
        let result = phone.layout(ZStack {
            Color.gray.aspectRatio(contentMode: .fill).layoutTag("square")
            Color.gray.frame(height: 250).layoutTag("tall")
        }.frame(width: 176, height: 56).layoutTag("box"))
        let box = result.frame(of: "box")!
        #expect(result.frame(of: "square")?.minX == box.minX)
        #expect(result.frame(of: "square")?.width == 250)
        #expect(result.frame(of: "tall")?.minX == box.minX + 37)
        #expect(result.frame(of: "tall")?.width == 176)
    }

    @Test func aSpacerUnderPositionKeepsTheStacksAxis() {
        // (A second, empty child keeps the VStack a layout: a stack of one
        // view is that view, finding 1.)
        let result = Window.iPhone13.layout(VStack(spacing: 0) {
            Spacer(minLength: 0).layoutTag("s").position(x: 50, y: 30).frame(width: 100, height: 60)
            Color.clear.frame(width: 0, height: 0)
        })
        expectFrames(result, ["s": rect(195, 398.5, 0, 60)])
    }

    @Test func positionTakesAMissingDimensionFromItsChild() {
        let result = Window.iPhone13.layout(ScrollView {
            Color.red.frame(width: 50, height: 20).layoutTag("dot").position(x: 100, y: 10).layoutTag("space")
        })
        expectFrames(result, ["space": rect(0, 47, 390, 20), "dot": rect(75, 47, 50, 20)])
    }

    // 1. Docs/LayoutRules.md "Spacer": a spacer's layout priority is
    // -infinity (OpenSwiftUI Separator/Spacer.swift `layoutPriority()`), so
    // a stack sizes it after every other child and holds back its minimum
    // while sizing them (Stack/StackLayout.swift).
    @Test func spacerIsSizedAfterEveryOtherChild() {
        // The color is offered 763 - 0 (the spacer's minimum) and takes it
        // all; the spacer gets what is left, 0. (Priority 0 split it 381.5 each.)
        expectFrames(
            VStack(spacing: 0) {
                Color.red.layoutTag("color")
                Spacer(minLength: 0).layoutTag("spacer")
            },
            ["color": rect(0, 47, 390, 763), "spacer": rect(195, 810, 0, 0)])
    }

    @Test func spacersHoldBackTheirMinimumsAndGetNoSpacing() {
        // HStack { Color; Spacer(); Color; Spacer(); Color } in 100 x 100:
        // no spacing next to a spacer (its spacing preference is 0 along the
        // stack, OpenSwiftUI Spacer.swift `spacing()`); the colors are sized
        // first with the spacers' minimums (8 each) held back: (100 - 16) / 3
        // = 28 each; the spacers get their 8. The frame is centred:
        // x = 145, y = 47 + (763 - 100) / 2 = 378.5. (Priority 0 gave 20 each.)
        expectFrames(
            HStack {
                Color.red.layoutTag("a")
                Spacer().layoutTag("s1")
                Color.green.layoutTag("b")
                Spacer()
                Color.blue.layoutTag("c")
            }
            .frame(width: 100, height: 100),
            ["a": rect(145, 378.5, 28, 100), "s1": rect(173, 428.5, 8, 0),
             "b": rect(181, 378.5, 28, 100), "c": rect(217, 378.5, 28, 100)])
    }

    // 2. Outside a stack a spacer expands on both axes: max(proposal,
    // minLength) (Apple's documentation of Spacer: "or on both axes if not
    // contained in a stack"; OpenSwiftUI Spacer.swift `sizeThatFits`).
    @Test func spacerOutsideAStackTakesTheProposalOnBothAxes() {
        expectFrames(Spacer().layoutTag("s"), ["s": rect(0, 47, 390, 763)])
        // In a ZStack (no stack orientation) too; at least its minimum.
        expectFrames(
            ZStack { Spacer(minLength: 20).layoutTag("s") }.frame(width: 10, height: 100),
            ["s": rect(185, 378.5, 20, 100)])
    }

    // 3. The stack orientation is inherited through one-child modifiers
    // (frame, padding, fixedSize, background): only multi-child layouts set
    // it (OpenSwiftUI Layout.swift `makeLayoutView`, Spacer.swift).
    @Test func spacerUnderAFrameStillExpandsAlongItsStack() {
        // The frame reports priority 0 and the spacer's flexibility (8...inf);
        // the fixed 50 is sized first (flexibility 0) and the framed spacer
        // takes the other 340, 20 tall, centred: y = 47 + (763 - 20) / 2.
        // (Before, the framed spacer was an 8 x 8 square.)
        expectFrames(
            HStack(spacing: 0) {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().frame(height: 20).layoutTag("s")
            },
            ["c": rect(0, 47, 50, 763), "s": rect(50, 418.5, 340, 20)])
    }

    @Test func spacerUnderABackgroundStillExpandsAndKeepsItsPriority() {
        // The background's layout is its content's: priority -infinity and
        // the vertical orientation. "top" is offered 763 - 8 and takes 100;
        // the spacer takes the remaining 663, 0 wide (centred at x = 195);
        // the background is proposed the spacer's size.
        expectFrames(
            VStack(spacing: 0) {
                Color.red.frame(height: 100).layoutTag("top")
                Spacer().background(Color.blue.layoutTag("bg")).layoutTag("s")
            },
            ["top": rect(0, 47, 390, 100), "s": rect(195, 147, 0, 663), "bg": rect(195, 147, 0, 663)])
    }

    @Test func spacerUnderPaddingOrFixedSizeKeepsItsAxis() {
        // padding(.vertical, 5): the spacer still expands horizontally (340)
        // and is 0 tall, so the padded view is 340 x 10. Padding resets the
        // spacing preferences of its padded edges only (OpenSwiftUI
        // PaddingLayout.swift): with no horizontal padding no spacing is
        // added next to it.
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().padding(.vertical, 5).layoutTag("s")
            },
            ["c": rect(0, 47, 50, 763), "s": rect(50, 423.5, 340, 10)])
        // padding(.leading, 5) resets the spacer's leading edge: the default
        // 8 comes back before it; 390 - 8 - 50 = 332, 0 tall.
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().padding(.leading, 5).layoutTag("s")
            },
            ["c": rect(0, 47, 50, 763), "s": rect(58, 428.5, 332, 0)])
        // fixedSize: the spacer is proposed nil along the stack and takes its
        // minimum, 8, and 0 across (before: 8 x 8, the no-stack rule). The
        // stack is 20 x 28, centred: (185, 414.5); the spacer centred across.
        expectFrames(
            VStack(spacing: 0) {
                Spacer().fixedSize().layoutTag("s")
                Color.red.frame(width: 20, height: 20)
            }.fixedSize(),
            ["s": rect(195, 414.5, 0, 8)])
    }

    // 4. A flexible frame places its child with the frame's own size; under
    // a nil proposal it proposes nil only when that length lies strictly
    // between min and max (OpenSwiftUI Layout/Modifier/FrameLayout.swift
    // `childPlacementProposal`, iOS 17 and later).
    @Test func flexibleFramePlacesItsChildWithItsOwnSize() {
        // Under fixedSize (nil proposals) the frame is max(10, 50) = 50 wide
        // (the color's ideal is 10); 50 is not strictly above min 50, so the
        // color is placed with 50 (before: nil, 10 wide). Height: no bounds,
        // 10 is strictly between -inf and inf, so nil: the color's 10.
        expectFrames(
            Color.red.layoutTag("c").frame(minWidth: 50).fixedSize().layoutTag("f"),
            ["f": rect(170, 423.5, 50, 10), "c": rect(170, 423.5, 50, 10)])
        // Strictly between min and max: nil, the child keeps its ideal.
        expectFrames(
            Color.red.layoutTag("c").frame(minWidth: 5, maxWidth: 50).fixedSize().layoutTag("f"),
            ["f": rect(190, 423.5, 10, 10), "c": rect(190, 423.5, 10, 10)])
    }

    // 5. Layout priority through wrappers (OpenSwiftUI Layout/LayoutView.swift:
    // a one-child layout reports 0; FixedSizeLayout.swift: its child's;
    // OverlayModifier.swift: the modified view's layout is the content's).
    @Test func frameAndPaddingReportPriorityZero() {
        // Both children priority 0, both infinitely flexible with minimum 0:
        // source order, 195 each. (Before: "a" kept priority 1 and took 390.)
        expectFrames(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).frame(maxWidth: .infinity).layoutTag("a")
                Color.blue.layoutTag("b")
            },
            ["a": rect(0, 47, 195, 763), "b": rect(195, 47, 195, 763)])
        // padding(10): priority 0; minimum 20 against 0, both infinitely
        // flexible: the larger minimum first, offered 195.
        expectFrames(
            HStack(spacing: 0) {
                Color.blue.layoutTag("b")
                Color.red.layoutPriority(1).padding(10).layoutTag("a")
            },
            ["b": rect(0, 47, 195, 763), "a": rect(195, 47, 195, 763)])
    }

    @Test func fixedSizeAndBackgroundReportTheirContentsPriority() {
        // background: priority 1, so "a" is sized first with "b"'s minimum
        // (0) held back and takes all 390 (before: priority 0, 195 each).
        expectFrames(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).background(Color.gray).layoutTag("a")
                Color.blue.layoutTag("b")
            },
            ["a": rect(0, 47, 390, 763), "b": rect(390, 47, 0, 763)])
        // fixedSize(vertical): priority 1 passes; the color is 10 tall
        // (nil height), centred: y = 47 + (763 - 10) / 2.
        expectFrames(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).fixedSize(horizontal: false, vertical: true).layoutTag("a")
                Color.blue.layoutTag("b")
            },
            ["a": rect(0, 423.5, 390, 10), "b": rect(390, 47, 0, 763)])
    }

    // 6. The secondary layer is placed with the primary's size as its
    // proposal (OpenSwiftUI OverlayModifier.swift `SecondaryLayerGeometryQuery`:
    // the proposal is the primary's size), not with its own size.
    @Test func backgroundIsPlacedWithTheContentsSizeAsProposal() {
        let result = phone.layout(
            Color.red.frame(width: 100, height: 50)
                .background(Color.blue.frame(maxWidth: 40).layoutTag("bg")))
        #expect(result.frame(of: "bg")?.isClose(to: rect(175, 403.5, 40, 50), tolerance: 0.34) == true)
        // The secondary, at most 40 wide, is placed with the primary's
        // 100 x 50 (before: its own 40 x 50). Read through a `Layout`, which
        // is told the proposal it is placed with.
        let recorder = ProposalRecorder()
        _ = phone.layout(
            Color.red.frame(width: 100, height: 50)
                .background(AtMostFortyWide(recorder: recorder) { Color.blue }))
        #expect(recorder.placed == [ProposedViewSize(width: 100, height: 50)])
    }

    // 7. Equal finite flexibility keeps source order; the larger-minimum-
    // first tie-break is only for two infinitely flexible children
    // (OpenSwiftUI Layout/Geometry/LayoutTraits.swift `FlexibilityEstimate`).
    @Test func equalFiniteFlexibilityKeepsSourceOrder() {
        // "a": 10...110, "b": 60...160: both have flexibility 100. Source
        // order: "a" is offered 100 / 2 = 50 and takes 50; "b" is offered 50
        // and takes its minimum, 60: 110 in all, overflowing the 100-pt
        // frame and centred in it (x = 145 - 5). The larger minimum first
        // (the old rule) gave b = 60, then a = 40.
        expectFrames(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 110).layoutTag("a")
                Color.blue.frame(minWidth: 60, maxWidth: 160).layoutTag("b")
            }
            .frame(width: 100, height: 100),
            ["a": rect(140, 378.5, 50, 100), "b": rect(190, 378.5, 60, 100)])
    }

    // Beyond the eight: a ZStack's size is that of its highest-priority
    // children only, and every child is placed with the ZStack's own size
    // as its proposal (OpenSwiftUI Stack/ZStack.swift, audited for 6.4).
    @Test func zStackIsSizedByItsHighestPriorityChildren() {
        // The 50 x 50 frame has priority 1: the ZStack is 50 x 50 (centred:
        // (170, 403.5)), and the color, proposed 50 x 50, takes it. (Before:
        // the union, 390 x 763.)
        expectFrames(
            ZStack {
                Color.red.frame(width: 50, height: 50).layoutPriority(1).layoutTag("fixed")
                Color.blue.layoutTag("fill")
            }.layoutTag("z"),
            ["z": rect(170, 403.5, 50, 50), "fixed": rect(170, 403.5, 50, 50), "fill": rect(170, 403.5, 50, 50)])
        // A spacer (priority -infinity) does not size a ZStack that has
        // another child: the 30 x 20 frame alone does.
        expectFrames(
            ZStack {
                Spacer().layoutTag("s")
                Color.red.frame(width: 30, height: 20)
            }.layoutTag("z"),
            ["z": rect(180, 418.5, 30, 20), "s": rect(180, 418.5, 30, 20)])
    }

    // A frame keeps its child's spacing preferences only when the child is
    // the spacer itself (or a modifier that is no layout around one); around
    // any other layout it resets the edges of its framed dimensions, so a
    // spacer two layouts down gets the default spacing there (OpenSwiftUI
    // Layout/Modifier/FrameLayout.swift `spacing`, `requiresSpacingProjection`;
    // iOS 15 and later). Docs/LayoutRules.md, "Layout traits through modifiers".
    @Test func aFrameKeepsASpacersSpacingOnlyDirectlyAroundIt() {
        // Directly around the spacer: no spacing; 50 + 30 = 80 wide, centred
        // at x = 155; the spacer is 0 tall (y = 47 + 763 / 2).
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().frame(width: 30).layoutTag("s")
            },
            ["c": rect(155, 47, 50, 763), "s": rect(205, 428.5, 30, 0)])
        // A width frame around a height frame around the spacer: the outer
        // frame resets the horizontal edges, so 8 comes back: 50 + 8 + 100 =
        // 158 wide, centred at x = 116; the framed spacer is 20 tall.
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().frame(height: 20).frame(width: 100).layoutTag("s")
            },
            ["c": rect(116, 47, 50, 763), "s": rect(174, 418.5, 100, 20)])
        // fixedSize is a layout: a frame around it resets too (8 again);
        // a background is not: the frame keeps the spacer's 0.
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().fixedSize().frame(width: 30).layoutTag("s")
            },
            ["c": rect(151, 47, 50, 763), "s": rect(209, 428.5, 30, 0)])
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                Spacer().background(Color.gray).frame(width: 30).layoutTag("s")
            },
            ["c": rect(155, 47, 50, 763), "s": rect(205, 428.5, 30, 0)])
    }

    // A stack's own spacing preferences: along its axis its first child's
    // leading and its last child's trailing edge, across any child's; an
    // empty stack has 0 on every edge (OpenSwiftUI Stack/StackLayout.swift
    // `spacing()`; a spacer's preference is on its stack's axis only,
    // Separator/Spacer.swift). Docs/LayoutRules.md, "Stacks".
    @Test func aNestedStackStartingWithASpacerGetsNoSpacing() {
        // The inner HStack starts with a spacer: no spacing before it. "c"
        // is sized first (flexibility 0) and takes 50; the inner stack the
        // other 340 (its spacer 310, its color 30).
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                HStack(spacing: 0) {
                    Spacer(minLength: 20)
                    Color.blue.frame(width: 30)
                }.layoutTag("inner")
            },
            ["c": rect(0, 47, 50, 763), "inner": rect(50, 47, 340, 763)])
        // A VStack's spacer has its preference on top and bottom only: an
        // HStack still puts 8 beside it. 50 + 8 + 0 = 58 wide, centred: x = 166.
        // (Two spacers keep the VStack a layout: a stack of one view is
        // that view, finding 1.)
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                VStack { Spacer(); Spacer() }.layoutTag("v")
            },
            ["c": rect(166, 47, 50, 763), "v": rect(224, 47, 0, 763)])
        // An empty stack: no spacing either side; 50 + 0 + 50 = 100 tall,
        // centred: y = 47 + (763 - 100) / 2.
        expectFrames(
            VStack {
                Color.red.frame(height: 50).layoutTag("a")
                HStack {}
                Color.blue.frame(height: 50).layoutTag("b")
            },
            ["a": rect(0, 378.5, 390, 50), "b": rect(0, 428.5, 390, 50)])
    }

    // A ZStack's spacing is the union of its children's (OpenSwiftUI
    // Stack/ZStack.swift `spacing`): a spacer in it (no stack orientation:
    // 0 on all four edges) leaves no spacing beside the ZStack; the spacer
    // takes the ZStack's 340 x 763. Docs/LayoutRules.md, "ZStack".
    @Test func aZStackOfASpacerGetsNoSpacing() {
        expectFrames(
            HStack {
                Color.red.frame(width: 50).layoutTag("c")
                ZStack { Spacer(minLength: 20) }.layoutTag("z")
            },
            ["c": rect(0, 47, 50, 763), "z": rect(50, 47, 340, 763)])
    }
}

/// What a layout was told when placed.
private final class ProposalRecorder: @unchecked Sendable {
    var placed: [ProposedViewSize] = []
}

/// A layout at most 40 wide (its subview's size, clamped) that records the
/// proposal of each `placeSubviews` call.
private struct AtMostFortyWide: Layout {
    let recorder: ProposalRecorder

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: min(size.width, 40), height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        recorder.placed.append(proposal)
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
