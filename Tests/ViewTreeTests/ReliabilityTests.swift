import Foundation
import Testing
@_spi(Threads) @testable import ViewTree

// Issue 7: never crash, hang, or return a non-finite frame; say what was wrong.
//
// Each test fails if its protection is removed: the diagnostics are asserted
// by kind and value, the clamped frames by value; the update loop and the
// deep/large trees run under a timeout (a missing bound would hang, which the
// timeout turns into a failure), and the large tree's size computations are
// bounded (without the per-node cache nested stacks are exponential).
//
// Limits reached (debug build, 2 cores): 3,000 nested paddings lay out in
// full (~0.05 s); 10,000 are cut at `ViewGraph.Limits.maximumDepth` (4,000
// levels) with `.treeTooDeep`; with the limit raised, 20,000 nested
// paddings still lay out on the 512 MB layout stack. A 200,000-view tree
// (200 x 1,000 stacks) lays out in ~9 s in debug.

/// Runs `layout` on its own thread and waits at most `seconds`: a layout that
/// never returns becomes a test failure instead of a hung test run.
func layoutWithin<V: View & SendableMetatype>(_ seconds: Double, _ window: Window = .iPhone13, _ view: @escaping @Sendable () -> V,
                           sourceLocation: SourceLocation = #_sourceLocation) -> LayoutResult? {
    let box = ReliabilityResultBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = window.layoutOnCurrentThread(view())
        done.signal()
    }
    thread.start()
    if done.wait(timeout: .now() + seconds) == .timedOut {
        Issue.record("layout did not finish within \(seconds) s (an unbounded loop or a missing limit)", sourceLocation: sourceLocation)
        return nil
    }
    return box.result
}

final class ReliabilityResultBox: @unchecked Sendable { var result: LayoutResult? }

/// Every placed frame in the tree is finite with a non-negative size.
@MainActor func expectFiniteFrames(_ result: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
    for view in result.tree.allViews {
        guard let frame = view.frame else { continue }
        let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
        #expect(finite && frame.width >= 0 && frame.height >= 0, "\(view.kind): \(frame)", sourceLocation: sourceLocation)
    }
}

/// A diagnostic of `kind` whose message contains `value` (and whose view
/// names `view`, when given).
@discardableResult
@MainActor func expectDiagnostic(_ result: LayoutResult, _ kind: Diagnostic.Kind, containing value: String, view: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Diagnostic? {
    let match = result.diagnostics.first { d in d.kind == kind && d.message.contains(value) && (view.map { d.view.contains($0) } ?? true) }
    #expect(match != nil, "no \(kind) diagnostic containing \"\(value)\"\(view.map { " naming \($0)" } ?? ""); got:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    return match
}

// MARK: - Invalid dimensions

@MainActor @Suite struct InvalidDimensionTests {
    // The iPhone 13 safe rectangle: (0, 47, 390, 763).
    let safe = CGRect(x: 0, y: 47, width: 390, height: 763)

    @Test(arguments: [CGFloat(-10), .nan, .infinity, -.infinity])
    func fixedFrameWidth(_ width: CGFloat) {
        // Invalid: dropped, the axis behaves as if no width was given.
        let result = Window.iPhone13.layout(Color.red.frame(width: width, height: 100).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "frame width \(width.shortDescription)")
        #expect(result.frame(of: "bad")?.isClose(to: CGRect(x: 0, y: 378.5, width: 390, height: 100), tolerance: 1.0 / 3) == true)
        expectFiniteFrames(result)
    }

    @Test(arguments: [CGFloat(-1), .nan, .infinity])
    func fixedFrameHeight(_ height: CGFloat) {
        let result = Window.iPhone13.layout(Color.red.frame(width: 100, height: height).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "frame height \(height.shortDescription)")
        #expect(result.frame(of: "bad") == CGRect(x: 145, y: 47, width: 100, height: 763))
        expectFiniteFrames(result)
    }

    @Test func flexibleFrameMinAboveMax() {
        // min > max: the maximum wins for both.
        let result = Window.iPhone13.layout(Color.red.frame(minWidth: 200, maxWidth: 100).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "minWidth 200 > maxWidth 100")
        #expect(result.frame(of: "bad")?.width == 100)
        expectFiniteFrames(result)
    }

    @Test func flexibleFrameInvalidBounds() {
        let result = Window.iPhone13.layout(Color.red.frame(minWidth: .infinity, maxHeight: .nan).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "minWidth inf")
        expectDiagnostic(result, .invalidDimension, containing: "maxHeight nan")
        #expect(result.frame(of: "bad") == safe)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func padding(_ length: CGFloat) {
        // Invalid padding is 0 (negative padding is valid: it overlaps).
        let result = Window.iPhone13.layout(Color.red.layoutTag("inner").padding(length).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "padding (top) \(length.shortDescription)")
        #expect(result.frame(of: "inner") == safe)
        expectFiniteFrames(result)
    }

    @Test func stackSpacingNaN() {
        // NaN spacing: the default spacing (8).
        let result = Window.iPhone13.layout(VStack(spacing: .nan) {
            Color.red.frame(height: 100).layoutTag("a")
            Color.red.frame(height: 100).layoutTag("b")
        }.layoutTag("stack"))
        expectDiagnostic(result, .invalidDimension, containing: "VStack spacing nan")
        let a = result.frame(of: "a"), b = result.frame(of: "b")
        #expect(a != nil && b != nil && b!.minY - a!.maxY == 8)
        expectFiniteFrames(result)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
    func aspectRatio(_ ratio: CGFloat) {
        // Invalid ratio: the child's ideal ratio (Color: 10 x 10, so square).
        let result = Window.iPhone13.layout(Color.red.aspectRatio(ratio, contentMode: .fit).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "aspect ratio \(ratio.shortDescription)")
        #expect(result.frame(of: "bad")?.size == CGSize(width: 390, height: 390))
        expectFiniteFrames(result)
    }

    @Test func offsetNaN() {
        let result = Window.iPhone13.layout(Color.red.layoutTag("moved").offset(x: .nan, y: .infinity).layoutTag("bad"))
        expectDiagnostic(result, .invalidDimension, containing: "offset x nan")
        expectDiagnostic(result, .invalidDimension, containing: "offset y inf")
        #expect(result.frame(of: "moved") == safe)
    }

    @Test(arguments: [CGFloat.nan, -5, .infinity])
    func spacerMinLength(_ length: CGFloat) {
        // Invalid minimum: the default (8).
        let result = Window.iPhone13.layout(VStack(spacing: 0) {
            Color.red.frame(height: 800)
            Spacer(minLength: length)
        }.layoutTag("stack"))
        expectDiagnostic(result, .invalidDimension, containing: "Spacer minLength \(length.shortDescription)")
        #expect(result.frame(of: "stack")?.height == 808)
        expectFiniteFrames(result)
    }

    @Test func layoutPriorityNaN() {
        let result = Window.iPhone13.layout(HStack { Color.red.layoutPriority(.nan); Color.blue }.layoutTag("stack"))
        expectDiagnostic(result, .invalidDimension, containing: "layoutPriority nan")
        expectFiniteFrames(result)
    }

    @Test func diagnosticNamesTheTaggedView() {
        // The diagnostic's view names the view the invalid modifier is in:
        // `makeUnary` sets a tag before resolving the children.
        let result = Window.iPhone13.layout(Color.red.frame(width: -10).layoutTag("bad"))
        let diagnostic = expectDiagnostic(result, .invalidDimension, containing: "frame width -10")
        #expect(diagnostic?.view.contains("bad") == true, "view: \(diagnostic?.view ?? "none")")
    }
}

// MARK: - Invalid windows

@MainActor @Suite struct InvalidWindowTests {
    @Test func negativeAndNaNSize() {
        let result = Window(size: CGSize(width: -100, height: CGFloat.nan)).layout(Color.red.layoutTag("a"))
        expectDiagnostic(result, .invalidWindow, containing: "window width -100")
        expectDiagnostic(result, .invalidWindow, containing: "window height nan")
        #expect(result.window.size == .zero)
        #expect(result.frame(of: "a") == .zero)
        expectFiniteFrames(result)
    }

    @Test func insetsLargerThanTheWindow() {
        // Scaled down to fit: top/bottom 80 + 80 in 100 -> 50 + 50.
        let window = Window(size: CGSize(width: 100, height: 100), safeAreaInsets: EdgeInsets(top: 80, leading: 0, bottom: 80, trailing: 200))
        let result = window.layout(Color.red.layoutTag("a"))
        expectDiagnostic(result, .invalidWindow, containing: "exceed the window size")
        #expect(result.window.safeAreaInsets == EdgeInsets(top: 50, leading: 0, bottom: 50, trailing: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 50, width: 0, height: 0))
        expectFiniteFrames(result)
    }

    @Test(arguments: [CGFloat(0), -3, .nan])
    func scale(_ scale: CGFloat) {
        let window = Window(size: CGSize(width: 100, height: 100), scale: scale)
        let result = window.layout(Color.red.frame(width: 33.3333).layoutTag("a"))
        expectDiagnostic(result, .invalidWindow, containing: "scale \(scale.shortDescription)")
        #expect(result.window.scale == 1)
        // Rounded to whole points (scale 1).
        let frame = result.frame(of: "a")
        #expect(frame.map { $0.minX == $0.minX.rounded() && $0.width == $0.width.rounded() } == true)
    }

    @Test func negativeInset() {
        let window = Window(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: .nan, leading: -5, bottom: 34, trailing: 0))
        let result = window.layout(Color.red.layoutTag("a"))
        expectDiagnostic(result, .invalidWindow, containing: "safe-area top inset nan")
        expectDiagnostic(result, .invalidWindow, containing: "safe-area leading inset -5")
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 0, width: 390, height: 810))
    }
}

// MARK: - containerRelativeFrame

@MainActor @Suite struct ContainerRelativeFrameReliabilityTests {
    @Test func countZero() {
        let result = Window.iPhone13.layout(Color.red.containerRelativeFrame(.horizontal, count: 0, span: 1, spacing: 0).layoutTag("a"))
        expectDiagnostic(result, .invalidContainerRelativeParameters, containing: "count 0")
        #expect(result.frame(of: "a")?.width == 390)
    }

    @Test func spanZero() {
        let result = Window.iPhone13.layout(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 0, spacing: 0).layoutTag("a"))
        expectDiagnostic(result, .invalidContainerRelativeParameters, containing: "span 0")
        #expect(result.frame(of: "a")?.width == 130)
    }

    @Test func spanAboveCount() {
        let result = Window.iPhone13.layout(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 5, spacing: 10).layoutTag("a"))
        expectDiagnostic(result, .invalidContainerRelativeParameters, containing: "span 5 exceeds count 3")
        #expect(result.frame(of: "a")?.width == 390)
    }

    @Test func spacingNaN() {
        let result = Window.iPhone13.layout(Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: .nan).layoutTag("a"))
        expectDiagnostic(result, .invalidContainerRelativeParameters, containing: "spacing nan")
        #expect(result.frame(of: "a")?.width == 195)
    }

    @Test func scrollAxisMismatch() {
        // Seed 002: crashes real SwiftUI. A defined, finite size, the same in
        // two layouts, and a diagnostic.
        func scene() -> some View {
            ScrollView {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0).layoutTag("item")
            }.layoutTag("scroll")
        }
        let result = Window.iPhone13.layout(scene())
        expectDiagnostic(result, .undefinedContainerSize, containing: "does not scroll that way")
        let item = result.frame(of: "item")
        #expect(item != nil && item!.width > 0 && item!.width.isFinite)
        #expect(Window.iPhone13.layout(scene()).frame(of: "item") == item)
        expectFiniteFrames(result)
    }

    @Test func closureReturningNaN() {
        let result = Window.iPhone13.layout(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.layoutTag("a"))
        expectDiagnostic(result, .invalidDimension, containing: "containerRelativeFrame length nan")
        #expect(result.frame(of: "a")?.width == 0)
    }
}

// MARK: - Updates that never settle

struct MeasuredWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// (a) The width is the measured width plus one: every pass changes it.
nonisolated struct GrowingView: View {
    @State var width: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in Color.clear.preference(key: MeasuredWidthKey.self, value: proxy.size.width) }
            .frame(width: width, height: 20)
            .onPreferenceChange(MeasuredWidthKey.self) { width = $0 + 1 }
            .layoutTag("grower")
    }
}

struct CounterKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

/// (b) Two views, each setting the other's state to its own value + 1.
struct PingPongView: View {
    @State var ping = 0
    @State var pong = 0
    var body: some View {
        VStack {
            PingPongSide(own: ping, other: $pong).frame(width: CGFloat(ping % 50)).layoutTag("ping")
            PingPongSide(own: pong, other: $ping).frame(width: CGFloat(pong % 50)).layoutTag("pong")
        }
    }
}

struct PingPongSide: View {
    let own: Int
    @Binding var other: Int
    var body: some View {
        Color.red.preference(key: CounterKey.self, value: own).onPreferenceChange(CounterKey.self) { other = $0 + 1 }
    }
}

@MainActor @Suite struct UnsettledUpdateTests {
    @Test func preferenceFeedsTheSizeThatProducesIt() throws {
        let result = try #require(layoutWithin(30) { GrowingView() })
        #expect(result.statistics.passes == 16)
        let diagnostic = expectDiagnostic(result, .updateDidNotSettle, containing: "@State width of GrowingView")
        #expect(diagnostic?.message.contains("MeasuredWidthKey") == true)
        // The last frames are kept: the width grew by one per pass from 10.
        #expect(result.frame(of: "grower")?.width == 25)
        expectFiniteFrames(result)
    }

    @Test func bindingPingPong() throws {
        let result = try #require(layoutWithin(30) { PingPongView() })
        #expect(result.statistics.passes == 16)
        let diagnostic = expectDiagnostic(result, .updateDidNotSettle, containing: "CounterKey")
        #expect(diagnostic?.message.contains("@State ping") == true || diagnostic?.message.contains("@State pong") == true)
        let ping = try #require(result.frame(of: "ping")), pong = try #require(result.frame(of: "pong"))
        #expect(ping.width > 0 && pong.width > 0)
        expectFiniteFrames(result)
    }
}

// MARK: - Deep and large trees

/// `count` nested paddings around a tagged leaf, built in a loop.
func nestedPaddings(_ count: Int) -> AnyView {
    var view = AnyView(Color.red.layoutTag("leaf"))
    for _ in 0..<count { view = AnyView(view.padding(0.01)) }
    return view
}

@MainActor @Suite struct DeepTreeTests {
    @Test func threeThousandPaddings() throws {
        // Below the depth limit: laid out in full on the large layout stack.
        let result = try #require(layoutWithin(60) { nestedPaddings(3000) })
        #expect(!result.diagnostics.contains { $0.kind == .treeTooDeep })
        let leaf = try #require(result.frame(of: "leaf"))
        #expect(abs(leaf.minX - 30) <= 1.0 / 3 && abs(leaf.width - 330) <= 1.0 / 3)
        expectFiniteFrames(result)
    }

    @Test func tenThousandPaddings() throws {
        // Beyond `maximumDepth` (4000): the views below are dropped and reported.
        let result = try #require(layoutWithin(60) { nestedPaddings(10_000) })
        expectDiagnostic(result, .treeTooDeep, containing: "deeper than 4000 levels")
        #expect(result.frame(of: "leaf") == nil)
        expectFiniteFrames(result)
    }

    @Test func raisedLimitStillFitsTheLayoutStack() {
        // With the limit raised, 20,000 levels still lay out on the 512 MB stack.
        let host = LayoutHost(window: .iPhone13, rootView: nestedPaddings(20_000))
        host.graph.limits.maximumDepth = 100_000
        let result = host.layout()
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "leaf") != nil)
    }

    @Test func twoHundredThousandViews() throws {
        let result = try #require(layoutWithin(120) {
            VStack(spacing: 0) {
                ForEach(0..<200) { row in
                    HStack(spacing: 0) { ForEach(0..<1000) { _ in Color.red } }.layoutTag("row\(row)")
                }
            }
        })
        let views = result.tree.allViews
        #expect(views.count > 200_000)
        // Linear: the per-node cache keeps size computations near a dozen per view.
        #expect(result.statistics.sizeComputations < 20 * views.count)
        #expect(result.frames(of: "row199").first.map { abs($0.maxY - 810) <= 1 } == true)
        expectFiniteFrames(result)
    }
}

/// `LayoutResult.tree` is read on the caller's thread: for a 3,000-level
/// tree it must not need stack in proportion to the depth (the fuzzer's
/// chains crashed a test thread once when the tree was built recursively).
/// Read here on a 2 MiB thread, which a recursive build in a debug build
/// overflows; the result itself is released on the test's thread.
@MainActor @Test func aDeepTreeIsReadOnASmallStack() {
    let box = ReliabilityResultBox()
    let counted = CountBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let result = Window.iPhone13.layoutOnCurrentThread(nestedPaddings(3_000))
        counted.value = result.tree.allViews.count
        box.result = result
        done.signal()
    }
    thread.stackSize = 2 << 20
    thread.start()
    done.wait()
    // 3,000 paddings (each a padding node and its AnyView) and the leaf.
    #expect(counted.value > 3_000)
    #expect(box.result?.frame(of: "leaf") != nil)
}

final class CountBox: @unchecked Sendable { var value = 0 }

/// A chain of `remaining` padded views (a custom modifier around a
/// padding each) built as it is resolved: each
/// level's body is the next level, so the view value is one level deep and
/// dropping it costs nothing; only the graph is as deep as the chain.
struct PaddingChain: View {
    let remaining: Int
    var body: AnyView {
        remaining == 0 ? AnyView(Color.red.layoutTag("leaf"))
            : AnyView(PaddingChain(remaining: remaining - 1).modifier(ChainLink()))
    }
}

/// A custom modifier: its node keeps its content's nodes (to reuse them
/// when only the modifier's state changes), a second reference to them.
struct ChainLink: ViewModifier {
    func body(content: Content) -> some View {
        // Two views under one padding: laid out in an implicit VStack, a
        // node that holds the same children as the padding.
        Group { content; Color.clear.frame(width: 0, height: 0) }.padding(0.01)
    }
}

final class DeepChainOutcome: @unchecked Sendable {
    var tooDeep = false
    var topFrame: CGRect?
    var leafFrame: CGRect?
    var views = 0
    var dumpLines = 0
    var finished = false
}

/// Dropping a graph released each node from its parent's release, a
/// recursion as deep as the tree: a 4,000-level graph (what a 100,000-view
/// chain is cut to) overflowed a 512 KiB thread when its `LayoutResult`
/// was dropped there, and the sanitizers' larger frames overflowed the
/// default 8 MiB stacks in the fuzz suite. A deep graph now takes its tree
/// apart in a loop (`NodeTeardown`). The layout itself moves to a
/// large-stack worker (`LayoutStack`); the result is read and dropped here.
@MainActor @Test func aDeepChainIsLaidOutAndDroppedOnASmallStack() {
    let outcome = DeepChainOutcome()
    onThread(stackSize: 512 << 10) {
        do {
            let result = Window.iPhone13.layoutOnCurrentThread(PaddingChain(remaining: 100_000).layoutTag("top"))
            outcome.tooDeep = result.diagnostics.contains { $0.kind == .treeTooDeep }
            outcome.topFrame = result.frame(of: "top")
            outcome.leafFrame = result.frame(of: "leaf")
            // The laid-out tree as values, walked, dumped and dropped here too.
            let tree = result.tree
            outcome.views = tree.allViews.count
            outcome.dumpLines = result.dump().split(separator: "\n").count
        }
        do {
            // A kept graph, laid out twice, then dropped with its host.
            let host = LayoutHost(window: .iPhone13, rootView: PaddingChain(remaining: 100_000))
            _ = host.layoutOnCurrentThread()
            _ = host.layoutOnCurrentThread()
        }
        outcome.finished = true
    }
    #expect(outcome.finished)
    // Beyond `maximumDepth` (4000): the views below are dropped and reported.
    #expect(outcome.tooDeep)
    #expect(outcome.leafFrame == nil)
    // Every level is in the tree (a chain level is three nodes: the view,
    // its modifier, the padding; more than 4,000 with the implicit stacks'
    // second children), one dump line a view.
    #expect(outcome.views > 4_000)
    #expect(outcome.dumpLines == outcome.views)
    // The chain hugs what is left of it (paddings of 0.01 around nothing),
    // centred in the iPhone 13's safe area (390 x 844, insets 47 top and
    // 34 bottom: centre x 195, y 47 + 763 / 2), within a pixel.
    let top = outcome.topFrame ?? .zero
    #expect(top.width > 0 && top.width < 390)
    #expect(abs(top.midX - 195) <= 1.0 / 3 && abs(top.midY - 428.5) <= 1.0 / 3)
}

/// A reader builds its content while it is placed, after the pass chose
/// its stack for the tree as it was: a deep chain inside a GeometryReader
/// was then sized and placed on whatever stack the pass had, with no
/// check (the fuzz suite overflowed 8 MiB under AddressSanitizer with a
/// 2,000-level chain in a reader; a 512 KiB thread overflows without it).
/// The reader now places its content where the stack has room for the
/// deepest level resolved so far (`ReaderLayout.place`).
@MainActor @Test func aDeepChainInAGeometryReaderIsPlacedOnASmallStack() {
    let outcome = DeepChainOutcome()
    onThread(stackSize: 512 << 10) {
        let result = Window.iPhone13.layoutOnCurrentThread(GeometryReader { _ in PaddingChain(remaining: 3_000).layoutTag("top") })
        outcome.tooDeep = result.diagnostics.contains { $0.kind == .treeTooDeep }
        outcome.topFrame = result.frame(of: "top")
        outcome.leafFrame = result.frame(of: "leaf")
        outcome.finished = true
    }
    #expect(outcome.finished)
    // 3,000 levels of (composite, modifier, padding) nodes: beyond 4000.
    #expect(outcome.tooDeep)
    // A reader places its content at its top-leading corner (Docs/LayoutRules.md,
    // "GeometryReader"): the iPhone 13's safe area starts at (0, 47).
    let top = outcome.topFrame ?? .zero
    #expect(top.minX == 0 && top.minY == 47 && top.width > 0)
}
