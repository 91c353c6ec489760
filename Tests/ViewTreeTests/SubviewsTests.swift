import Foundation
import Testing
@testable import ViewTree

// ForEach(subviews:content:) and Group(subviews:transform:) (iOS 18). The
// rules are Apple's documentation of `Subview`: a subview is a proxy to the
// resolved view it stands for; modifiers applied to the view come before
// those applied to the proxy; the view is resolved in the environment of its
// container, not of the proxy's place. So each expectation is the frame of
// the same views written out by hand.

private let window = Window.iPhone13

@MainActor @Suite struct SubviewsTests {
    /// Two views, each padded through its proxy: the frames of the two
    /// views padded by hand.
    @Test func forEachPlacesEachSubviewWhereItsProxyIs() {
        let viaSubviews = window.layout(VStack(spacing: 0) {
            ForEach(subviews: Group {
                Color.red.frame(width: 50, height: 20).layoutTag("a")
                Color.blue.frame(width: 30, height: 10).layoutTag("b")
            }) { subview in
                subview.padding(5)
            }
        })
        let byHand = window.layout(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).layoutTag("a").padding(5)
            Color.blue.frame(width: 30, height: 10).layoutTag("b").padding(5)
        })
        #expect(viaSubviews.diagnostics.isEmpty, "\(viaSubviews.diagnostics)")
        for tag in ["a", "b"] { #expect(viaSubviews.frame(of: tag) == byHand.frame(of: tag), "\(tag)") }
        // Docs/LayoutRules.md, "VStack", "Padding": a 60 x 50 stack centred in
        // the iPhone 13's safe rect (0, 47, 390, 763): "a" at x 165 + 5, y
        // 47 + (763 - 50) / 2 + 5, the centring offset 356.5 on the 1/3-pt
        // pixel grid of a 3x screen (356 2/3).
        let a = viaSubviews.frame(of: "a") ?? .zero
        #expect(a.minX == 170 && abs(a.minY - (47 + 1070.0 / 3 + 5)) < 0.001 && a.size == CGSize(width: 50, height: 20), "\(a)")
    }

    /// The proxy's environment does not reach the view: a text made larger
    /// through its proxy keeps the body font's size.
    @Test func aSubviewIsResolvedInItsContainersEnvironment() {
        let viaSubviews = window.layout(ForEach(subviews: Text("Hello").layoutTag("t")) { $0.font(.largeTitle) })
        let bodyFont = window.layout(Text("Hello").layoutTag("t"))
        let largeTitle = window.layout(Text("Hello").font(.largeTitle).layoutTag("t"))
        #expect(viaSubviews.frame(of: "t")?.size == bodyFont.frame(of: "t")?.size)
        #expect(viaSubviews.frame(of: "t")?.size != largeTitle.frame(of: "t")?.size)
    }

    /// A transform that places only the first subview: the others are not
    /// laid out at all.
    @Test func groupSubviewsPlacesWhatItsTransformPlaces() {
        let result = window.layout(VStack(spacing: 0) {
            Group(subviews: Group {
                Color.red.frame(width: 40, height: 40).layoutTag("first")
                Color.blue.frame(width: 40, height: 40).layoutTag("second")
                Color.green.frame(width: 40, height: 40).layoutTag("third")
            }) { subviews in
                if let first = subviews.first { first }
                Text("\(subviews.count) views").layoutTag("count")
            }
        })
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.frame(of: "first")?.size == CGSize(width: 40, height: 40))
        #expect(result.frame(of: "second") == nil)
        #expect(result.frame(of: "third") == nil)
        #expect(result.frame(of: "count") != nil)
    }

    /// A slice of the collection is a view: the last two of three, stacked.
    @Test func aSliceOfTheSubviewsIsAView() {
        let result = window.layout(HStack(spacing: 0) {
            Group(subviews: Group {
                Color.red.frame(width: 10, height: 10).layoutTag("one")
                Color.blue.frame(width: 20, height: 10).layoutTag("two")
                Color.green.frame(width: 30, height: 10).layoutTag("three")
            }) { subviews in
                subviews[1...]
            }
        })
        #expect(result.frame(of: "one") == nil)
        // Docs/LayoutRules.md, "HStack": 50 wide, centred in 390: from x 170.
        #expect(result.frame(of: "two")?.minX == 170)
        #expect(result.frame(of: "three")?.minX == 190)
    }

    /// Before iOS 18 both are refused as the compiler refuses them.
    @Test func bothAreIOS18() {
        let iOS17 = window.withOSVersion(OSVersion(17, 4))
        let forEach = iOS17.layout(VStack { ForEach(subviews: Color.red) { $0 } })
        #expect(forEach.diagnostics.map(\.message) == ["'init(subviews:content:)' is only available in iOS 18.0 or newer"])
        let group = iOS17.layout(VStack { Group(subviews: Color.red) { $0 } })
        #expect(group.diagnostics.map(\.message) == ["'init(subviews:transform:)' is only available in iOS 18.0 or newer"])
        #expect(window.withOSVersion(.iOS18).layout(VStack { ForEach(subviews: Color.red) { $0 } }).diagnostics.isEmpty)
    }

    /// A subview placed twice is placed once, and the model says so.
    @Test func aSubviewPlacedTwiceIsReported() {
        let result = window.layout(VStack {
            Group(subviews: Color.red.frame(width: 10, height: 10).layoutTag("once")) { subviews in
                subviews
                subviews
            }
        })
        #expect(result.frame(of: "once") != nil)
        #expect(result.diagnostics.map(\.kind) == [.modelLimitation])
    }

    /// The subviews keep their identity across a relayout of their host:
    /// the same frames after a second layout.
    @Test func aHostLaysOutTheSameSubviewsAgain() {
        let host = LayoutHost(window: window, rootView: VStack(spacing: 0) {
            ForEach(subviews: Group {
                Color.red.frame(width: 50, height: 20).layoutTag("a")
                Color.blue.frame(width: 30, height: 10).layoutTag("b")
            }) { $0.padding(5) }
        })
        let first = host.layout()
        let second = host.layout()
        #expect(first.frame(of: "a") == second.frame(of: "a"))
        // "b" 20 further right than "a" (its row is 40 wide, centred in 60)
        // and 30 lower (below "a"'s 30-pt row).
        let b = second.frame(of: "b") ?? .zero
        #expect(b.minX == 180 && abs(b.minY - (47 + 1070.0 / 3 + 35)) < 0.001 && b.size == CGSize(width: 30, height: 10), "\(b)")
    }
}
