import Foundation
import Testing
@testable import ViewTree

// Node.constantSize: a frame fixed in both dimensions has a size whatever the
// proposal, and so has a non-lazy stack, a padding, a tag or a frame fixed in
// one dimension around children that all have one (the sum along the stack
// plus spacing, the largest across; the child's plus the insets; ...). The
// runtime derives it when the children change and again for the ancestors of
// a re-evaluated body; these tests check that a derived size follows state
// changes below it, and that what cannot be constant is not.
// Window.iPhone13: 390 x 844, safe area top 47, bottom 34 (763 high).

private struct Expander: View {
    @State var wide = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($wide)
        Color.red.frame(width: wide ? 200 : 100, height: 50)
    }
}

private struct Screen: View {
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10).layoutTag("small")
                Expander(expose: expose).padding(5).layoutTag("box")
            }
            .layoutTag("row")
            Color.green.frame(width: 30, height: 30).layoutTag("foot")
        }
    }
}

/// The state's value reaches a child view as an input (the parent's body,
/// not the child's, is re-evaluated; the stack node is reused).
private struct Counter: View {
    @State var count = 1
    let expose: (Binding<Int>) -> Void
    var body: some View {
        let _ = expose($count)
        HStack(spacing: 4) {
            Bars(count: count).layoutTag("bars")
            Color.blue.frame(width: 10, height: 10)
        }
        .layoutTag("stack")
    }
}

private struct Bars: View {
    let count: Int
    var body: some View { Color.red.frame(width: CGFloat(count) * 50, height: 10) }
}

@MainActor @Suite struct ConstantSizeTests {
    @Test func derivedSizeFollowsAStateChangeBelowWrappers() throws {
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Screen(expose: { binding.value = $0 }))
        let first = host.layout()
        // box = 100 x 50 + padding 5 = 110 x 60; row = 10 + 110 = 120 wide, 60
        // high; stack = 120 x (60 + 30), centred: x = (390 - 120) / 2 = 135,
        // y = 47 + (763 - 90) / 2 = 383.5. "small" centred in the row's height.
        expectFrames(first, ["row": rect(135, 383.5, 120, 60), "small": rect(135, 408.5, 10, 10),
                             "box": rect(145, 383.5, 110, 60), "foot": rect(180, 443.5, 30, 30)])
        // The whole stack is derived constant (through the tags, the padding,
        // the composite view): 120 x 90.
        let stack = try #require(host.graph.root.layoutChildren.first)
        #expect(stack.constantSize == CGSize(width: 120, height: 90))

        binding.value?.wrappedValue = true
        let second = host.layout()
        // box = 210 x 60; row and stack 220 wide: x = (390 - 220) / 2 = 85.
        expectFrames(second, ["row": rect(85, 383.5, 220, 60), "small": rect(85, 408.5, 10, 10),
                              "box": rect(95, 383.5, 210, 60), "foot": rect(180, 443.5, 30, 30)])
        #expect(stack.constantSize == CGSize(width: 220, height: 90))
        #expect(second.statistics.bodyEvaluations == 1)

        binding.value?.wrappedValue = false
        expectFrames(host.layout(), ["row": rect(135, 383.5, 120, 60), "box": rect(145, 383.5, 110, 60)])
        #expect(stack.constantSize == CGSize(width: 120, height: 90))
    }

    @Test func derivedSizeFollowsANewChildInAReusedStack() {
        let binding = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: Counter(expose: { binding.value = $0 }))
        // 50 + 4 + 10 = 64 wide, 10 high: x = (390 - 64) / 2 = 163, y = 47 + 376.5.
        expectFrames(host.layout(), ["stack": rect(163, 423.5, 64, 10), "bars": rect(163, 423.5, 50, 10)])
        binding.value?.wrappedValue = 3
        // 150 + 4 + 10 = 164 wide: x = (390 - 164) / 2 = 113.
        expectFrames(host.layout(), ["stack": rect(113, 423.5, 164, 10), "bars": rect(113, 423.5, 150, 10)])
    }

    @Test func aFlexibleChildOrALazyStackIsNotConstant() throws {
        // A Color with no frame takes the proposal: the stack's size depends
        // on it. HStack(spacing: 0) of 40 fixed + flexible in 390: 390 wide,
        // the flexible child gets 350 and the height proposed (763).
        let flexible = phone.layout(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.layoutTag("fill")
        }.layoutTag("stack"))
        expectFrames(flexible, ["stack": rect(0, 47, 390, 763), "fill": rect(40, 47, 350, 763)])

        // A lazy stack takes the whole cross proposal (390), so it is not
        // the union of its fixed children (40).
        let lazy = phone.layout(LazyVStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).layoutTag("item")
        }.layoutTag("lazy"))
        expectFrames(lazy, ["lazy": rect(0, 408.5, 390, 40), "item": rect(175, 408.5, 40, 40)])
    }

    @Test func offsetFixedSizeAndFrameKeepTheirChildsConstantSize() {
        // Each wrapper keeps its child's 30 x 20 (the frame fixes only the
        // width: 50 x 20); the VStack is 50 wide and 20 + 20 + 20 = 60 high:
        // x = (390 - 50) / 2 = 170, y = 47 + (763 - 60) / 2 = 398.5.
        let result = phone.layout(VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20).offset(x: 5, y: 0).layoutTag("offset")
            Color.red.frame(width: 30, height: 20).fixedSize().layoutTag("fixed")
            Color.red.frame(width: 30, height: 20).frame(width: 50).layoutTag("frame")
        }.layoutTag("stack"))
        expectFrames(result, ["stack": rect(170, 398.5, 50, 60), "offset": rect(180, 398.5, 30, 20),
                              "fixed": rect(180, 418.5, 30, 20), "frame": rect(170, 438.5, 50, 20)])
    }
}
