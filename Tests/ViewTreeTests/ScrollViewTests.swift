import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "ScrollView": on its scroll axis it takes the full proposal and
// proposes nil; across it passes the proposal through and hugs its content;
// it extends into the container safe area it touches and applies it as
// content insets; defaultScrollAnchor picks the initial offset (Docs/LayoutRules.md, "ScrollView":
// in iOS 17 .bottom also bottom-aligns short content).

@MainActor @Suite struct ScrollViewTests {
    private func tallContent() -> some View {
        Color.red.frame(height: 2000).layoutTag("content")
    }

    @Test func contentInsetsAtTheRoot() {
        let result = phone.layout(ScrollView { tallContent() }.layoutTag("scroll"))
        expectFrames(result, ["scroll": rect(0, 47, 390, 763), "content": rect(0, 47, 390, 2000)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry?.contentSize == CGSize(width: 390, height: 2000))
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)) } == true,
                "\(String(describing: geometry))")
        #expect(geometry?.contentOffset == .zero)
        #expect(geometry.map { $0.visibleRegion.isClose(to: rect(0, 0, 390, 844), tolerance: 0.34) } == true)
    }

    @Test func noInsetsAwayFromTheSafeAreaBoundary() {
        // A scroll view padded 10 touches no boundary: no content insets.
        let result = phone.layout(ScrollView { tallContent() }.layoutTag("scroll").padding(10))
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets()) } == true, "\(String(describing: geometry))")
    }

    @Test func defaultScrollAnchorBottomShowsTheEnd() {
        // Offset 2000 - 763 = 1237: the content spans 47 - 1237 ... 810.
        let result = phone.layout(ScrollView { tallContent() }.layoutTag("scroll").defaultScrollAnchor(.bottom))
        expectFrames(result, ["content": rect(0, -1190, 390, 2000)])
        #expect(result.scrollGeometry(of: "scroll").map { isClose($0.contentOffset.y, 1237) } == true)
    }

    @Test func defaultScrollAnchorBottomAlignsShortContent() {
        // Docs/LayoutRules.md, "ScrollView": 100-pt content sits at the bottom: 810 - 100 = 710.
        expectFrames(
            ScrollView { Color.red.frame(height: 100).layoutTag("content") }.defaultScrollAnchor(.bottom),
            ["content": rect(0, 710, 390, 100)])
    }

    @Test func defaultScrollAnchorCenter() {
        // Short content centred: 47 + (763 - 100) / 2 = 378.5.
        expectFrames(
            ScrollView { Color.red.frame(height: 100).layoutTag("content") }.defaultScrollAnchor(.center),
            ["content": rect(0, 378.5, 390, 100)])
    }

    @Test func shortContentStartsAtTheTopByDefault() {
        expectFrames(
            ScrollView { Color.red.frame(height: 100).layoutTag("content") },
            ["content": rect(0, 47, 390, 100)])
    }

    @Test func horizontalScrollViewHugsItsContentHeight() {
        // Five 100 x 50 items, spacing 8: 532 x 50. The scroll view takes the
        // full width (390) and hugs 50: centred at y = 47 + (763 - 50) / 2.
        expectFrames(
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<5) { index in Color.red.frame(width: 100, height: 50).layoutTag("item\(index)") }
                }
            }
            .layoutTag("scroll"),
            ["scroll": rect(0, 403.5, 390, 50), "item0": rect(0, 403.5, 100, 50), "item4": rect(432, 403.5, 100, 50)])
    }

    @Test func verticalScrollViewHugsItsContentWidth() {
        // Across its axis the scroll view hugs: 100 wide, centred at x 145.
        expectFrames(
            ScrollView { Color.red.frame(width: 100, height: 100).layoutTag("content") }.layoutTag("scroll"),
            ["scroll": rect(145, 47, 100, 763), "content": rect(145, 47, 100, 100)])
    }

    @Test func horizontalAnchorTrailing() {
        // Ten 100-pt items (spacing 0): 1000 wide; .trailing shows the end:
        // the content starts at 390 - 1000 = -610; the last item is 290...390.
        expectFrames(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10) { index in Color.red.frame(width: 100, height: 50).layoutTag("item\(index)") }
                }
            }
            .defaultScrollAnchor(.trailing),
            ["item9": rect(290, 403.5, 100, 50), "item0": rect(-610, 403.5, 100, 50)])
    }

    @Test func severalContentViewsStackVertically() {
        // The content of a ScrollView with several views is a VStack:
        // 50 + 8 + 50, the second at 47 + 58 = 105.
        expectFrames(
            ScrollView {
                Color.red.frame(height: 50).layoutTag("a")
                Color.blue.frame(height: 50).layoutTag("b")
            },
            ["a": rect(0, 47, 390, 50), "b": rect(0, 105, 390, 50)])
    }

    @Test func ignoresSafeAreaOnTheScrollViewFillsTheWindow() {
        // The scroll view itself ignoring the safe area: laid out in the whole
        // window, it touches no remaining safe area, so its insets are 0.
        let result = phone.layout(ScrollView { tallContent() }.layoutTag("scroll").ignoresSafeArea())
        expectFrames(result, ["scroll": rect(0, 0, 390, 844), "content": rect(0, 0, 390, 2000)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets()) } == true, "\(String(describing: geometry))")
    }

    /// A scroll view inside a custom view, below a frame and a padding.
    private struct PaddedScroll: View {
        var body: some View {
            ScrollView { Color.red.frame(height: 2000).layoutTag("content") }
                .frame(height: 300)
                .padding(10)
        }
    }

    @Test func aTagFindsTheScrollViewDownAChainOfOneChildViews() {
        // `scrollGeometry(of:)` answers for a tag on a wrapper above the
        // scroll view (the result walks down one-child views, through the
        // transparent custom view); a tag above two children, or one on the
        // content, has none. Content 2000 high (its frame), 390 - 2 * 10
        // wide (the padding); no insets, the padding keeps it off the safe
        // area's boundary (as in `noInsetsAwayFromTheSafeAreaBoundary`).
        let result = phone.layout(VStack {
            PaddedScroll().layoutTag("scroll")
            Color.blue.frame(height: 10)
        }.layoutTag("stack"))
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry?.contentSize == CGSize(width: 370, height: 2000), "\(String(describing: geometry))")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets()) } == true, "\(String(describing: geometry))")
        #expect(result.scrollGeometry(of: "stack") == nil)
        #expect(result.scrollGeometry(of: "content") == nil)
    }
}
