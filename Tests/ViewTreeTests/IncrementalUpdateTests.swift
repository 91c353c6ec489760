import Foundation
import Testing
@testable import ViewTree

// State changes under kept nodes and subtrees: an incremental update
// (a subtree kept when its inputs did not change, `EnvironmentRebase` when
// only an environment value nobody in it reads changed) must give the frames
// a fresh resolution gives. These tests fail if a kept node or subtree keeps
// a stale value: a changed modifier value on a kept node, a state change
// that moves kept content, an environment change read deep in a kept
// subtree (by a view already there, by one made later, under an override).
// Expected frames come from the layout rules (frame, padding, stacks; see
// Docs/LayoutRules.md), and some are checked against a fresh layout.
//
// Geometry: Window.iPhone13 is 390 x 844 with insets top 47, bottom 34; the
// root view is laid out in the safe rect (0, 47, 390, 763), centred.

private struct WidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 30
}

extension EnvironmentValues {
    fileprivate var inPlaceWidth: CGFloat {
        get { self[WidthKey.self] }
        set { self[WidthKey.self] = newValue }
    }
}

/// Reads the environment deep inside content that a modifier keeps.
private struct WidthReader: View {
    @Environment(\.inPlaceWidth) private var width
    var body: some View { Color.red.frame(width: width, height: 10).layoutTag("reader") }
}

/// A frame whose width is state: the frame node takes its new layout value
/// while the modified view under it is kept (`ModifierContent`).
private struct StateWidth: ViewModifier {
    @State var width: CGFloat = 100
    let expose: (Binding<CGFloat>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($width)
        return content
            .background(Color.blue.layoutTag("background"))
            .frame(width: width, height: 20)
            .layoutTag("frame")
    }
}

/// A top padding from state: the kept content moves down when it changes.
private struct StatePadding: ViewModifier {
    @State var top: CGFloat = 0
    let expose: (Binding<CGFloat>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($top)
        return content.padding(.top, top).layoutTag("padded")
    }
}

/// State the body does not read: the new body equals the old one.
private struct UnreadState: ViewModifier {
    @State var count = 0
    let expose: (Binding<Int>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($count)
        return content.padding(5)
    }
}

/// The environment value below the frame comes from state: the frame's
/// content (an environment modifier around the content) changes, so the
/// frame's children are made again and the reader sees the new value.
private struct StateEnvironment: ViewModifier {
    @State var width: CGFloat = 30
    let expose: (Binding<CGFloat>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($width)
        return content
            .environment(\.inPlaceWidth, width)
            .frame(width: 200, height: 40)
    }
}

/// An outer view whose state writes the environment that a kept modifier's
/// content reads (the modifier's own state changes in the same update).
private struct OuterEnvironment: View {
    @State var width: CGFloat = 30
    let exposeOuter: (Binding<CGFloat>) -> Void
    let exposeInner: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = exposeOuter($width)
        WidthReader()
            .modifier(StateWidth(expose: exposeInner))
            .environment(\.inPlaceWidth, width)
    }
}

@MainActor @Suite struct IncrementalUpdateTests {
    @Test func changedModifierValueOnAKeptNodeIsLaidOutWithTheNewValue() {
        let width = Box<Binding<CGFloat>?>(nil)
        let view = Color.green.layoutTag("content").modifier(StateWidth(expose: { width.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        let first = host.layout()
        // frame(width: 100, height: 20) centred in (0, 47, 390, 763):
        // x = (390 - 100) / 2 = 145, y = 47 + (763 - 20) / 2 = 418.5; the
        // colour and its background fill the frame's proposal.
        expectFrames(first, ["frame": rect(145, 418.5, 100, 20), "content": rect(145, 418.5, 100, 20),
                             "background": rect(145, 418.5, 100, 20)])
        width.value?.wrappedValue = 200
        let wider = host.layout()
        // x = (390 - 200) / 2 = 95.
        expectFrames(wider, ["frame": rect(95, 418.5, 200, 20), "content": rect(95, 418.5, 200, 20),
                             "background": rect(95, 418.5, 200, 20)])
        // One body (the modifier's); the modified view was kept.
        #expect(wider.statistics.bodyEvaluations == 1)
        #expect(wider.statistics.reusedSubtrees >= 1)
        // The same frames as a fresh resolution with the new value.
        let fresh = phone.layout(Color.green.layoutTag("content").background(Color.blue.layoutTag("background"))
            .frame(width: 200, height: 20).layoutTag("frame"))
        for tag in ["frame", "content", "background"] { #expect(wider.frame(of: tag) == fresh.frame(of: tag)) }
        // And back: the kept node takes the value again.
        width.value?.wrappedValue = 100
        expectFrames(host.layout(), ["frame": rect(145, 418.5, 100, 20), "content": rect(145, 418.5, 100, 20)])
    }

    @Test func stateChangeMovesAKeptSubtree() {
        let top = Box<Binding<CGFloat>?>(nil)
        let view = Color.green.frame(width: 50, height: 10).layoutTag("content")
            .modifier(StatePadding(expose: { top.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        // No padding: 50 x 10 centred: (170, 423.5).
        expectFrames(host.layout(), ["content": rect(170, 423.5, 50, 10), "padded": rect(170, 423.5, 50, 10)])
        top.value?.wrappedValue = 30
        let moved = host.layout()
        // Padded 50 x 40, centred: y = 47 + (763 - 40) / 2 = 408.5; the
        // content 30 below the padding's top: 438.5.
        expectFrames(moved, ["padded": rect(170, 408.5, 50, 40), "content": rect(170, 438.5, 50, 10)])
        #expect(moved.statistics.reusedSubtrees >= 1)
    }

    @Test func bodyThatDidNotChangeKeepsItsNodes() {
        let count = Box<Binding<Int>?>(nil)
        let view = Color.green.frame(width: 50, height: 10).layoutTag("content")
            .modifier(UnreadState(expose: { count.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        expectFrames(host.layout(), ["content": rect(170, 423.5, 50, 10)])
        count.value?.wrappedValue = 1
        let again = host.layout()
        expectFrames(again, ["content": rect(170, 423.5, 50, 10)])
        #expect(again.statistics.bodyEvaluations == 1)
        #expect(again.statistics.reusedSubtrees == 1)
    }

    @Test func environmentFromStateReachesAReaderBelowAKeptNode() {
        let width = Box<Binding<CGFloat>?>(nil)
        let view = WidthReader().modifier(StateEnvironment(expose: { width.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        // The reader's 30 x 10 centred in the 200 x 40 frame at (95, 408.5):
        // (95 + 85, 408.5 + 15).
        expectFrames(host.layout(), ["reader": rect(180, 423.5, 30, 10)])
        width.value?.wrappedValue = 60
        // 60 wide: x = 95 + 70 = 165.
        expectFrames(host.layout(), ["reader": rect(165, 423.5, 60, 10)])
    }

    @Test func environmentChangeIsReadDeepInAKeptModifiersContent() {
        let outer = Box<Binding<CGFloat>?>(nil)
        let inner = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: OuterEnvironment(exposeOuter: { outer.value = $0 },
                                                                         exposeInner: { inner.value = $0 }))
        // The reader (30 x 10) centred in the 100 x 20 frame at (145, 418.5).
        expectFrames(host.layout(), ["reader": rect(180, 423.5, 30, 10), "frame": rect(145, 418.5, 100, 20)])
        // Both change: the modifier's state and the environment above it.
        inner.value?.wrappedValue = 200
        outer.value?.wrappedValue = 80
        // The frame 200 wide at x = 95; the reader 80 wide: 95 + 60 = 155.
        expectFrames(host.layout(), ["reader": rect(155, 423.5, 80, 10), "frame": rect(95, 418.5, 200, 20)])
        // Then the environment alone: the reader 20 wide, 95 + 90 = 185.
        outer.value?.wrappedValue = 20
        expectFrames(host.layout(), ["reader": rect(185, 423.5, 20, 10), "frame": rect(95, 418.5, 200, 20)])
        // Then the modifier's state alone, in the new environment.
        inner.value?.wrappedValue = 100
        expectFrames(host.layout(), ["reader": rect(185, 423.5, 20, 10), "frame": rect(145, 418.5, 100, 20)])
    }

    // MARK: Environment rebase

    @Test func environmentValueNobodyReadsKeepsTheSubtree() {
        let length = Box<Binding<CGFloat>?>(nil)
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10).layoutTag("plain")
            Counted().layoutTag("counted")
        }.modifier(UserEnvironmentWriter(expose: { length.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        let first = host.layout()
        // A 50 x 20 stack centred: (170, 418.5); the rows 10 tall each.
        expectFrames(first, ["plain": rect(170, 418.5, 50, 10), "counted": rect(170, 428.5, 50, 10)])
        length.value?.wrappedValue = 40
        let second = host.layout()
        expectFrames(second, ["plain": rect(170, 418.5, 50, 10), "counted": rect(170, 428.5, 50, 10)])
        // Only the writer's body: `Counted` (which reads no environment) is
        // kept with the stack, in the new environment.
        #expect(second.statistics.bodyEvaluations == 1)
        #expect(second.statistics.reusedSubtrees == 1)
    }

    @Test func environmentChangeReadDeepInTheSubtreeIsResolvedAgain() {
        let length = Box<Binding<CGFloat>?>(nil)
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            VStack { WidthReader() }
        }.modifier(UserEnvironmentWriter(expose: { length.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        // The writer gives the reader 30: a 50 x 20 stack, the reader 30 x 10
        // centred in it at x = 170 + 10.
        expectFrames(host.layout(), ["reader": rect(180, 428.5, 30, 10)])
        length.value?.wrappedValue = 40
        // 40 wide: the stack is 50 wide still, the reader at 170 + 5.
        expectFrames(host.layout(), ["reader": rect(175, 428.5, 40, 10)])
        length.value?.wrappedValue = 70
        // Wider than the other row: the stack is 70 wide at 160.
        expectFrames(host.layout(), ["reader": rect(160, 428.5, 70, 10)])
    }

    @Test func viewMadeLaterInAKeptSubtreeReadsTheNewEnvironment() {
        let length = Box<Binding<CGFloat>?>(nil)
        let show = Box<Binding<Bool>?>(nil)
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            ShowsReaderLater(expose: { show.value = $0 })
        }.modifier(UserEnvironmentWriter(expose: { length.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        _ = host.layout()
        // The environment changes while nothing reads it: the subtree is
        // kept, its nodes given the new environment.
        length.value?.wrappedValue = 60
        _ = host.layout()
        // Then a reader appears inside: it must read 60, not the 30 the kept
        // nodes were first resolved with. A 60-wide row under a 50-wide one:
        // the stack is 60 wide at 165, 20 tall at 418.5.
        show.value?.wrappedValue = true
        expectFrames(host.layout(), ["reader": rect(165, 428.5, 60, 10)])
    }

    @Test func valueWrittenAgainBelowStaysAfterARebase() {
        let length = Box<Binding<CGFloat>?>(nil)
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Counted().environment(\.inPlaceWidth, 20)
            ShowsReaderLater(expose: { _ in }, initiallyShown: true).environment(\.inPlaceWidth, 20)
        }.modifier(UserEnvironmentWriter(expose: { length.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        // Three 10-tall rows (30 tall, y = 47 + 366.5 = 413.5): the reader 20 wide.
        expectFrames(host.layout(), ["reader": rect(185, 433.5, 20, 10)])
        length.value?.wrappedValue = 45
        expectFrames(host.layout(), ["reader": rect(185, 433.5, 20, 10)])
    }

    /// A write below that derives from the inherited value: `.environment(
    /// \.theme.size, 2)` reads the inherited `theme` and writes it back
    /// whole, so when `theme.accent` changes above, the value below changes
    /// too. A rebase that kept the subtree's own (older) entry left the
    /// reader with the old accent; the subtree is resolved again instead
    /// (`EnvironmentValues.rebased` gives up on a changed key written below).
    @Test func aNestedKeyPathWriteBelowSeesTheNewValueAbove() {
        let accent = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: SizeOverride().modifier(AccentWriter(expose: { accent.value = $0 })))
        // The reader alone, 30 x (5 x size 2), centred in the safe rect (0, 47, 390, 763):
        // x = (390 - 30) / 2 = 180, y = 47 + (763 - 10) / 2 = 423.5.
        expectFrames(host.layout(), ["accent": rect(180, 423.5, 30, 10)])
        accent.value?.wrappedValue = 40
        // 40 wide: x = 175; still 5 x 2 = 10 tall (the size written below kept).
        expectFrames(host.layout(), ["accent": rect(175, 423.5, 40, 10)])
    }
}

private struct Theme: Equatable {
    var accent: CGFloat = 30
    var size: CGFloat = 1
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme()
}

extension EnvironmentValues {
    fileprivate var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// Writes one field of the app's `theme` from its state (reading nothing
/// through `@Environment` itself).
private struct AccentWriter: ViewModifier {
    @State var accent: CGFloat = 30
    let expose: (Binding<CGFloat>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($accent)
        return content.environment(\.theme.accent, accent)
    }
}

/// Writes another field of `theme` below, around the reader.
private struct SizeOverride: View {
    var body: some View { AccentReader().environment(\.theme.size, 2) }
}

private struct AccentReader: View {
    @Environment(\.theme) private var theme
    var body: some View { Color.red.frame(width: theme.accent, height: 5 * theme.size).layoutTag("accent") }
}

/// Writes `inPlaceWidth` from its state for its content (as Compat's
/// environment shim writes its insets), reading nothing itself.
private struct UserEnvironmentWriter: ViewModifier {
    @State var length: CGFloat = 30
    let expose: (Binding<CGFloat>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($length)
        return content.environment(\.inPlaceWidth, length)
    }
}

/// A composite that reads no environment.
private struct Counted: View {
    var body: some View { Color.green.frame(width: 50, height: 10) }
}

/// Shows a `WidthReader` once its state says so.
private struct ShowsReaderLater: View {
    @State var shown: Bool
    let expose: (Binding<Bool>) -> Void
    init(expose: @escaping (Binding<Bool>) -> Void, initiallyShown: Bool = false) {
        self.expose = expose
        _shown = State(initialValue: initiallyShown)
    }
    var body: some View {
        let _ = expose($shown)
        if shown { WidthReader() } else { Color.blue.frame(width: 10, height: 10) }
    }
}
