import Foundation
import Testing
import ViewTree
import Compat
import CompatTesting

// contentMargins (iOS 17) and compatContentMargins (Docs/LayoutRules.md,
// "contentMargins"). Apple's contentMargins(_:_:for:): "the scroll view will
// automatically inset its content by the safe area plus an additional 20
// points on the leading and trailing edge". iPhone 13: safe rect (0, 47,
// 390, 763).

/// A carousel: cards as wide as the scroll view's container, 10 apart, in
/// a horizontal scroll view with 20-pt horizontal margins.
struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<4) { i in
                    Color.blue.frame(height: 200).compatContainerRelativeFrame(.horizontal).layoutTag("card\(i)")
                }
            }
        }
        .compatContentMargins(.horizontal, 20)
    }
}

@MainActor @Suite struct ContentMarginsTests {
    @Test func nativeMarginsInsetTheContentNotTheScrollView() {
        // The scroll view fills the safe area (0, 47, 390, 763) and keeps its
        // frame; its 200-pt content is centred across (y 47 + 281.5 =
        // 328.5, 328.667 on the 1/3-pt grid); the cards are 390 - 40 = 350
        // wide (the container less the margins), from x 20, 10 apart.
        let result = Window.iPhone13.layout(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<3) { i in Color.blue.frame(height: 200).containerRelativeFrame(.horizontal).layoutTag("card\(i)") }
                }
            }
            .layoutTag("scroll")
            .contentMargins(.horizontal, 20)
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frame(of: "card0")?.isClose(to: CGRect(x: 20, y: 328.667, width: 350, height: 200), tolerance: 0.01) == true)
        #expect(result.frame(of: "card1")?.isClose(to: CGRect(x: 380, y: 328.667, width: 350, height: 200), tolerance: 0.01) == true)
        #expect(result.scrollGeometry(of: "scroll")?.contentInsets.leading == 20)
    }

    @Test func aVerticalScrollViewsContentIsNarrowedByHorizontalMargins() {
        // Proposed 390 - 32 = 358 across; from y 47 + 10 along.
        let result = Window.iPhone13.layout(
            ScrollView { Color.red.frame(height: 100).layoutTag("row") }
                .contentMargins(.all, EdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 16))
        )
        #expect(result.frame(of: "row") == CGRect(x: 16, y: 57, width: 358, height: 100))
    }

    @Test func indicatorMarginsHaveNoLayoutEffect() {
        let result = Window.iPhone13.layout(
            ScrollView { Color.red.frame(height: 100).layoutTag("row") }.contentMargins(30, for: .scrollIndicators)
        )
        #expect(result.frame(of: "row") == CGRect(x: 0, y: 47, width: 390, height: 100))
    }

    @Test func contentMarginsAreRefusedBeforeIOS17() {
        let result = Window.iPhone13.withOSVersion(.iOS16).layout(ScrollView { Color.red }.contentMargins(20))
        #expect(result.diagnostics.contains { $0.message.contains("'contentMargins(_:for:)' is only available in iOS 17.0 or newer") },
                "\(result.diagnostics)")
    }

    @Test func theCarouselsCardsMatchUnderEveryBackend() {
        // The shim pads the scroll view (its frame is 350 wide at x 20) and
        // makes the padding safe area, so its content and the cards are
        // where native puts them.
        expectShimMatchesNative(tags: ["card0", "card1", "card2"], backends: [.shim, .environmentShim]) { Carousel() }
        expectShimMatchesNative(tags: ["card0", "card1", "card2"], on: [.iOS14, .iOS15, .iOS16]) { Carousel() }
        let shim = Window.iPhone13.withOSVersion(.iOS16).layout(Carousel().layoutTag("scroll"))
        #expect(shim.diagnostics.isEmpty, "\(shim.diagnostics)")
        #expect(shim.frame(of: "card0")?.isClose(to: CGRect(x: 20, y: 328.667, width: 350, height: 200), tolerance: 0.01) == true)
    }

    @Test func theShimInsetsTheScrollViewsOwnFrame() {
        // The published difference: native keeps the scroll view 390 wide.
        let view = ScrollView { Color.red.frame(height: 100).layoutTag("row") }.layoutTag("scroll").compatContentMargins(.horizontal, 20)
        let found = shimMismatches(tags: ["scroll", "row"]) { view }
        #expect(found.map(\.tag) == ["scroll"])
        #expect(found.first?.nativeFrame?.width == 390 && found.first?.backendFrame?.width == 350)
    }
}
