import Foundation
import Testing
@testable import ViewTree

// iPhone 13: the root is proposed the safe rect 390 x 763 and centred in
// (0, 47, 390, 763) (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"; WindowLayout).
// Text metric (Text.swift): body 17 pt -> 8.5 pt per character, 22 pt lines.

@MainActor @Suite struct StackTests {
    @Test func leastFlexibleChildIsSizedFirst() {
        // Docs/LayoutRules.md, "Stacks": least flexible first. frame(maxWidth: 50) has
        // flexibility 50 - 0 = 50, Color has inf; so the capped view, although
        // declared second, is offered 390 / 2 = 195 first and takes 50; the
        // color gets the remaining 340. (Declaration order would give 195 + 50.)
        expectFrames(
            HStack(spacing: 0) {
                Color.blue.layoutTag("flex")
                Color.red.frame(maxWidth: 50).layoutTag("capped")
            },
            ["flex": rect(0, 47, 340, 763), "capped": rect(340, 47, 50, 763)])
    }

    @Test func shortTextKeepsItsLineLongTextWraps() {
        // Flexibility (Text metric): 10 chars: 85 - 8.5 = 76.5; 60 chars: 510 - 8.5.
        // Short first: offered 390/2 = 195 -> 85 x 22. Long: offered 305 ->
        // floor(305 / 8.5) = 35 chars a line (297.5), ceil(60 / 35) = 2 lines -> 297.5 x 44.
        // Stack 382.5 x 44, centred: x = 3.75, y = 47 + (763 - 44) / 2 = 406.5;
        // short text centred across: y = 406.5 + 11.
        expectFrames(
            HStack(spacing: 0) {
                Text(letters(60)).layoutTag("long")
                Text(letters(10)).layoutTag("short")
            },
            ["long": rect(3.75, 406.5, 297.5, 44), "short": rect(301.25, 417.5, 85, 22)])
    }

    @Test func layoutPriorityIsSizedFirst() {
        // Docs/LayoutRules.md, "Stacks": the higher priority group is sized first; the lower
        // group's minimum (Color: 0) is held back, so "high" takes all 390.
        expectFrames(
            HStack(spacing: 0) {
                Color.red.layoutTag("low")
                Color.blue.layoutPriority(1).layoutTag("high")
            },
            ["low": rect(0, 47, 0, 763), "high": rect(0, 47, 390, 763)])
    }

    @Test func layoutPriorityHoldsBackLowerMinimums() {
        // Lower group minimum: frame(minWidth: 60) at proposal 0 is 60, held back:
        // "high" is offered 390 - 60 = 330; "low" then gets the remaining 60.
        expectFrames(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 60).layoutTag("low")
                Color.blue.layoutPriority(1).layoutTag("high")
            },
            ["low": rect(0, 47, 60, 763), "high": rect(60, 47, 330, 763)])
    }

    @Test func infiniteFlexibilityTieTakesLargerMinimumFirst() {
        // Docs/LayoutRules.md, "Stacks" (OpenSwiftUI StackLayout `prioritize`): ties on an
        // infinite range put the child with the larger minimum first. Both
        // children here have an infinite range (Color: 0...inf, the frame:
        // 100...inf). HStack(spacing: 260) leaves 390 - 260 = 130. Larger
        // minimum first: the frame is offered 65 and takes 100; the color gets
        // the remaining 30 (total 390). Declaration order would give the color
        // 65 and overflow by 35.
        expectFrames(
            HStack(spacing: 260) {
                Color.red.layoutTag("color")
                Color.blue.frame(minWidth: 100).layoutTag("min")
            },
            ["color": rect(0, 47, 30, 763), "min": rect(290, 47, 100, 763)])
    }

    @Test func overflowingStackIsCentredInTheRoot() {
        // Fixed widths 300 + 200 = 500 > 390: the stack reports 500 and the
        // root centres it: x = (390 - 500) / 2 = -55.
        expectFrames(
            HStack(spacing: 0) {
                Color.red.frame(width: 300).layoutTag("a")
                Color.blue.frame(width: 200).layoutTag("b")
            },
            ["a": rect(-55, 47, 300, 763), "b": rect(245, 47, 200, 763)])
    }

    @Test func crossAxisAlignmentLeadingAndTrailing() {
        // VStack: width = the widest child (200), height 50 + 8 + 50 = 108;
        // centred: x = 95, y = 47 + (763 - 108) / 2 = 374.5.
        expectFrames(
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 50).layoutTag("a")
                Color.blue.frame(width: 200, height: 50).layoutTag("b")
            },
            ["a": rect(95, 374.5, 100, 50), "b": rect(95, 432.5, 200, 50)])
        expectFrames(
            VStack(alignment: .trailing) {
                Color.red.frame(width: 100, height: 50).layoutTag("a")
                Color.blue.frame(width: 200, height: 50).layoutTag("b")
            },
            ["a": rect(195, 374.5, 100, 50), "b": rect(95, 432.5, 200, 50)])
    }

    @Test func crossAxisAlignmentBottom() {
        // HStack: 100 + 8 + 100 = 208 wide, 80 tall; x = 91, y = 47 + 341.5 = 388.5.
        expectFrames(
            HStack(alignment: .bottom) {
                Color.red.frame(width: 100, height: 40).layoutTag("short")
                Color.blue.frame(width: 100, height: 80).layoutTag("tall")
            },
            ["short": rect(91, 428.5, 100, 40), "tall": rect(199, 388.5, 100, 80)])
    }

    @Test func defaultSpacingIsEightAndZeroNextToSpacer() {
        // Gaps: a-b 8, b-Spacer 0, Spacer-c 0 (Docs/LayoutRules.md, "Stacks" and "Spacer").
        // Spacer takes the rest: 763 - 300 - 8 = 455.
        expectFrames(
            VStack {
                Color.red.frame(height: 100).layoutTag("a")
                Color.blue.frame(height: 100).layoutTag("b")
                Spacer()
                Color.green.frame(height: 100).layoutTag("c")
            },
            ["a": rect(0, 47, 390, 100), "b": rect(0, 155, 390, 100), "c": rect(0, 710, 390, 100)])
    }

    @Test func taggedSpacerIsStillASpacer() {
        // A tag is an inspection marker: it must not change layout. The spacer
        // stays flexible along the VStack (0 wide, 763 - 100 = 663 tall) and
        // keeps spacing 0 to its neighbour.
        expectFrames(
            VStack {
                Spacer().layoutTag("spacer")
                Color.red.frame(height: 100).layoutTag("a")
            },
            ["spacer": rect(195, 47, 0, 663), "a": rect(0, 710, 390, 100)])
    }

    @Test func spacerMinLength() {
        // Spacer(minLength: 300) never shrinks below 300: fixed 500 + 300 > 763,
        // the frame (least flexible) is sized first (500), the spacer is offered
        // 263 and takes its minimum 300: stack 800 tall, centred: y = 47 - 18.5.
        expectFrames(
            VStack {
                Color.red.frame(height: 500).layoutTag("a")
                Spacer(minLength: 300)
            },
            ["a": rect(0, 28.5, 390, 500)])
    }

    @Test func explicitSpacing() {
        // 3 x 50 + 2 x 20 = 190; y0 = 47 + (763 - 190) / 2 = 333.5.
        expectFrames(
            VStack(spacing: 20) {
                Color.red.frame(height: 50).layoutTag("a")
                Color.green.frame(height: 50).layoutTag("b")
                Color.blue.frame(height: 50).layoutTag("c")
            },
            ["a": rect(0, 333.5, 390, 50), "b": rect(0, 403.5, 390, 50), "c": rect(0, 473.5, 390, 50)])
    }

    @Test func explicitSpacingAppliesNextToSpacer() {
        // Spacing 20 is uniform, also around the Spacer: 390 - 100 - 100 - 40 = 150 for it.
        expectFrames(
            HStack(spacing: 20) {
                Color.red.frame(width: 100).layoutTag("a")
                Spacer()
                Color.blue.frame(width: 100).layoutTag("b")
            },
            ["a": rect(0, 47, 100, 763), "b": rect(290, 47, 100, 763)])
    }

    @Test func nilProposalInScrollViewGivesIdealSizes() {
        // ScrollView proposes (390, nil): the VStack offers every child nil
        // height: Color -> 10 (nil -> 10), Text "Hi" 17 x 22; 10 + 8 + 22 = 40.
        // Content at the top of the scroll view (y = 47); the text centred: x = 186.5.
        expectFrames(
            ScrollView {
                VStack {
                    Color.red.layoutTag("color")
                    Text("Hi").layoutTag("text")
                }
            },
            ["color": rect(0, 47, 390, 10), "text": rect(186.5, 65, 17, 22)])
    }

    @Test func zStackIsTheUnionAligned() {
        // ZStack(alignment: .topLeading): 200 x 100; centred at (95, 378.5).
        expectFrames(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 200, height: 100).layoutTag("big")
                Color.blue.frame(width: 50, height: 50).layoutTag("small")
            },
            ["big": rect(95, 378.5, 200, 100), "small": rect(95, 378.5, 50, 50)])
    }
}
