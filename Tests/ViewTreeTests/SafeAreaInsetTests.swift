import Foundation
import Testing
@testable import ViewTree

// Every example of seed 003 ("SwiftUI: 如何控制safeAreaInset"), as the article
// writes it with tags added, and the frames Docs/LayoutRules.md, "safeAreaInset" gives:
// 1. spacing = given, else 8; 2. the content is proposed the proposal minus
// spacing minus the main view's minimum (LinearGradient: 0), full across, and
// placed against the edge, aligned to the main view's guide; 3. the main view
// gets the rest, against the opposite edge; 4. the main view's subtree gets a
// .container inset of content + spacing; 5. size: sum along, max across.
// The root is proposed 390 x 763 at (0, 47).

private var gradient: LinearGradient {
    LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)
}

/// Seed 003's screen: 29 rows of "Five Stars" in .largeTitle and a
/// "Continue" button. `.buttonStyle(.bordered)`, `.controlSize(.large)` and
/// `.controlProminence(.increased)` are not modelled (styling), so the
/// button is its label: Text("Continue") 8 x 8.5 = 68 x 22, framed to
/// maxWidth .infinity and padded horizontally by 16 -> 390 x 22.
/// Each row: "Five Stars" 10 x 17 = 170 x 41; VStack: 29 x 41 + 28 x 8 = 1413.
@MainActor private func rows() -> some View {
    ForEach(1..<30) { index in
        Text("Five Stars")
            .font(.largeTitle)
            .layoutTag("row\(index)")
    }
    .frame(maxWidth: .infinity)
}

@MainActor private func button() -> some View {
    Button {
    } label: {
        Text("Continue")
            .frame(maxWidth: .infinity)
    }
    .padding(.horizontal)
    .layoutTag("button")
}

@MainActor @Suite struct SafeAreaInsetTests {
    @Test func base() {
        // "By default SwiftUI places our content in the safe area".
        expectFrames(gradient.layoutTag("gradient"), ["gradient": rect(0, 47, 390, 763)])
    }

    @Test func topInsetSpacingZero() {
        // Content: 390 x 30 at the top (47); gradient: 763 - 30 = 733 at 77.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top, spacing: 0) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                }
                .layoutTag("whole"),
            ["whole": rect(0, 47, 390, 763), "red": rect(0, 47, 390, 30), "gradient": rect(0, 77, 390, 733)])
    }

    @Test func contentWiderThanTheView() {
        // Seed "Size": the view is frame(width: 50), the content still takes
        // the full 390 across (step 2) and the modifier is max(50, 390) wide
        // (step 5). The main view is centred across: x = (390 - 50) / 2 = 170.
        expectFrames(
            gradient.frame(width: 50).layoutTag("gradient")
                .safeAreaInset(edge: .top, spacing: 0) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                }
                .layoutTag("whole"),
            ["whole": rect(0, 47, 390, 763), "red": rect(0, 47, 390, 30), "gradient": rect(170, 77, 50, 733)])
    }

    @Test func spacingFifty() {
        // Gradient: 763 - 30 - 50 = 683, from 47 + 80 = 127; the 50-pt gap is 77...127.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top, spacing: 50) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                },
            ["red": rect(0, 47, 390, 30), "gradient": rect(0, 127, 390, 683)])
    }

    @Test func negativeSpacingOverlaps() {
        // spacing -10: the content does not move; the gradient gets
        // 763 - 30 + 10 = 743 from 67, overlapping the red by 10.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top, spacing: -10) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                },
            ["red": rect(0, 47, 390, 30), "gradient": rect(0, 67, 390, 743)])
    }

    @Test func trailingAlignment() {
        // A 30 x 30 content aligned .trailing to the main view: x = 390 - 30.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top, alignment: .trailing, spacing: 0) {
                    Color.red.frame(width: 30, height: 30).layoutTag("red")
                },
            ["red": rect(360, 47, 30, 30), "gradient": rect(0, 77, 390, 733)])
    }

    @Test func threeStackedBottomInsets() {
        // The outermost (blue) is applied first and sits nearest the edge:
        // blue 780...810, green 750...780, red 720...750; gradient 47...720.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.green.frame(height: 30).opacity(0.5).layoutTag("green")
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue")
                },
            ["blue": rect(0, 780, 390, 30), "green": rect(0, 750, 390, 30), "red": rect(0, 720, 390, 30),
             "gradient": rect(0, 47, 390, 673)])
    }

    @Test func fourDifferentEdges() {
        // Outermost first: yellow (leading) takes 30 of the full height at
        // x 0; blue (bottom) 30 of the remaining 360 width at 780; green
        // (trailing) 30 of the remaining 733 height at x 360; red (top) 30 of
        // the remaining 330 width at 47. The gradient: (30, 77, 330, 703).
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top, spacing: 0) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                }
                .safeAreaInset(edge: .trailing, spacing: 0) {
                    Color.green.frame(width: 30).opacity(0.5).layoutTag("green")
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue")
                }
                .safeAreaInset(edge: .leading, spacing: 0) {
                    Color.yellow.frame(width: 30).opacity(0.5).layoutTag("yellow")
                },
            ["yellow": rect(0, 47, 30, 763), "blue": rect(30, 780, 360, 30), "green": rect(360, 47, 30, 733),
             "red": rect(30, 47, 330, 30), "gradient": rect(30, 77, 330, 703)])
    }

    @Test func ignoresSafeAreaInsideGrowsBack() {
        // The ignoring view is laid out 47...780; its bottom edge is on the
        // inset's boundary, grows through it (780 -> 810) and then through the
        // device inset (810 -> 844); its top grows through the device inset to 0.
        expectFrames(
            gradient.layoutTag("gradient")
                .ignoresSafeArea(edges: .bottom).layoutTag("ignoring")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
                },
            ["red": rect(0, 780, 390, 30), "ignoring": rect(0, 47, 390, 733), "gradient": rect(0, 47, 390, 797)])
    }

    @Test func ignoresSafeAreaTopDoesNotGrowThroughABottomInset() {
        // Only the listed edge grows: top 47 -> 0, bottom stays on 780.
        expectFrames(
            gradient.layoutTag("gradient")
                .ignoresSafeArea(edges: .top)
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30) },
            ["gradient": rect(0, 0, 390, 780)])
    }

    @Test func defaultSpacingIsEight() {
        // spacing nil -> 8 between two non-text views: gradient from 47 + 38 = 85.
        expectFrames(
            gradient.layoutTag("gradient")
                .safeAreaInset(edge: .top) { Color.red.frame(height: 30).layoutTag("red") },
            ["red": rect(0, 47, 390, 30), "gradient": rect(0, 85, 390, 725)])
    }

    // MARK: The ScrollView + button example

    @Test func scrollViewWithOverlayHidesTheLastRow() {
        // overlay(alignment: .bottom): the scroll view keeps 47...810; at the
        // end offset the last row ends at 810, under the button (788...810).
        let result = phone.layout(
            ScrollView { rows() }
                .overlay(alignment: .bottom) { button() }
                .defaultScrollAnchor(.bottom))
        expectFrames(result, ["button": rect(0, 788, 390, 22), "row29": rect(110, 769, 170, 41)])
        let row = result.frame(of: "row29"), buttonFrame = result.frame(of: "button")
        #expect(row != nil && buttonFrame != nil && row!.maxY > buttonFrame!.minY, "the last row is under the button")
    }

    @Test func scrollViewWithSafeAreaInsetShowsTheLastRow() {
        // safeAreaInset(edge: .bottom), spacing nil -> 8: the button (22) at
        // 788...810; the scroll view 47...780 (763 - 22 - 8 = 733). Its content
        // insets: top 47 (device), bottom 8 + 22 + 34 = 64. With
        // .defaultScrollAnchor(.bottom) the content (1413) ends at 780, just
        // above the inset: the last row is (110, 739, 170, 41).
        let result = phone.layout(
            ScrollView { rows() }
                .layoutTag("scroll")
                .safeAreaInset(edge: .bottom) { button() }
                .defaultScrollAnchor(.bottom))
        expectFrames(result, ["button": rect(0, 788, 390, 22), "scroll": rect(0, 47, 390, 733),
                              "row29": rect(110, 739, 170, 41)])
        let row = result.frame(of: "row29"), buttonFrame = result.frame(of: "button")
        #expect(row != nil && buttonFrame != nil && row!.maxY <= buttonFrame!.minY, "the last row ends above the button")
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 64, trailing: 0)) } == true,
                "\(String(describing: geometry))")
        // Scrolled to the end: 1413 - 733 = 680.
        #expect(geometry.map { isClose($0.contentOffset.y, 680) } == true, "\(String(describing: geometry))")
        #expect(geometry.map { $0.visibleRegion.isClose(to: rect(0, 0, 390, 844), tolerance: 0.34) } == true)
    }

    @Test func scrollViewWithSafeAreaInsetStartsAtTheTop() {
        // Without an anchor the first row is at the top of the scroll view.
        expectFrames(
            ScrollView { rows() }.safeAreaInset(edge: .bottom) { button() },
            ["row1": rect(110, 47, 170, 41)])
    }

    // MARK: The other overload and the modifier's size

    @Test func horizontalEdgeOverload() {
        // Leading, spacing 10: the content (40 x 100) is proposed 390 - 10 = 380
        // wide, placed at x 0 and aligned .top to the main view (y 47); the
        // main view gets 390 - 40 - 10 = 340, against the trailing edge (x 50).
        expectFrames(
            Color.blue.layoutTag("main")
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 10) {
                    Color.red.frame(width: 40, height: 100).layoutTag("side")
                },
            ["side": rect(0, 47, 40, 100), "main": rect(50, 47, 340, 763)])
        // Trailing, .bottom: the content at x 350, bottom on 810.
        expectFrames(
            Color.blue.layoutTag("main")
                .safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 10) {
                    Color.red.frame(width: 40, height: 100).layoutTag("side")
                },
            ["side": rect(350, 710, 40, 100), "main": rect(0, 47, 340, 763)])
    }

    @Test func modifierSizeIsTheSumAlongAndTheMaxAcross() {
        // A 50 x 100 view with a 200 x 30 inset: 200 x (30 + 0 + 100) = 200 x 130,
        // centred at (95, 47 + (763 - 130) / 2 = 363.5). The view is below the
        // inset, centred across: x = 95 + 75 = 170.
        expectFrames(
            Color.blue.frame(width: 50, height: 100).layoutTag("main")
                .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(width: 200, height: 30).layoutTag("inset") }
                .layoutTag("whole"),
            ["whole": rect(95, 363.5, 200, 130), "inset": rect(95, 363.5, 200, 30), "main": rect(170, 393.5, 50, 100)])
    }

    @Test func insetAddsToTheMainViewsSafeArea() {
        // GeometryReader as the main view: its top is on the inset boundary
        // (30) and then on the device's (47): 77 in all.
        let insets = Box(EdgeInsets())
        _ = phone.layout(
            GeometryReader { proxy in
                let _ = insets.value = proxy.safeAreaInsets
                Color.clear
            }
            .safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30) })
        #expect(isClose(insets.value, EdgeInsets(top: 77, leading: 0, bottom: 34, trailing: 0)), "\(insets.value)")
    }
}
