import Foundation
import Testing
@testable import ViewTree

// A custom modifier's body depends on the modifier's value and its dynamic
// properties, its content being provided apart (OpenSwiftUI
// CustomViewModifier.swift, audited for 6.0: the body is made from the
// modifier's graph value, the content through `BodyInput`). So a parent
// evaluated again keeps a modifier that is the same input (compared as a
// view is: `==` for an Equatable one, field by field otherwise) around
// content that resolves unchanged, without evaluating its body
// (`CompositeViewSource.makeModifierNodes`). The model re-evaluates the body
// when the content changed (README, "How the model differs"); SwiftUI would
// update the content alone. Frames: stacks, padding and frame rules
// (Docs/LayoutRules.md); Window.iPhone13, the root view centred in the safe
// rect (0, 47, 390, 763).

/// What a modifier's bodies did, shared by identity (Equatable by identity,
/// so a modifier holding it still compares field by field).
private final class PadLog: Equatable {
    var bodies = 0
    var extra: Binding<CGFloat>?
    static func == (lhs: PadLog, rhs: PadLog) -> Bool { lhs === rhs }
}

/// Pads its content by `amount` plus its own state, counting its bodies.
private struct CountingPad: ViewModifier {
    let amount: CGFloat
    let log: PadLog
    @State private var extra: CGFloat = 0
    func body(content: Content) -> some View {
        let _ = {
            log.bodies += 1
            log.extra = $extra
        }()
        return content.padding(amount + extra)
    }
}

/// A composite leaf, the same input for the same side.
private struct Tile: View {
    let side: CGFloat
    var body: some View { Color.red.frame(width: side, height: side).layoutTag("tile") }
}

/// Sets for each of its states: an unrelated row's width, the padding's
/// amount, the tile's side.
private struct PadHost: View {
    @State var other: CGFloat = 0
    @State var amount: CGFloat = 10
    @State var side: CGFloat = 20
    let log: PadLog
    let expose: (Binding<CGFloat>, Binding<CGFloat>, Binding<CGFloat>) -> Void
    var body: some View {
        let _ = expose($other, $amount, $side)
        VStack(spacing: 0) {
            Color.blue.frame(width: 10 + other, height: 10).layoutTag("other")
            Tile(side: side).modifier(CountingPad(amount: amount, log: log))
        }
    }
}

/// Where a view's own state can be set from the test (Equatable by
/// identity, so the view holding it stays the same input).
private final class FlagSink: Equatable {
    var high: Binding<Bool>?
    static func == (lhs: FlagSink, rhs: FlagSink) -> Bool { lhs === rhs }
}

/// A flexible view whose layout priority is its own state.
private struct SelfWeighted: View {
    let sink: FlagSink
    @State private var high = false
    var body: some View {
        let _ = { sink.high = $high }()
        Color.red.frame(minWidth: 0, maxWidth: .infinity).layoutPriority(high ? 1 : 0)
    }
}

/// A modifier whose body makes a node that takes its content's priority (a
/// tag passes it on).
private struct TagInBody: ViewModifier {
    func body(content: Content) -> some View { content.layoutTag("weighted") }
}

/// The two in a 200 x 100 row, inside a composite view (the body evaluated
/// again when the tag's node must be made again).
private struct WeightedRowInBody: View {
    let sink: FlagSink
    var body: some View {
        HStack(spacing: 0) {
            SelfWeighted(sink: sink).modifier(TagInBody())
            Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutTag("other")
        }
        .frame(width: 200, height: 100)
    }
}

@Suite struct ModifierReuseTests {
    @Test func anUnchangedModifierAroundUnchangedContentIsNotEvaluatedAgain() {
        let log = PadLog()
        let bindings = Box<(other: Binding<CGFloat>, amount: Binding<CGFloat>, side: Binding<CGFloat>)?>(nil)
        let host = LayoutHost(window: phone, rootView: PadHost(log: log, expose: { bindings.value = ($0, $1, $2) }))
        // The 10 x 10 row over the tile padded by 10 (40 x 40): the stack
        // 40 x 50 centred at (175, 47 + (763 - 50) / 2 = 403.5), the row
        // centred in its width (x = 175 + 15), the tile at (175 + 10, 413.5 + 10).
        let first = host.layout()
        expectFrames(first, ["other": rect(190, 403.5, 10, 10), "tile": rect(185, 423.5, 20, 20)])
        #expect(first.statistics.bodyEvaluations == 3)
        #expect(log.bodies == 1)

        // The unrelated row 11 wide: PadHost's body runs again; Tile is the
        // same input, and so is the modifier (the same amount and log): its
        // node is kept, its body not evaluated (1 body, PadHost's).
        bindings.value?.other.wrappedValue = 1
        let unrelated = host.layout()
        expectFrames(unrelated, ["other": rect(189.5, 403.5, 11, 10), "tile": rect(185, 423.5, 20, 20)])
        #expect(unrelated.statistics.bodyEvaluations == 1)
        #expect(log.bodies == 1)

        // Another amount: the modifier is another input, its body runs. The
        // tile padded by 20 (60 x 60): the stack 60 x 70 at (165, 393.5), the
        // tile at (165 + 20, 393.5 + 10 + 20).
        bindings.value?.amount.wrappedValue = 20
        let padded = host.layout()
        expectFrames(padded, ["other": rect(189.5, 393.5, 11, 10), "tile": rect(185, 423.5, 20, 20)])
        #expect(log.bodies == 2)

        // Another side: the content changed, the body runs (SwiftUI would
        // update the content alone). The tile 30 (70 x 70 padded): the stack
        // 70 x 80 at (160, 388.5), the tile at (160 + 20, 388.5 + 30).
        bindings.value?.side.wrappedValue = 30
        expectFrames(host.layout(), ["other": rect(189.5, 388.5, 11, 10), "tile": rect(180, 418.5, 30, 30)])
        #expect(log.bodies == 3)

        // The parent and the kept modifier's own state in one round: kept by
        // the parent's body, the modifier is still evaluated for its state
        // (padding 20 + 5: the tile 80 x 80 padded, the stack 80 x 90 at
        // (155, 383.5), the tile at (155 + 25, 383.5 + 10 + 25)).
        bindings.value?.other.wrappedValue = 2
        log.extra?.wrappedValue = 5
        let both = host.layout()
        expectFrames(both, ["other": rect(189, 383.5, 12, 10), "tile": rect(180, 418.5, 30, 30)])
        #expect(both.statistics.bodyEvaluations == 2)
        #expect(log.bodies == 4)
    }

    @Test func aModifierWhoseBodyTookItsContentsPriorityIsEvaluatedAgainWhenItChanges() {
        // The content's own state raises its priority; the tag's node, made
        // by the modifier's body, passed the old one. Re-evaluation makes
        // the body above again (StructureAfterOwnStateTests), and the
        // modifier, the same input around content that resolves unchanged,
        // must not be kept there: its body makes the tag's node again.
        // The 200 x 100 row centred at (95, 378.5); equal priorities: 100
        // each; priority 1 on the first: it takes 200, the other its minimum 0.
        let sink = FlagSink()
        let host = LayoutHost(window: phone, rootView: WeightedRowInBody(sink: sink))
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 100, 100), "other": rect(195, 378.5, 100, 100)])
        sink.high?.wrappedValue = true
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100)])
    }
}
