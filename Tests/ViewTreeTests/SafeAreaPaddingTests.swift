import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "safeAreaPadding": adds to the safe area without a
// view, like four spacing-0 insets of empty content on the given edges;
// default amount 16 (Docs/LayoutRules.md, "safeAreaPadding"). Root (0, 47, 390, 763).

@MainActor @Suite struct SafeAreaPaddingTests {
    @Test func defaultIsSixteenOnEveryEdge() {
        expectFrames(
            Color.red.layoutTag("color").safeAreaPadding().layoutTag("padded"),
            ["padded": rect(0, 47, 390, 763), "color": rect(16, 63, 358, 731)])
    }

    @Test func edgesWithDefaultLength() {
        expectFrames(Color.red.layoutTag("color").safeAreaPadding(.top), ["color": rect(0, 63, 390, 747)])
    }

    @Test func edgesWithLength() {
        expectFrames(Color.red.layoutTag("color").safeAreaPadding(.horizontal, 20), ["color": rect(20, 47, 350, 763)])
    }

    @Test func uniformLength() {
        expectFrames(Color.red.layoutTag("color").safeAreaPadding(30), ["color": rect(30, 77, 330, 703)])
    }

    @Test func edgeInsets() {
        expectFrames(
            Color.red.layoutTag("color").safeAreaPadding(EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0)),
            ["color": rect(0, 57, 390, 733)])
    }

    @Test func ignoresSafeAreaGrowsBackThroughThePadding() {
        // Every edge of the ignoring view lies on the padding's inner boundary:
        // it grows through the padding, then through the device insets.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea().layoutTag("ignoring").safeAreaPadding(20),
            ["ignoring": rect(20, 67, 350, 723), "color": rect(0, 0, 390, 844)])
    }

    @Test func geometryReaderSeesThePadding() {
        // Top: 20 (padding) + 47 (device); leading 20; bottom 20 + 34.
        let insets = Box(EdgeInsets())
        _ = phone.layout(GeometryReader { proxy in
            let _ = insets.value = proxy.safeAreaInsets
            Color.clear
        }.safeAreaPadding(20))
        #expect(isClose(insets.value, EdgeInsets(top: 67, leading: 20, bottom: 54, trailing: 20)), "\(insets.value)")
    }

    @Test func scrollViewAppliesThePaddingAsContentInsets() {
        // ScrollView { 20 rows of 50 } .safeAreaPadding(.vertical, 20): the
        // scroll view's layout frame is (0, 67, 390, 723); its content insets
        // are 20 + 47 on top and 20 + 34 at the bottom; it scrolls under both.
        let result = phone.layout(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in Color.red.frame(height: 50).layoutTag("row\(index)") }
                }
            }
            .layoutTag("scroll")
            .safeAreaPadding(.vertical, 20))
        expectFrames(result, ["scroll": rect(0, 67, 390, 723), "row0": rect(0, 67, 390, 50)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 67, leading: 0, bottom: 54, trailing: 0)) } == true,
                "\(String(describing: geometry))")
        #expect(geometry.map { $0.visibleRegion.isClose(to: rect(0, 0, 390, 844), tolerance: 0.34) } == true)
    }

    @Test func scrollViewEndsAboveTheBottomPadding() {
        // With .defaultScrollAnchor(.bottom): 1000-pt content ends at
        // 67 + 723 = 790 = 844 - 54.
        expectFrames(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in Color.red.frame(height: 50).layoutTag("row\(index)") }
                }
            }
            .safeAreaPadding(.vertical, 20)
            .defaultScrollAnchor(.bottom),
            ["row19": rect(0, 740, 390, 50)])
    }

    @Test func horizontalPaddingInsetsScrollContent() {
        // safeAreaPadding(.horizontal, 20): the content is proposed 350 wide
        // and starts at x 20; the padding becomes leading/trailing insets.
        let result = phone.layout(
            ScrollView { Color.red.frame(height: 50).layoutTag("row") }
                .layoutTag("scroll")
                .safeAreaPadding(.horizontal, 20))
        expectFrames(result, ["row": rect(20, 47, 350, 50)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 20, bottom: 34, trailing: 20)) } == true,
                "\(String(describing: geometry))")
    }
}
