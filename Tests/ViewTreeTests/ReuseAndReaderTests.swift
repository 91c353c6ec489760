import Foundation
import Testing
@testable import ViewTree

// Four behaviours of the incremental runtime:
// 1. ResponderChainObserver (ResponderChainObserver.swift): "calls `action` with
//    the responder chain above it after each layout in which the chain
//    changed (the first layout included) ... The action runs after the
//    layout pass, so state it writes is laid out on the next pass."
// 2. PlacementReaderLayout (GeometryReader.swift): "The content is built
//    again only when what it is built from ... changed since it was last
//    built. A reader re-resolved by its parent gets a new layout, so it
//    builds again."
// 3. resolveSingle (OverlayLayout.swift): "one layout view is added as it is
//    (no wrapper node); several views (or none) are wrapped in an implicit
//    stack", an implicit ZStack with the overlay's alignment; "the wrapped
//    views go back into the pool, so they keep their nodes (and state)".
// 4. sameViewInputs (State.swift) and CompositeViewSource.makeNodes
//    (NodeFactory.swift): "the same view at the same place with the same
//    inputs and environment keeps its node and subtree"; "`==` for
//    Equatable views, else field by field"; state and environment are not
//    inputs; "bindings compare their location"; "a field that cannot be
//    compared (a closure, a non-Equatable value) makes the views different".
//
// Geometry: Window.iPhone13 is 390 x 844 with insets top 47, bottom 34; the
// root view is laid out in the safe rect (0, 47, 390, 763).

/// Counts calls and keeps the last value; Equatable by identity, so a view
/// holding one still compares field by field (a plain class is not
/// Equatable and would make the view always "changed").
private final class CallLog<Value>: Equatable {
    var count = 0
    var last: Value?
    func record(_ value: Value) {
        count += 1
        last = value
    }
    nonisolated static func == (lhs: CallLog, rhs: CallLog) -> Bool { lhs === rhs }
}

// MARK: - 1. ResponderChainObserver

/// seed 002's detector: the box takes the width of its nearest container
/// once the observer has reported it (50 until then).
private struct ContainerWidthBox: View {
    @State var width: CGFloat? = nil
    let log: CallLog<ResponderChain>
    var body: some View {
        Color.red.frame(width: width ?? 50, height: 10).layoutTag("box")
            .background(ResponderChainObserver { chain in
                log.record(chain)
                width = chain.nearest?.frame.width
            })
    }
}

/// Scroll content: a full-width row, so the scroll view (which hugs its
/// content across its axis) is as wide as its proposal, and the box below.
private struct FullWidthRowAndBox: View {
    let log: CallLog<ResponderChain>
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 5).layoutTag("row")
            ContainerWidthBox(log: log)
        }
    }
}

/// A scroll view inset from the window's sides by a padding held in state,
/// so a binding from outside can move the container.
private struct PaddedScroll<Content: View>: View {
    @State var inset: CGFloat = 20
    let expose: (Binding<CGFloat>) -> Void
    let content: Content
    var body: some View {
        let _ = expose($inset)
        ScrollView { content }.padding(.horizontal, inset)
    }
}

/// An observer that only records (writes no state), in a view whose only
/// field is Equatable: a re-evaluated parent reuses it, so the observer
/// is not re-resolved and only a changed chain calls the action.
private struct ChainRecorder: View {
    let log: CallLog<ResponderChain>
    var body: some View {
        Color.red.frame(height: 10).layoutTag("recorder")
            .background(ResponderChainObserver { chain in log.record(chain) })
    }
}

/// A custom modifier that puts an observer behind its content, the
/// observer recording the modifier's state when it reports (the detector
/// shim's shape: its body evaluated again keeps its content).
private nonisolated struct ObservingBump: ViewModifier {
    @State var value = 0
    let expose: (Binding<Int>) -> Void
    let log: CallLog<Int>
    func body(content: Content) -> some View {
        let _ = expose($value)
        let recorded = value
        return content.background(ResponderChainObserver { _ in log.record(recorded) })
    }
}

/// A full-width row with that modifier; equal for the same log, so a parent
/// evaluated again keeps it (and its modifier's body) as it is.
private nonisolated struct ObservedRow: View, Equatable {
    let sink: Box<Binding<Int>?>
    let log: CallLog<Int>
    nonisolated static func == (lhs: ObservedRow, rhs: ObservedRow) -> Bool { lhs.log === rhs.log && lhs.sink === rhs.sink }
    var body: some View {
        Color.red.frame(height: 10).layoutTag("row").modifier(ObservingBump(expose: { sink.value = $0 }, log: log))
    }
}

/// A row with an observer behind it, equal for the same log: a parent
/// evaluated again keeps it, and its observer is not resolved again.
private nonisolated struct StillObservedRow: View, Equatable {
    let log: CallLog<Int>
    nonisolated static func == (lhs: StillObservedRow, rhs: StillObservedRow) -> Bool { lhs.log === rhs.log }
    var body: some View {
        Color.red.frame(maxWidth: .infinity).frame(height: 10).layoutTag("row")
            .background(ResponderChainObserver { _ in log.record(1) })
    }
}

// MARK: - 2. Reader memo

/// A sibling of the reader with its own state: changing it re-lays out the
/// stack without re-resolving the reader.
private struct SideBar: View {
    @State var size = CGSize(width: 100, height: 10)
    let expose: (Binding<CGSize>) -> Void
    var body: some View {
        let _ = expose($size)
        Color.blue.frame(width: size.width, height: size.height).layoutTag("side")
    }
}

private struct ReaderScreen: View {
    let log: CallLog<GeometryProxy>
    let expose: (Binding<CGSize>) -> Void
    var body: some View {
        HStack(spacing: 0) {
            SideBar(expose: expose)
            GeometryReader { proxy in
                let _ = log.record(proxy)
                Color.red.frame(width: proxy.size.width / 2, height: 10).layoutTag("content")
            }
            .layoutTag("reader")
        }
    }
}

// MARK: - 3. Overlay content without wrapper

/// Exposes its state through its frame width.
private struct Tally: View {
    @State var width: CGFloat = 10
    let expose: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = expose($width)
        Color.blue.frame(width: width, height: 10).layoutTag("tally")
    }
}

/// An overlay of one view (Tally) or two (Tally and a 5 x 5 extra).
private struct SwitchingOverlay: View {
    @State var two = false
    let exposeTwo: (Binding<Bool>) -> Void
    let exposeTally: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = exposeTwo($two)
        Color.red.frame(width: 100, height: 100).layoutTag("primary")
            .overlay(alignment: .bottomTrailing) {
                Tally(expose: exposeTally)
                if two { Color.green.frame(width: 5, height: 5).layoutTag("extra") }
            }
    }
}

// MARK: - 4. Field-by-field input comparison

/// Equatable fields only.
private struct Plain: View {
    let width: CGFloat
    let tag: String
    var body: some View { Color.red.frame(width: width, height: 10).layoutTag(tag) }
}

/// A binding to the parent's state (and an Equatable field).
private struct Bound: View {
    @Binding var on: Bool
    let tag: String
    var body: some View { Color.red.frame(width: on ? 80 : 60, height: 10).layoutTag(tag) }
}

/// A closure field: cannot be compared.
private struct WithAction: View {
    let width: CGFloat
    let action: () -> Void
    var body: some View { Color.red.frame(width: width, height: 10).layoutTag("action") }
}

private struct InputsParent: View {
    @State var tick = 0
    @State var on = false
    let exposeTick: (Binding<Int>) -> Void
    let exposeOn: (Binding<Bool>) -> Void
    var body: some View {
        let _ = exposeTick($tick)
        let _ = exposeOn($on)
        VStack(spacing: 0) {
            Plain(width: 50, tag: "plain")
            Bound(on: $on, tag: "bound")
            Plain(width: 50 + CGFloat(tick) * 10, tag: "changed")
            WithAction(width: 30, action: {})
        }
    }
}

private struct BarHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    fileprivate var reuseTestBarHeight: CGFloat {
        get { self[BarHeightKey.self] }
        set { self[BarHeightKey.self] = newValue }
    }
}

/// Environment between two states: each installed at its own field offset.
private struct EnvironmentAndState: View {
    @State var width: CGFloat = 20
    @Environment(\.reuseTestBarHeight) var height
    @State var extra: CGFloat = 0
    let expose: (Binding<CGFloat>) -> Void
    let exposeExtra: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = expose($width)
        let _ = exposeExtra($extra)
        Color.red.frame(width: width + extra, height: height).layoutTag("both")
    }
}

private struct EnvironmentParent: View {
    @State var height: CGFloat = 30
    let exposeHeight: (Binding<CGFloat>) -> Void
    let expose: (Binding<CGFloat>) -> Void
    let exposeExtra: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = exposeHeight($height)
        EnvironmentAndState(expose: expose, exposeExtra: exposeExtra)
            .environment(\.reuseTestBarHeight, height)
    }
}

@MainActor @Suite struct ReuseAndReaderTests {
    // MARK: 1. ResponderChainObserver

    @Test func observerWritesStateLaidOutOnTheNextPass() {
        let log = CallLog<ResponderChain>()
        let result = phone.layout(PaddedScroll(expose: { _ in }, content: FullWidthRowAndBox(log: log)))
        // The scroll view is proposed 390 - 2 x 20 = 350 and passes that
        // width to its content; across its axis it hugs the content, whose
        // full-width row makes it 350 wide: laid out at (20, 47, 350, 763).
        // Its UIKit view grows into the top and bottom safe area it touches
        // (ScrollLayout: safeArea.grow), not sideways (no inset there):
        // (20, 0, 350, 844). Pass 1 places the box at its initial 50; the
        // action then writes 350, laid out on pass 2 (the action runs after
        // the pass). The content is at the top of the scroll view: the box
        // is below the 5-high row, y = 47 + 5 = 52.
        expectFrames(result, ["row": rect(20, 47, 350, 5), "box": rect(20, 52, 350, 10)])
        #expect(result.statistics.passes == 2)
        // Nearest first, ending with the window.
        #expect(log.last?.containers.map(\.kind) == [.scrollView, .window])
        #expect(log.last?.nearest?.frame == rect(20, 0, 350, 844))
        #expect(log.last?.containers.last?.frame == rect(0, 0, 390, 844))
    }

    @Test func observerAtTheWindowRootReportsTheWindow() {
        let log = CallLog<ResponderChain>()
        let result = phone.layout(ContainerWidthBox(log: log))
        // No container but the window: nearest is the window, 390 wide
        // (WindowLayout records the window's full bounds). The box, 390 x 10,
        // is centred in the safe rect: y = 47 + (763 - 10) / 2 = 423.5.
        expectFrames(result, ["box": rect(0, 423.5, 390, 10)])
        #expect(result.statistics.passes == 2)
        #expect(log.last?.containers.map(\.kind) == [.window])
    }

    @Test func observerIsCalledOncePerChainChange() {
        let log = CallLog<ResponderChain>()
        let inset = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: PaddedScroll(expose: { inset.value = $0 }, content: ChainRecorder(log: log)))
        let first = host.layout()
        // First layout: one call (the first layout is included); the action
        // writes no state, so one pass.
        #expect(log.count == 1)
        #expect(first.statistics.passes == 1)
        #expect(log.last?.nearest?.frame.width == 350)

        // Nothing changed: the chain is the same, no call, no body.
        let again = host.layout()
        #expect(log.count == 1)
        #expect(again.statistics.bodyEvaluations == 0)
        let third = host.layout()
        #expect(log.count == 1)
        #expect(third.statistics.passes == 1)

        // The padding 20 -> 40: the scroll view is 390 - 80 = 310 wide, a
        // changed chain: one call. PaddedScroll re-evaluates (1 body);
        // ChainRecorder's only field is the same log: reused, not evaluated.
        inset.value?.wrappedValue = 40
        let moved = host.layout()
        #expect(log.count == 2)
        #expect(log.last?.nearest?.frame == rect(40, 0, 310, 844))
        #expect(moved.statistics.bodyEvaluations == 1)
        expectFrames(moved, ["recorder": rect(40, 47, 310, 10)])

        // And nothing changed again: no call.
        _ = host.layout()
        #expect(log.count == 2)
    }

    @Test func observerWritingItsViewsStateIsNotCalledAgainWithoutAChainChange() {
        let log = CallLog<ResponderChain>()
        let host = LayoutHost(window: phone, rootView: PaddedScroll(expose: { _ in }, content: FullWidthRowAndBox(log: log)))
        let first = host.layout()
        expectFrames(first, ["box": rect(20, 52, 350, 10)])
        #expect(first.statistics.passes == 2)
        // "after each layout in which the chain changed ... a view resolved
        // again keeps what it last reported": pass 1 (the first layout) is
        // one; pass 2 re-evaluates ContainerWidthBox (its state changed) and
        // lays out the box's new width, but the chain (scroll view 350 wide,
        // window) is the same: 1 call.
        #expect(log.count == 1)
        let calls = log.count
        // Nothing changed: the chain is the same; no call, one pass, no body.
        let second = host.layout()
        #expect(log.count == calls)
        #expect(second.statistics.passes == 1)
        #expect(second.statistics.bodyEvaluations == 0)
        expectFrames(second, ["box": rect(20, 52, 350, 10)])
        _ = host.layout()
        #expect(log.count == calls)
    }

    @Test func observerAnswersUnchangedAtItsPlaceAndTakesTheNewAction() {
        // The hook itself (ResponderChainObserver._resolvesUnchanged): yes for
        // the observer's own node with the inputs it was resolved with, its
        // action replaced by the new value's; no at another slot or for
        // another kind of node. (A background made again also ends with the
        // new action, so the test below cannot tell a keep from a re-make.)
        let first = CallLog<Int>(), second = CallLog<Int>()
        let inset = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: PaddedScroll(expose: { inset.value = $0 },
                                                                    content: StillObservedRow(log: first)))
        _ = host.layout()
        #expect(first.count == 1)
        func find(_ kind: String, in node: Node) -> Node? {
            if node.kind == kind { return node }
            for child in node.children { if let found = find(kind, in: child) { return found } }
            return nil
        }
        guard let observer = find("ResponderChainObserver", in: host.graph.root),
              let frameNode = find("frame(flexible)", in: host.graph.root) else {
            Issue.record("no observer or frame node in \(host.layout().dump())")
            return
        }
        let replacement = ResponderChainObserver { _ in second.record(2) }
        var elsewhere = observer.inputs
        elsewhere.slot += 1
        #expect(!ResponderChainObserver._resolvesUnchanged(replacement, to: _ResolvedNode(node: observer), elsewhere))
        #expect(!ResponderChainObserver._resolvesUnchanged(replacement, to: _ResolvedNode(node: frameNode), frameNode.inputs))
        #expect(ResponderChainObserver._resolvesUnchanged(replacement, to: _ResolvedNode(node: observer), observer.inputs))
        // The padding 20 -> 40 moves the container; PaddedScroll's body runs
        // again and keeps the equal row, whose observer is not resolved
        // again: the chain's change calls the action the node now has.
        inset.value?.wrappedValue = 40
        _ = host.layout()
        #expect(first.count == 1)
        #expect(second.count == 1)
    }

    @Test func observerKeptByAnUnchangedBackgroundReportsWithTheNewAction() {
        // "An observer at the same place in the same environment is kept,
        // with the new value's action" (ResponderChainObserver), as a
        // representable's view is kept and given each new value: the
        // background around the modifier's unchanged content is kept, and
        // the next chain change calls the action of the body evaluated last.
        let log = CallLog<Int>()
        let value = Box<Binding<Int>?>(nil), inset = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: PaddedScroll(expose: { inset.value = $0 },
                                                                    content: ObservedRow(sink: value, log: log)))
        // The row fills the 350-wide scroll view (390 - 2 x 20) at its top.
        expectFrames(host.layout(), ["row": rect(20, 47, 350, 10)])
        #expect(log.count == 1 && log.last == 0)
        // The modifier's state: its body evaluated again, the background kept
        // whole (one reused subtree; made again, its adopted content would
        // count the same), the chain the same (no call).
        value.value?.wrappedValue = 1
        let kept = host.layout()
        #expect(kept.statistics.bodyEvaluations == 1)
        #expect(kept.statistics.reusedSubtrees == 1)
        #expect(log.count == 1)
        // The padding 20 -> 40: PaddedScroll's body evaluated again keeps the
        // equal row, its modifier not evaluated, and the chain changes; the action called is the one
        // built with the state's new value.
        inset.value?.wrappedValue = 40
        let moved = host.layout()
        expectFrames(moved, ["row": rect(40, 47, 310, 10)])
        #expect(moved.statistics.bodyEvaluations == 1)
        #expect(log.count == 2)
        #expect(log.last == 1)
    }

    /// Observers under one container share its chain (one array, compared
    /// record by record once per container placement; ResponderChain.swift,
    /// `ContainerChain.matches`): each must still be called exactly once
    /// per change of the chain. The geometry is observerIsCalledOncePerChainChange's:
    /// the scroll view's UIKit frame is (20, 0, 350, 844), then, with the
    /// padding 40, (40, 0, 310, 844).
    @Test func observersUnderOneContainerAreEachCalledOncePerChainChange() {
        let logs = (0..<3).map { _ in CallLog<ResponderChain>() }
        let inset = Box<Binding<CGFloat>?>(nil)
        let content = VStack(spacing: 0) {
            ChainRecorder(log: logs[0])
            ChainRecorder(log: logs[1])
            ChainRecorder(log: logs[2])
        }
        let host = LayoutHost(window: phone, rootView: PaddedScroll(expose: { inset.value = $0 }, content: content))
        _ = host.layout()
        #expect(logs.map(\.count) == [1, 1, 1])
        #expect(logs.map { $0.last?.nearest?.frame } == Array(repeating: rect(20, 0, 350, 844), count: 3))
        _ = host.layout()
        #expect(logs.map(\.count) == [1, 1, 1])
        inset.value?.wrappedValue = 40
        _ = host.layout()
        #expect(logs.map(\.count) == [2, 2, 2])
        #expect(logs.map { $0.last?.nearest?.frame } == Array(repeating: rect(40, 0, 310, 844), count: 3))
        #expect(logs.map { $0.last?.containers.map(\.kind) ?? [] } == Array(repeating: [.scrollView, .window], count: 3))
        _ = host.layout()
        #expect(logs.map(\.count) == [2, 2, 2])
    }

    // MARK: 2. Reader memo

    @Test func readerClosureRunsOnlyWhenItsProxyChanged() {
        let log = CallLog<GeometryProxy>()
        let side = Box<Binding<CGSize>?>(nil)
        let host = LayoutHost(window: phone, rootView: ReaderScreen(log: log, expose: { side.value = $0 }))
        let first = host.layout()
        // HStack(spacing: 0) in 390 x 763: the side bar is 100 wide, the
        // reader takes the rest, 290, and the whole height 763 (a reader
        // takes the whole proposal): (100, 47, 290, 763). Its content is
        // 290 / 2 = 145 wide at the reader's top-leading corner.
        expectFrames(first, ["reader": rect(100, 47, 290, 763), "content": rect(100, 47, 145, 10),
                             "side": rect(0, 423.5, 100, 10)])
        #expect(log.count == 1)

        // Nothing changed: the proxy is the same, the closure does not run.
        let again = host.layout()
        #expect(log.count == 1)
        expectFrames(again, ["reader": rect(100, 47, 290, 763), "content": rect(100, 47, 145, 10)])

        // The side bar grows taller (10 -> 20): SideBar's body runs and the
        // stack is laid out again, but the reader's size and position are
        // the same (the stack is still 763 tall): no new closure call.
        side.value?.wrappedValue = CGSize(width: 100, height: 20)
        let taller = host.layout()
        #expect(taller.statistics.bodyEvaluations == 1)
        #expect(log.count == 1)
        // y = 47 + (763 - 20) / 2 = 418.5.
        expectFrames(taller, ["side": rect(0, 418.5, 100, 20), "content": rect(100, 47, 145, 10)])

        // The side bar grows wider (100 -> 150): the reader is 240 wide at
        // x 150, a changed proxy: the closure runs once more and the content
        // follows (240 / 2 = 120).
        side.value?.wrappedValue = CGSize(width: 150, height: 20)
        let wider = host.layout()
        #expect(log.count == 2)
        #expect(log.last?.size == CGSize(width: 240, height: 763))
        #expect(log.last?.frame(in: .global) == rect(150, 47, 240, 763))
        expectFrames(wider, ["reader": rect(150, 47, 240, 763), "content": rect(150, 47, 120, 10)])
    }

    // MARK: 3. Overlay content without wrapper

    @Test func singleOverlayViewHasNoWrapperNode() {
        let result = phone.layout(
            Color.red.frame(width: 100, height: 100).layoutTag("primary")
                .overlay(Color.blue.frame(width: 10, height: 10).layoutTag("overlay")))
        let dump = result.dump()
        #expect(!dump.contains("implicit stack"), "\(dump)")
        // The overlay node has exactly two children: the primary and the
        // overlay view itself (no wrapper between).
        let overlay = result.tree.allViews.first { $0.kind == "overlay" }
        #expect(overlay?.children.count == 2)
        #expect(overlay?.children.last?.tag == "overlay")
        // Centred on the 100 x 100 primary at (145, 378.5): 145 + 45 = 190,
        // 378.5 + 45 = 423.5.
        expectFrames(result, ["primary": rect(145, 378.5, 100, 100), "overlay": rect(190, 423.5, 10, 10)])
    }

    @Test func singleBackgroundAndInsetViewsHaveNoWrapperNode() {
        let result = phone.layout(
            Color.red.frame(width: 100, height: 100)
                .background(Color.blue.frame(width: 10, height: 10))
                .safeAreaInset(edge: .top) { Color.green.frame(height: 20) })
        let dump = result.dump()
        #expect(!dump.contains("implicit stack"), "\(dump)")
        // Window, safeAreaInset, background, and three frame + colour pairs:
        // 9 nodes (a wrapper around each single view would make it 13).
        #expect(result.tree.allViews.count == 9, "\(dump)")
        // The inset content (20 high) sits above the main view, 8 apart
        // (the default spacing): the modifier's view is 100 + 8 + 20 = 128.
        let inset = result.tree.children[0]
        #expect(inset.frame?.height == 128, "\(dump)")
    }

    @Test func severalOverlayViewsAreAZStackWithTheOverlayAlignment() {
        let result = phone.layout(
            Color.red.frame(width: 100, height: 100)
                .overlay(alignment: .bottomTrailing) {
                    Color.blue.frame(width: 10, height: 10).layoutTag("a")
                    Color.green.frame(width: 20, height: 30).layoutTag("b")
                })
        let dump = result.dump()
        // One wrapper, holding both views.
        #expect(dump.components(separatedBy: "implicit stack").count - 1 == 1, "\(dump)")
        // The implicit ZStack is 20 x 30 (the largest of each dimension),
        // placed at the primary's bottom-trailing corner (245, 478.5):
        // (225, 448.5). Inside it, each view is aligned bottom-trailing too:
        // a at (245 - 10, 478.5 - 10) = (235, 468.5). (Centred it would be
        // at (230, 458.5).)
        expectFrames(result, ["b": rect(225, 448.5, 20, 30), "a": rect(235, 468.5, 10, 10)])
    }

    @Test func overlayViewKeepsItsStateWhenTheOverlaySwitchesBetweenOneAndTwoViews() {
        let two = Box<Binding<Bool>?>(nil)
        let tally = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: SwitchingOverlay(exposeTwo: { two.value = $0 },
                                                                         exposeTally: { tally.value = $0 }))
        let first = host.layout()
        // One view: Tally 10 x 10 at the primary's bottom-trailing corner
        // (245, 478.5): (235, 468.5); no wrapper.
        expectFrames(first, ["tally": rect(235, 468.5, 10, 10)])
        #expect(!first.dump().contains("implicit stack"))

        tally.value?.wrappedValue = 40
        let wide = host.layout()
        // Its state: 40 wide, (205, 468.5).
        expectFrames(wide, ["tally": rect(205, 468.5, 40, 10)])

        two.value?.wrappedValue = true
        let both = host.layout()
        // Two views: a 40 x 10 implicit ZStack at (205, 468.5); Tally kept its
        // state (40, not the initial 10); the extra at the stack's
        // bottom-trailing corner: (240, 473.5).
        #expect(both.dump().contains("implicit stack"))
        expectFrames(both, ["tally": rect(205, 468.5, 40, 10), "extra": rect(240, 473.5, 5, 5)])
        #expect(tally.value?.wrappedValue == 40)

        two.value?.wrappedValue = false
        let back = host.layout()
        // Back to one view: no wrapper, still 40 wide.
        #expect(!back.dump().contains("implicit stack"))
        #expect(back.frame(of: "extra") == nil)
        expectFrames(back, ["tally": rect(205, 468.5, 40, 10)])

        // The state is still live: writing it re-lays out.
        tally.value?.wrappedValue = 60
        expectFrames(host.layout(), ["tally": rect(185, 468.5, 60, 10)])
    }

    // MARK: 4. Field-by-field input comparison

    @Test func unchangedChildrenAreReusedChangedAndClosureChildrenAreEvaluated() {
        let tick = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: InputsParent(exposeTick: { tick.value = $0 }, exposeOn: { _ in }))
        let first = host.layout()
        // InputsParent + its four children.
        #expect(first.statistics.bodyEvaluations == 5)
        // VStack(spacing: 0) of four 10-high rows, 60 wide (the widest,
        // Bound at 60): y0 = 47 + (763 - 40) / 2 = 408.5, x0 = 165.
        expectFrames(first, ["plain": rect(170, 408.5, 50, 10), "bound": rect(165, 418.5, 60, 10),
                             "changed": rect(170, 428.5, 50, 10), "action": rect(180, 438.5, 30, 10)])

        tick.value?.wrappedValue = 3
        let second = host.layout()
        // InputsParent (its state), "changed" (width 50 -> 80) and WithAction
        // (a closure field: always different): 3. Plain(50) and Bound (a
        // binding to the same @State slot) are reused: 2 subtrees.
        #expect(second.statistics.bodyEvaluations == 3)
        #expect(second.statistics.reusedSubtrees == 2)
        // "changed" is 80 wide, the stack too: x0 = 155.
        expectFrames(second, ["plain": rect(170, 408.5, 50, 10), "bound": rect(165, 418.5, 60, 10),
                              "changed": rect(155, 428.5, 80, 10), "action": rect(180, 438.5, 30, 10)])

        // The same value again: nothing to evaluate.
        tick.value?.wrappedValue = 3
        #expect(host.layout().statistics.bodyEvaluations == 0)
    }

    @Test func childHoldingABindingFollowsTheBoundValue() {
        // Bound holds a binding to InputsParent's `on`: the same location
        // before and after, but the value it reads changed, so its body must
        // run again (a @Binding child updates when the bound value changes;
        // SwiftUI's Binding carries the value it was made with, so the new
        // view value differs from the old one).
        let on = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: InputsParent(exposeTick: { _ in }, exposeOn: { on.value = $0 }))
        _ = host.layout()
        on.value?.wrappedValue = true
        let second = host.layout()
        // The rows that did not change: Plain(50) is centred in the stack,
        // at x 170 whether the stack is 60 or 80 wide.
        expectFrames(second, ["plain": rect(170, 408.5, 50, 10), "action": rect(180, 438.5, 30, 10)])
        // Bound is 80 wide (on), the stack too: x0 = (390 - 80) / 2 = 155.
        expectFrames(second, ["bound": rect(155, 418.5, 80, 10)])
        // InputsParent (its state), Bound (its binding's value changed)
        // and WithAction (closure field): 3.
        #expect(second.statistics.bodyEvaluations == 3)
    }

    @Test func stateAndEnvironmentAreInstalledAfterReevaluation() {
        let height = Box<Binding<CGFloat>?>(nil)
        let width = Box<Binding<CGFloat>?>(nil)
        let extra = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: EnvironmentParent(exposeHeight: { height.value = $0 },
                                                                          expose: { width.value = $0 },
                                                                          exposeExtra: { extra.value = $0 }))
        // 20 + 0 wide, 30 high (the parent's environment, not the key's
        // default 10): x = (390 - 20) / 2 = 185, y = 47 + (763 - 30) / 2 = 413.5.
        expectFrames(host.layout(), ["both": rect(185, 413.5, 20, 30)])

        // Its own state: only its body runs; the environment is installed
        // again (still 30 high, not 10).
        width.value?.wrappedValue = 100
        let widened = host.layout()
        #expect(widened.statistics.bodyEvaluations == 1)
        expectFrames(widened, ["both": rect(145, 413.5, 100, 30)])

        // The second state, after the environment field: its own slot.
        extra.value?.wrappedValue = 50
        expectFrames(host.layout(), ["both": rect(120, 413.5, 150, 30)])

        // The environment changes: the child runs again and keeps both
        // states (150 wide), reading the new height 60: y = 47 + 703 / 2 = 398.5.
        height.value?.wrappedValue = 60
        let taller = host.layout()
        #expect(taller.statistics.bodyEvaluations == 2)
        expectFrames(taller, ["both": rect(120, 398.5, 150, 60)])
        #expect(width.value?.wrappedValue == 100)
        #expect(extra.value?.wrappedValue == 50)
    }
}
