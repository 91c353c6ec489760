import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Padding": padding() is 16 pt on iOS; the child is proposed
// the size minus the padding (never below 0); default padding 16.
// Root: (0, 47, 390, 763).

@MainActor @Suite struct PaddingTests {
    @Test func defaultPaddingIsSixteenOnEveryEdge() {
        expectFrames(
            Color.red.layoutTag("color").padding().layoutTag("padded"),
            ["padded": rect(0, 47, 390, 763), "color": rect(16, 63, 358, 731)])
    }

    @Test func edgesWithDefaultLength() {
        // padding(.horizontal): 16 on leading and trailing only.
        expectFrames(
            Color.red.layoutTag("color").padding(.horizontal),
            ["color": rect(16, 47, 358, 763)])
    }

    @Test func edgesWithLength() {
        expectFrames(
            Color.red.layoutTag("color").padding(.top, 30),
            ["color": rect(0, 77, 390, 733)])
        expectFrames(
            Color.red.layoutTag("color").padding([.bottom, .trailing], 10),
            ["color": rect(0, 47, 380, 753)])
    }

    @Test func uniformLength() {
        expectFrames(
            Color.red.layoutTag("color").padding(10),
            ["color": rect(10, 57, 370, 743)])
    }

    @Test func edgeInsets() {
        // top 1, leading 2, bottom 3, trailing 4: 390 - 6 = 384, 763 - 4 = 759.
        expectFrames(
            Color.red.layoutTag("color").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            ["color": rect(2, 48, 384, 759)])
    }

    @Test func paddingAddsToAHuggingChild() {
        // Text 42.5 x 22 + 32 = 74.5 x 54; centred: x = 157.75, y = 47 + (763 - 54) / 2 = 401.5.
        expectFrames(
            Text("Hello").layoutTag("text").padding().layoutTag("padded"),
            ["padded": rect(157.75, 401.5, 74.5, 54), "text": rect(173.75, 417.5, 42.5, 22)])
    }

    @Test func negativePaddingShrinksTheView() {
        // padding(-5): the text (proposed 400 x 773, still 42.5 x 22) reports
        // 32.5 x 12 to its parent; the padded view is centred at
        // (178.75, 422.5) and the text drawn 5 pt outside it on every side.
        expectFrames(
            Text("Hello").layoutTag("text").padding(-5).layoutTag("padded"),
            ["padded": rect(178.75, 422.5, 32.5, 12), "text": rect(173.75, 417.5, 42.5, 22)])
    }

    @Test func proposalNeverBelowZero() {
        // padding(.horizontal, 250): the child is proposed max(0, 390 - 500) = 0
        // wide, so the padded view is 500 wide and overflows: x = -55.
        expectFrames(
            Color.red.layoutTag("color").padding(.horizontal, 250).layoutTag("padded"),
            ["padded": rect(-55, 47, 500, 763), "color": rect(195, 47, 0, 763)])
    }
}
