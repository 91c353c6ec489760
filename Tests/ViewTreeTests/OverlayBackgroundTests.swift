import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "overlay and background": the secondary view is proposed the primary's size
// and aligned within it; it never changes the primary's size.
// A 100 x 100 primary at the root sits at (145, 378.5).

@MainActor @Suite struct OverlayBackgroundTests {
    @Test func overlayIsCentredByDefault() {
        expectFrames(
            Color.red.frame(width: 100, height: 100).layoutTag("primary")
                .overlay { Color.blue.frame(width: 50, height: 50).layoutTag("overlay") }
                .layoutTag("whole"),
            ["primary": rect(145, 378.5, 100, 100), "overlay": rect(170, 403.5, 50, 50),
             "whole": rect(145, 378.5, 100, 100)])
    }

    @Test func overlayWithAlignment() {
        expectFrames(
            Color.red.frame(width: 100, height: 100)
                .overlay(alignment: .topLeading) { Color.blue.frame(width: 50, height: 50).layoutTag("overlay") },
            ["overlay": rect(145, 378.5, 50, 50)])
    }

    @Test func overlayIOS13Form() {
        // overlay(_:alignment:): bottom-trailing corner on the primary's (245, 478.5).
        expectFrames(
            Color.red.frame(width: 100, height: 100)
                .overlay(Color.blue.frame(width: 50, height: 50).layoutTag("overlay"), alignment: .bottomTrailing),
            ["overlay": rect(195, 428.5, 50, 50)])
    }

    @Test func overlayIsProposedThePrimarySize() {
        // A flexible overlay takes exactly the primary's 100 x 100.
        expectFrames(
            Color.red.frame(width: 100, height: 100).overlay(Color.blue.layoutTag("overlay")),
            ["overlay": rect(145, 378.5, 100, 100)])
    }

    @Test func backgroundFillsThePaddedText() {
        // Text + padding(): 74.5 x 54 at (157.75, 401.5); the background is proposed that.
        expectFrames(
            Text("Hello").padding().background(Color.yellow.layoutTag("bg")).layoutTag("whole"),
            ["bg": rect(157.75, 401.5, 74.5, 54), "whole": rect(157.75, 401.5, 74.5, 54)])
    }

    @Test func largerBackgroundDoesNotChangeTheSize() {
        // Text("Hi") 17 x 22 at (186.5, 417.5); a 200 x 200 background is centred
        // on it: x = 186.5 + (17 - 200) / 2 = 95, y = 417.5 + (22 - 200) / 2 = 328.5.
        expectFrames(
            Text("Hi").background { Color.blue.frame(width: 200, height: 200).layoutTag("bg") }.layoutTag("whole"),
            ["whole": rect(186.5, 417.5, 17, 22), "bg": rect(95, 328.5, 200, 200)])
    }

    @Test func backgroundWithAlignment() {
        expectFrames(
            Text("Hi").background(Color.blue.frame(width: 200, height: 200).layoutTag("bg"), alignment: .topLeading),
            ["bg": rect(186.5, 417.5, 200, 200)])
    }

    @Test func secondaryDoesNotMoveSiblings() {
        // VStack(spacing: 0): "Hi" 17 x 22 and "Hello" 42.5 x 22 -> 42.5 x 44,
        // y0 = 47 + (763 - 44) / 2 = 406.5. The 100-pt overlay (width from the
        // proposal 17) overflows the first row but the second stays at 428.5.
        expectFrames(
            VStack(spacing: 0) {
                Text("Hi").overlay(Color.red.frame(height: 100).layoutTag("overlay")).layoutTag("a")
                Text("Hello").layoutTag("b")
            },
            ["a": rect(186.5, 406.5, 17, 22), "b": rect(173.75, 428.5, 42.5, 22),
             "overlay": rect(186.5, 367.5, 17, 100)])
    }

    @Test func severalOverlayViewsFormAnAlignedZStack() {
        // The overlay's views are an implicit ZStack with the overlay's
        // alignment: 20 x 20, bottom-centred on the primary (145...245, 378.5...478.5).
        expectFrames(
            Color.red.frame(width: 100, height: 100).overlay(alignment: .bottom) {
                Color.red.frame(width: 10, height: 10).layoutTag("small")
                Color.blue.frame(width: 20, height: 20).layoutTag("large")
            },
            ["small": rect(190, 468.5, 10, 10), "large": rect(185, 458.5, 20, 20)])
    }
}
