import Foundation
import Synchronization
import Testing
@testable import ViewTree

// SwiftUI's `Layout` protocol (iOS 16): custom layouts, the built-in stack
// layouts through the subview proxy, AnyLayout. Sources of the rules: Apple's
// documentation of `Layout`, `LayoutSubview` and `ViewSpacing`, and
// OpenSwiftUI Layout.swift (audited 6.0.87).

// MARK: - Apple's custom layout, as the documentation writes it

/// The equal-width horizontal stack of Apple's "Composing custom layouts with
/// SwiftUI": every subview gets the widest subview's ideal size, separated by
/// the spacing the subviews prefer.
private struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Places only its first subview, at the top-leading corner.
private struct FirstOnlyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

/// Returns an invalid size and places at an invalid position.
private struct BrokenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: CGFloat.nan, height: -5)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: bounds.minY), proposal: .unspecified) }
    }
}

/// Wants to be infinitely large, whatever the proposal.
private struct InfiniteLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// Proposes, sizes and places with every invalid value in turn.
private struct HostileLayout: Layout {
    static let values: [CGFloat] = [.nan, -.infinity, .infinity, -1, 1e308, 0]
    let seed: Int
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        for (index, subview) in subviews.enumerated() {
            _ = subview.sizeThatFits(ProposedViewSize(width: Self.values[(seed + index) % 6], height: Self.values[(seed + index + 1) % 6]))
            _ = subview.dimensions(in: ProposedViewSize(width: Self.values[(seed + index + 2) % 6], height: nil))
        }
        return CGSize(width: Self.values[seed % 6], height: Self.values[(seed + 3) % 6])
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for (index, subview) in subviews.enumerated() {
            let v = { (k: Int) in Self.values[(seed + index + k) % 6] }
            subview.place(at: CGPoint(x: v(0), y: v(1)), anchor: UnitPoint(x: v(2), y: v(3)),
                          proposal: ProposedViewSize(width: v(4), height: v(5)))
        }
    }
}

/// Counts its cache's creations and updates.
private final class CacheCounter: @unchecked Sendable {
    var made = 0
    var updated = 0
}

private struct CountingLayout: Layout {
    let counter: CacheCounter
    struct Cache { var subviewCount: Int }
    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(subviewCount: subviews.count)
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updated += 1
        cache.subviewCount = subviews.count
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        // 10 points per subview the cache knows of: a stale cache shows.
        CGSize(width: CGFloat(cache.subviewCount) * 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 10, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private struct Growing: View {
    @State var extra = false
    let counter: CacheCounter
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($extra)
        CountingLayout(counter: counter) {
            Color.red
            Color.blue
            if extra { Color.green }
        }
        .layoutTag("counting")
    }
}

/// Caches the sum of its subviews' ideal widths (the default update makes
/// the cache again).
private struct CachedWidthRow: Layout {
    func makeCache(subviews: Subviews) -> CGFloat {
        subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
        CGSize(width: cache, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

private struct CachedRowScreen: View {
    let expose: (Binding<Int>) -> Void
    var body: some View {
        CachedWidthRow {
            Color.blue.frame(width: 20, height: 10)
            Counter(expose: expose)
        }
        .layoutTag("row")
    }
}

/// Reads a layout value: the subview's horizontal offset.
private struct Indent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

private struct IndentedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, subview[Indent.self] + s.width)
            size.height += s.height
        }
        return size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + subview[Indent.self], y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// A subview with state, inside a layout that an outer state switches.
private struct Counter: View {
    @State var count = 1
    let expose: (Binding<Int>) -> Void
    var body: some View {
        let _ = expose($count)
        Color.red.frame(width: CGFloat(count) * 10, height: 10).layoutTag("counter")
    }
}

private struct Switcher: View {
    @State var vertical = false
    let exposeVertical: (Binding<Bool>) -> Void
    let exposeCount: (Binding<Int>) -> Void
    var body: some View {
        let _ = exposeVertical($vertical)
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.blue.frame(width: 20, height: 20).layoutTag("fixed")
            Counter(expose: exposeCount)
        }
    }
}

/// Where `KeepingLayout` keeps the proxies: a `Layout` is `Sendable`, so
/// what it holds is too (a lock around the array; the proxies are Sendable).
private final class KeptSubviews: Sendable {
    private let storage = Mutex<[LayoutSubview]>([])
    var value: [LayoutSubview] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// A layout that keeps its subviews' proxies somewhere that outlives it.
private struct KeepingLayout: Layout {
    let kept: KeptSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        kept.value = Array(subviews)
        return CGSize(width: 100, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@MainActor @Suite struct LayoutProtocolTests {
    /// Issue 30: a `LayoutSubview` a layout kept answers safely after its
    /// graph is gone (the nodes it refers to reach their graph unretained:
    /// before, asking it read the freed graph, or answered the size cached
    /// on its node). While the graph lives it answers as usual.
    @Test func aProxyKeptPastItsGraphAnswersSafely() {
        let kept = KeptSubviews()
        do {
            let result = Window.iPhone13.layout(KeepingLayout(kept: kept) {
                Color.red.frame(width: 30, height: 20).layoutPriority(2)
            })
            // While the result keeps the graph: the subview's own size and priority.
            #expect(kept.value.first?.sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
            #expect(kept.value.first?.priority == 2)
            _ = result
        }
        // The result and its graph are gone: zero, no priority, nothing placed.
        let proxy = kept.value.first
        #expect(proxy?.sizeThatFits(.unspecified) == .zero)
        #expect(proxy?.priority == 0)
        proxy?.place(at: .zero, proposal: .unspecified)
    }

    // MARK: Built-in layouts without a graph

    @Test func zStackLayoutAlignsDetachedSubviews() {
        let subviews = LayoutSubviews.detached([
            .fixed(40, 20), .fixed(60, 30),
            // Takes the proposal; 10 x 10 when unspecified (SwiftUI's default).
            DetachedSubview(sizeThatFits: { $0.replacingUnspecifiedDimensions() }),
        ])
        let layout = ZStackLayout(alignment: .bottomTrailing)
        var cache: Void = ()
        // The union of the ideal sizes: max(40, 60, 10) x max(20, 30, 10).
        #expect(layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 60, height: 30))
        // Proposed 80 x 50, the flexible subview takes it: the union is 80 x 50.
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 80, height: 50), subviews: subviews, cache: &cache) == CGSize(width: 80, height: 50))
        // Placed in (100, 200, 80, 50), each proposed 80 x 50 and aligned
        // bottom-trailing: origin = max corner - size.
        layout.placeSubviews(in: rect(100, 200, 80, 50), proposal: ProposedViewSize(width: 80, height: 50), subviews: subviews, cache: &cache)
        #expect(subviews[0].placedFrame == rect(140, 230, 40, 20))
        #expect(subviews[1].placedFrame == rect(120, 220, 60, 30))
        #expect(subviews[2].placedFrame == rect(100, 200, 80, 50))
        #expect(subviews.detachedDiagnostics.isEmpty)
    }

    @Test func hStackLayoutRunsTheStackAlgorithmOnDetachedSubviews() {
        let subviews = LayoutSubviews.detached([
            .fixed(30, 10),
            DetachedSubview(sizeThatFits: { CGSize(width: $0.width ?? 10, height: 20) }),
            .fixed(50, 40),
        ])
        let layout = HStackLayout()
        var cache: Void = ()
        let proposal = ProposedViewSize(width: 200, height: 100)
        // Stack rules (StackLayout.swift): 200 - 2 x 8 spacing = 184; the
        // inflexible views first, larger minimum first: 50, then 30; the
        // flexible one gets the remaining 104. Height: the tallest, 40.
        #expect(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) == CGSize(width: 200, height: 40))
        layout.placeSubviews(in: rect(0, 0, 200, 40), proposal: proposal, subviews: subviews, cache: &cache)
        // Left to right with 8 between; centred vertically in 40.
        #expect(subviews[0].placedFrame == rect(0, 15, 30, 10))
        #expect(subviews[1].placedFrame == rect(38, 10, 104, 20))
        #expect(subviews[2].placedFrame == rect(150, 0, 50, 40))
    }

    @Test func hStackLayoutPutsNoSpacingNextToADetachedSpacer() {
        let spacer = DetachedSubview(sizeThatFits: { CGSize(width: max($0.width ?? 0, 8), height: 0) }, isSpacer: true)
        let subviews = LayoutSubviews.detached([.fixed(30, 10), spacer, .fixed(30, 10)])
        var cache: Void = ()
        let layout = HStackLayout(alignment: .top)
        // No spacing next to a spacer: it takes 100 - 30 - 30 = 40.
        layout.placeSubviews(in: rect(0, 0, 100, 10), proposal: ProposedViewSize(width: 100, height: 10), subviews: subviews, cache: &cache)
        #expect(subviews[0].placedFrame == rect(0, 0, 30, 10))
        #expect(subviews[1].placedFrame == rect(30, 0, 40, 0))
        #expect(subviews[2].placedFrame == rect(70, 0, 30, 10))
        // The proxies report the spacer's spacing as SwiftUI's: zero, so
        // the distance to it is 0, and 8 between two ordinary views.
        #expect(subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal) == 0)
        #expect(subviews[0].spacing.distance(to: subviews[2].spacing, along: .horizontal) == 8)
    }

    @Test func vStackLayoutStacksDetachedSubviews() {
        let subviews = LayoutSubviews.detached([.fixed(30, 10), .fixed(50, 20)])
        let layout = VStackLayout(alignment: .leading, spacing: 4)
        var cache: Void = ()
        // 10 + 4 + 20 high, the widest 50 wide.
        #expect(layout.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 50, height: 34))
        layout.placeSubviews(in: rect(10, 10, 50, 34), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(subviews[0].placedFrame == rect(10, 10, 30, 10))
        #expect(subviews[1].placedFrame == rect(10, 24, 50, 20))
    }

    @Test func aSliceOfSubviewsIsLaidOutAlone() {
        // A layout composing another over some of its subviews: the slice
        // is indexed from 0 and only its subviews are laid out.
        let subviews = LayoutSubviews.detached([.fixed(30, 10), .fixed(50, 20), .fixed(70, 30)])
        let slice = subviews[1..<3]
        #expect(slice.count == 2)
        #expect(slice[0] == subviews[1])
        var cache: Void = ()
        // 50 + 8 + 70 wide, 30 high.
        #expect(HStackLayout().sizeThatFits(proposal: .unspecified, subviews: slice, cache: &cache) == CGSize(width: 128, height: 30))
        HStackLayout(alignment: .top).placeSubviews(in: rect(0, 0, 128, 30), proposal: .unspecified, subviews: slice, cache: &cache)
        #expect(subviews[0].placedFrame == nil)
        #expect(subviews[1].placedFrame == rect(0, 0, 50, 20))
        #expect(subviews[2].placedFrame == rect(58, 0, 70, 30))
    }

    // MARK: Custom layouts in a window

    @Test func appleEqualWidthStackGivesEverySubviewTheWidestSize() {
        let view = MyEqualWidthHStack {
            Color.red.frame(minWidth: 40, maxWidth: .infinity, minHeight: 20, maxHeight: 20).layoutTag("a")
            Color.blue.frame(minWidth: 100, maxWidth: .infinity, minHeight: 30, maxHeight: 30).layoutTag("b")
            Color.green.frame(minWidth: 60, maxWidth: .infinity, minHeight: 10, maxHeight: 10).layoutTag("c")
        }
        .layoutTag("stack")
        // Ideal sizes (proposal nil): the frames' minimums, 40x20, 100x30,
        // 60x10; maxSize 100 x 30; spacing 8, 8 (no preferences: the default).
        // Size 3 x 100 + 16 = 316 x 30, centred in the safe area (390 x 763
        // from y 47): x = 37, y = 47 + 366.5 = 413.5.
        // Each is proposed 100 x 30 and centred at x = 87, 195, 303, y = 428.5:
        // widths take 100 (flexible), heights stay fixed.
        expectFrames(view, [
            "stack": rect(37, 413.5, 316, 30),
            "a": rect(37, 418.5, 100, 20),
            "b": rect(145, 413.5, 100, 30),
            "c": rect(253, 423.5, 100, 10),
        ])
    }

    @Test func anUnplacedSubviewIsCentredWithTheContainersProposal() {
        let view = FirstOnlyLayout {
            Color.red.frame(width: 40, height: 40).layoutTag("placed")
            Color.blue.layoutTag("unplaced")
        }
        .frame(width: 200, height: 100)
        .layoutTag("container")
        // The container: 200 x 100 centred: (95, 378.5). The unplaced subview
        // is proposed the container's 200 x 100 (a colour takes it) and
        // centred in its bounds (Apple: LayoutSubview.place(at:anchor:proposal:)).
        expectFrames(view, [
            "container": rect(95, 378.5, 200, 100),
            "placed": rect(95, 378.5, 40, 40),
            "unplaced": rect(95, 378.5, 200, 100),
        ])
    }

    @Test func invalidValuesFromACustomLayoutAreClampedWithADiagnostic() {
        let result = phone.layout(BrokenLayout { Color.red.frame(width: 10, height: 10).layoutTag("child") }.layoutTag("broken"))
        // NaN and -5 become 0: a 0 x 0 container at the centre of the safe area.
        // (Frames are compared within a pixel: results are pixel-aligned.)
        expectFrames(result, ["broken": rect(195, 428.5, 0, 0)])
        expectDiagnostic(result, .nonFiniteGeometry, containing: "BrokenLayout.sizeThatFits returned width nan")
        expectDiagnostic(result, .nonFiniteGeometry, containing: "BrokenLayout.sizeThatFits returned height -5")
        // The NaN x is replaced by the container's minX, 195.
        expectDiagnostic(result, .nonFiniteGeometry, containing: "BrokenLayout placed subview 0")
        expectFrames(result, ["child": rect(195, 428.5, 10, 10)])
    }

    @Test func aHostileLayoutNeverCrashesAndLeavesFiniteFrames() {
        for seed in 0..<6 {
            let result = phone.layout(
                HostileLayout(seed: seed) {
                    Color.red.layoutTag("color")
                    Text("Hello").layoutTag("text")
                    HStackLayout { Color.blue.frame(width: 10).layoutTag("nested") }
                }
                .layoutTag("hostile")
            )
            for tag in ["hostile", "color", "text", "nested"] {
                let frame = result.frame(of: tag)
                #expect(frame != nil, "seed \(seed): \(tag) not placed")
                if let frame {
                    #expect(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                            "seed \(seed): \(tag) \(frame)")
                    #expect(frame.width >= 0 && frame.height >= 0, "seed \(seed): \(tag) \(frame)")
                }
            }
            // Every seed returns a NaN, negative or infinite dimension somewhere.
            #expect(!result.diagnostics.isEmpty, "seed \(seed)")
        }
    }

    @Test func anInfiniteSizeIsClampedToTheWindow() {
        let result = phone.layout(InfiniteLayout { Color.red.layoutTag("child") }.layoutTag("infinite"))
        // Final frames must be finite: clamped to the window, with a
        // diagnostic; the unplaced child is centred in it with the
        // container's proposal (the safe area, 390 x 763).
        expectDiagnostic(result, .nonFiniteGeometry, containing: "not finite")
        expectFrames(result, ["infinite": rect(0, 0, 390, 844), "child": rect(0, 40.5, 390, 763)])
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        let counter = CacheCounter()
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Growing(counter: counter, expose: { binding.value = $0 }))
        let first = host.layout()
        // Two subviews, 10 points each (the cache's count).
        #expect(first.frame(of: "counting")?.size == CGSize(width: 20, height: 10))
        #expect(counter.made == 1)
        #expect(counter.updated == 0)
        binding.value?.wrappedValue = true
        let second = host.layout()
        // The node is kept: the cache is updated, not made again, and knows
        // of the third subview (a stale cache would keep 20).
        #expect(second.frame(of: "counting")?.size == CGSize(width: 30, height: 10))
        #expect(counter.made == 1)
        #expect(counter.updated >= 1)
    }

    @Test func theCacheIsUpdatedWhenASubviewsOwnStateChanges() {
        let count = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: CachedRowScreen(expose: { count.value = $0 }))
        // 20 + 1 x 10 wide.
        #expect(host.layout().frame(of: "row")?.width == 30)
        count.value?.wrappedValue = 5
        // Only the counter's body is evaluated again, yet the cache sees its
        // new width: 20 + 5 x 10 (a stale cache keeps 30).
        #expect(host.layout().frame(of: "row")?.width == 70)
    }

    @Test func aLayoutValueIsReadThroughTheProxy() {
        let view = IndentedColumn {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Indent.self, value: 30).layoutTag("indented")
            Color.blue.frame(width: 10, height: 10).layoutTag("plain")
        }
        .layoutTag("column")
        // Width max(30 + 10, 0 + 10) = 40, height 20: centred at (175, 418.5).
        expectFrames(view, [
            "column": rect(175, 418.5, 40, 20),
            "indented": rect(205, 418.5, 10, 10),
            "plain": rect(175, 428.5, 10, 10),
        ])
    }

    // MARK: Built-in layouts as views

    @Test func hStackLayoutLaysOutExactlyLikeHStack() {
        func content() -> some View {
            Group {
                Color.red.frame(width: 50).layoutTag("a")
                Spacer().layoutTag("spacer")
                Color.blue.layoutPriority(1).frame(maxWidth: 120).layoutTag("b")
                Color.green.frame(minWidth: 20).layoutTag("c")
            }
        }
        let stack = phone.layout(HStack(alignment: .top) { content() }.frame(width: 300, height: 100))
        let layout = phone.layout(HStackLayout(alignment: .top) { content() }.frame(width: 300, height: 100))
        for tag in ["a", "spacer", "b", "c"] {
            #expect(stack.frame(of: tag) != nil)
            #expect(layout.frame(of: tag) == stack.frame(of: tag), "\(tag)")
        }
        // The spacer is horizontal in both (LayoutProperties.stackOrientation):
        // zero high, and no spacing next to it.
        #expect(layout.frame(of: "spacer")?.height == 0)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func vStackAndZStackLayoutsLayOutLikeTheirViews() {
        func content() -> some View {
            Group {
                Color.red.frame(width: 50, height: 30).layoutTag("a")
                Color.blue.frame(maxWidth: 80).layoutTag("b")
                Text("Hello").layoutTag("c")
            }
        }
        let vStack = phone.layout(VStack(alignment: .trailing, spacing: 5) { content() }.frame(width: 200, height: 300))
        let vLayout = phone.layout(VStackLayout(alignment: .trailing, spacing: 5) { content() }.frame(width: 200, height: 300))
        let zStack = phone.layout(ZStack(alignment: .bottomLeading) { content() }.frame(width: 200, height: 300))
        let zLayout = phone.layout(ZStackLayout(alignment: .bottomLeading) { content() }.frame(width: 200, height: 300))
        for tag in ["a", "b", "c"] {
            #expect(vStack.frame(of: tag) != nil)
            #expect(vLayout.frame(of: tag) == vStack.frame(of: tag), "VStack \(tag)")
            #expect(zLayout.frame(of: tag) == zStack.frame(of: tag), "ZStack \(tag)")
        }
    }

    @Test func anyLayoutSwitchKeepsTheSubviewsState() {
        let vertical = Box<Binding<Bool>?>(nil)
        let count = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: Switcher(exposeVertical: { vertical.value = $0 }, exposeCount: { count.value = $0 }))
        _ = host.layout()
        count.value?.wrappedValue = 3
        let horizontal = host.layout()
        // HStackLayout(spacing: 0): 20 + 30 wide, 20 high, centred: (170, 418.5).
        expectFrames(horizontal, ["fixed": rect(170, 418.5, 20, 20), "counter": rect(190, 423.5, 30, 10)])
        vertical.value?.wrappedValue = true
        let switched = host.layout()
        // VStackLayout(spacing: 0): 30 wide (the counter kept count = 3),
        // 20 + 10 high, centred: (180, 413.5).
        expectFrames(switched, ["fixed": rect(185, 413.5, 20, 20), "counter": rect(180, 433.5, 30, 10)])
        // The binding taken before the switch still drives the same state.
        count.value?.wrappedValue = 4
        expectFrames(host.layout(), ["counter": rect(175, 433.5, 40, 10)])
    }

    // MARK: Values

    @Test func viewSpacingTakesTheLargerPreference() {
        // Apple (ViewSpacing.distance(to:along:)): the larger of the two
        // facing edges' preferences; none on either: the default, 8.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        var wide = ViewSpacing.zero
        wide.trailing = 20
        #expect(wide.distance(to: .zero, along: .horizontal) == 20)
        #expect(wide.distance(to: .zero, along: .vertical) == 0)
        // formUnion keeps the larger value on the edges given only.
        #expect(ViewSpacing.zero.union(wide, edges: .leading).distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.union(wide).distance(to: .zero, along: .horizontal) == 20)
        let dimensions = ViewDimensions(size: CGSize(width: 40, height: 20))
        #expect(dimensions[HorizontalAlignment.trailing] == 40)
        #expect(dimensions[VerticalAlignment.center] == 10)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
    }
}
