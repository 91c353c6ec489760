import Foundation
import Testing
@testable import ViewTree

// A composite view re-evaluated by its own state can change what a layout
// node above it took from its views when that node was made: the traits a
// one-child modifier or an overlay passes on (`passTraits`,
// `takePrimaryTraits`), and one view per side of an overlay or
// `safeAreaInset` (`resolveSingle` wraps several in an implicit stack). The
// body that made that node is evaluated again, which makes it again
// (`ViewGraph.reevaluateDirtyNodes`); an overlay kept as it is when its
// sides resolve unchanged (`_ResolveInputs.unchangedNode`) is kept only with
// one view per side, and takes its primary's traits again.
// Expected frames come from the layout rules (Docs/LayoutRules.md: "Stacks",
// "overlay and background"). Window.iPhone13: the root view is laid out in
// the safe rect (0, 47, 390, 763), centred. (Found by review of the overlay
// keep, which made the older staleness last.)

/// A composite secondary view that never changes.
private struct Tick: View, Equatable {
    var body: some View { Color.blue.frame(width: 10, height: 10).layoutTag("tick") }
}

/// A custom modifier whose body can be evaluated again with nothing changed
/// for its background (the detector shim's shape).
private struct Bump: ViewModifier {
    @State var count = 0
    let expose: (Binding<Int>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($count)
        let _ = count
        return content.background(Tick(), alignment: .topLeading)
    }
}

/// A view whose layout priority is its own state.
private struct Weighted: View {
    @State var high = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($high)
        Color.red.frame(minWidth: 0, maxWidth: .infinity).layoutTag("weighted").layoutPriority(high ? 1 : 0)
    }
}

/// One view, then two (its own state).
private struct Growing: View {
    @State var two = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($two)
        if two {
            Color.red.frame(width: 50, height: 20).layoutTag("top")
            Color.orange.frame(width: 30, height: 20).layoutTag("bottom")
        } else {
            Color.red.frame(width: 50, height: 20).layoutTag("top")
        }
    }
}

/// One view, then none (its own state).
private struct Vanishing: View {
    @State var shown = true
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($shown)
        if shown { Color.blue.frame(width: 10, height: 10).layoutTag("dot") }
    }
}

/// A row whose first view's priority is its own state, passed on through a
/// one-child modifier (a tag), inside a composite view.
private struct WeightedRow: View {
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        HStack(spacing: 0) {
            Weighted(expose: expose).layoutTag("row first")
            Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutTag("other")
        }
        .frame(width: 200, height: 100)
    }
}

/// A view whose TabView tag is its own state.
private struct Retagging: View {
    @State var two: Bool
    let expose: (Binding<Bool>) -> Void
    init(start: Bool = false, expose: @escaping (Binding<Bool>) -> Void) {
        _two = State(initialValue: start)
        self.expose = expose
    }
    var body: some View {
        let _ = expose($two)
        Color.red.layoutTag("first").tag(two ? 2 : 1)
    }
}

/// Two views, then one with priority 1 (its own state).
private struct Shrinking: View {
    @State var two = true
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($two)
        if two {
            Color.red.frame(width: 10, height: 10)
            Color.orange.frame(width: 10, height: 10)
        } else {
            Color.red.frame(minWidth: 0, maxWidth: .infinity).layoutTag("wide").layoutPriority(1)
        }
    }
}

/// One 10 x 2 view, then two (its own state); reusable as an input
/// (equal by index), so a body above evaluated again keeps it.
private nonisolated struct GrowRow: View, Equatable {
    @State var two = false
    let index: Int
    let sink: Box<[Int: Binding<Bool>]>
    nonisolated static func == (a: GrowRow, b: GrowRow) -> Bool { a.index == b.index && a.sink === b.sink }
    var body: some View {
        let _ = { sink.value[index] = $two }()
        if two {
            Color.red.frame(width: 10, height: 2)
            Color.orange.frame(width: 10, height: 2)
        } else {
            Color.red.frame(width: 10, height: 2)
        }
    }
}

private struct Column: View {
    let count: Int
    let sink: Box<[Int: Binding<Bool>]>
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in GrowRow(index: index, sink: sink).padding(0) }
        }
    }
}

@MainActor @Suite struct StructureAfterOwnStateTests {
    // The 200 x 100 row centred: x = (390 - 200) / 2 = 95, y = 47 + (763 -
    // 100) / 2 = 378.5. Equal priorities: 100 each. Priority 1 on the first:
    // the other gets its minimum, 0, and the first the remaining 200
    // (highest priority first).

    @Test func aPriorityPassedByABackgroundFollowsItsPrimarysState() {
        let (host, high, count) = weightedBackgroundRow()
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 100, 100), "other": rect(195, 378.5, 100, 100),
                                     "tick": rect(95, 378.5, 10, 10)])
        high.value?.wrappedValue = true
        let raised = host.layout()
        expectFrames(raised, ["weighted": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100),
                              "tick": rect(95, 378.5, 10, 10)])
        // The modifier evaluated again, its background kept: the same.
        count.value?.wrappedValue += 1
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100),
                                     "tick": rect(95, 378.5, 10, 10)])
        high.value?.wrappedValue = false
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 100, 100), "other": rect(195, 378.5, 100, 100)])
    }

    @Test func theModifierAndItsPrimaryChangedInOneRound() {
        // Both bodies are evaluated in one round, the modifier's first (it
        // is outside): its background is kept, then the primary is evaluated
        // and the background made again above it. Frames as in the test above.
        let (host, high, count) = weightedBackgroundRow()
        _ = host.layout()
        count.value?.wrappedValue += 1
        high.value?.wrappedValue = true
        expectFrames(host.layout(), ["weighted": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100),
                                     "tick": rect(95, 378.5, 10, 10)])
    }

    @Test func aPriorityPassedByAOneChildModifierFollowsItsViewsState() {
        expectRowFollowsItsFirstViewsPriority { WeightedRow(expose: $0) }
    }

    @Test func aPriorityPassedOutsideAnyCompositeViewFollowsItsViewsState() {
        // The row is the root view itself: the root is resolved again.
        expectRowFollowsItsFirstViewsPriority { WeightedRow(expose: $0).body }
    }

    /// The row `makeRoot` builds around the exposed binding, laid out before
    /// and after its first view raises its own priority.
    private func expectRowFollowsItsFirstViewsPriority<Root: View>(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ makeRoot: (@escaping (Binding<Bool>) -> Void) -> Root
    ) {
        let high = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: makeRoot { high.value = $0 })
        expectFrames(host.layout(), ["row first": rect(95, 378.5, 100, 100), "other": rect(195, 378.5, 100, 100)],
                     sourceLocation: sourceLocation)
        high.value?.wrappedValue = true
        expectFrames(host.layout(), ["row first": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100)],
                     sourceLocation: sourceLocation)
    }

    @Test func aPrimaryThatBecomesTwoViewsIsWrappedAgain() {
        let two = Box<Binding<Bool>?>(nil)
        let count = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView:
            Growing(expose: { two.value = $0 }).modifier(Bump(expose: { count.value = $0 })))
        // One 50 x 20 view centred: (170, 418.5), the tick at its corner.
        expectFrames(host.layout(), ["top": rect(170, 418.5, 50, 20), "tick": rect(170, 418.5, 10, 10)])
        two.value?.wrappedValue = true
        // Two views: an implicit VStack, 50 x 48 (20 + 8 + 20), centred at
        // (170, 404.5); "bottom" centred in it at (180, 432.5); the tick at
        // the stack's top-leading corner.
        let grown = host.layout()
        expectFrames(grown, ["top": rect(170, 404.5, 50, 20), "bottom": rect(180, 432.5, 30, 20),
                             "tick": rect(170, 404.5, 10, 10)])
        count.value?.wrappedValue += 1
        expectFrames(host.layout(), ["top": rect(170, 404.5, 50, 20), "bottom": rect(180, 432.5, 30, 20),
                                     "tick": rect(170, 404.5, 10, 10)])
        two.value?.wrappedValue = false
        let back = host.layout()
        expectFrames(back, ["top": rect(170, 418.5, 50, 20), "tick": rect(170, 418.5, 10, 10)])
        #expect(back.frame(of: "bottom") == nil)
    }

    @Test func aSecondaryViewThatVanishesLeavesThePrimary() {
        // Before, the background's layout indexed its second subview past
        // the end (a crash). Under a composite view and as the root view.
        let shown = Box<Binding<Bool>?>(nil)
        let count = Box<Binding<Int>?>(nil)
        let primary = Color.red.frame(width: 50, height: 40).layoutTag("primary")
        for root in [AnyView(primary.background(Vanishing(expose: { shown.value = $0 }), alignment: .topLeading)
                        .modifier(Bump(expose: { count.value = $0 }))),
                     AnyView(primary.background(Vanishing(expose: { shown.value = $0 }), alignment: .topLeading))] {
            let host = LayoutHost(window: phone, rootView: root)
            // The primary centred: (170, 408.5); the dot at its corner.
            expectFrames(host.layout(), ["primary": rect(170, 408.5, 50, 40), "dot": rect(170, 408.5, 10, 10)])
            shown.value?.wrappedValue = false
            let gone = host.layout()
            expectFrames(gone, ["primary": rect(170, 408.5, 50, 40)])
            #expect(gone.frame(of: "dot") == nil)
            shown.value?.wrappedValue = true
            expectFrames(host.layout(), ["primary": rect(170, 408.5, 50, 40), "dot": rect(170, 408.5, 10, 10)])
        }
    }

    @Test func aStackOfAViewThatChangesItsViewsEvaluatesNothingElse() {
        // A stack lays out whatever views its children have when it lays
        // out: nothing above is made again (one body: the view's own).
        let two = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: VStack(spacing: 0) { Growing(expose: { two.value = $0 }) })
        _ = host.layout()
        two.value?.wrappedValue = true
        let grown = host.layout()
        #expect(grown.statistics.bodyEvaluations == 1)
        // 50 x 40 (no spacing) centred: y = 47 + (763 - 40) / 2 = 408.5;
        // "bottom" centred in the 50-wide stack at x = 180.
        expectFrames(grown, ["top": rect(170, 408.5, 50, 20), "bottom": rect(180, 428.5, 30, 20)])
    }

    // Found by review of the first version of this re-evaluation (2135d04).

    @Test func aTabTagValueChangedByItsViewsStateReachesTheModifierAbove() {
        // The padding took tag 1 from Retagging; Retagging's own state makes
        // it 2: the selection (2) now matches the first tab (the first tab
        // whose tag equals it). TabView in (0, 47, 390, 763), content
        // 390 x 714 above the 49-pt bar; the padded tab fills it, the colour
        // inset by 10: (10, 57, 370, 694).
        // (A fresh layout with the tag 2 from the start: the first tab.)
        expectFrames(Window.iPhone13.layout(TabView(selection: .constant(2)) {
            Retagging(start: true, expose: { _ in }).padding(10)
            Color.blue.layoutTag("second").tag(2)
        }), ["first": rect(10, 57, 370, 694)])
        let two = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: TabView(selection: .constant(2)) {
            Retagging(expose: { two.value = $0 }).padding(10)
            Color.blue.layoutTag("second").tag(2)
        })
        let before = host.layout()
        expectFrames(before, ["second": rect(0, 47, 390, 714)])
        #expect(before.frame(of: "first") == nil)
        two.value?.wrappedValue = true
        expectFrames(host.layout(), ["first": rect(10, 57, 370, 694)])
    }

    @Test func aPriorityPassedByAMarkerInsideACustomModifiersContent() {
        // Weighted's priority passes through the layoutTag (a marker) and the
        // background Bump's body puts on it. The tag node is part of
        // Bump's cached content: the escalation evaluates Bump's body
        // again, which keeps that content as it is. Frame 200 x 100 centred
        // at (95, 378.5); priority 1 on the first: it gets 200, "other" its
        // minimum 0 (Docs/LayoutRules.md, "Stacks").
        let high = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView:
            HStack(spacing: 0) {
                Weighted(expose: { high.value = $0 }).layoutTag("row first").modifier(Bump(expose: { _ in }))
                Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutTag("other")
            }.frame(width: 200, height: 100))
        expectFrames(host.layout(), ["row first": rect(95, 378.5, 100, 100), "other": rect(195, 378.5, 100, 100)])
        high.value?.wrappedValue = true
        expectFrames(host.layout(), ["row first": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100)])
    }

    @Test func anImplicitStackAroundAPrimaryThatBecomesOneViewGoes() {
        // Two views: the overlay's primary is an implicit VStack. Back to
        // one view (priority 1): a fresh overlay takes that view's priority
        // (OverlayLayout.swift, takePrimaryTraits), so "wide" gets the whole
        // 200 and "other" 0, as above. The stale VStack has priority 0.
        let two = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView:
            HStack(spacing: 0) {
                Shrinking(expose: { two.value = $0 }).overlay(alignment: .topLeading) { Color.blue.frame(width: 1, height: 1) }
                Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutTag("other")
            }.frame(width: 200, height: 100))
        _ = host.layout()
        two.value?.wrappedValue = false
        expectFrames(host.layout(), ["wide": rect(95, 378.5, 200, 100), "other": rect(295, 378.5, 0, 100)])
    }

    @Test func manyRowsChangingShapeInOneRoundEvaluateTheColumnOnce() {
        // Each row under its own padding grows to two views in one round:
        // each row's body once, the column's body (which makes the
        // paddings) once would do: count + 1.
        let count = 40
        let sink = Box<[Int: Binding<Bool>]>([:])
        let host = LayoutHost(window: phone, rootView: Column(count: count, sink: sink))
        _ = host.layout()
        #expect(sink.value.count == count)
        for binding in sink.value.values { binding.wrappedValue = true }
        let grown = host.layout()
        #expect(grown.statistics.bodyEvaluations == count + 1, "\(grown.statistics)")
    }
}

/// A row whose first view, with a background from `Bump`, has its priority
/// as its own state; the bindings to that state and to `Bump`'s.
@MainActor private func weightedBackgroundRow() -> (LayoutHost<some View>, Box<Binding<Bool>?>, Box<Binding<Int>?>) {
    let high = Box<Binding<Bool>?>(nil)
    let count = Box<Binding<Int>?>(nil)
    let host = LayoutHost(window: phone, rootView:
        HStack(spacing: 0) {
            Weighted(expose: { high.value = $0 }).modifier(Bump(expose: { count.value = $0 }))
            Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutTag("other")
        }.frame(width: 200, height: 100))
    return (host, high, count)
}
