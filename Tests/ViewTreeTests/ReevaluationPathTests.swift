import Foundation
import Testing
@testable import ViewTree

// The cheaper paths of a re-evaluation must not keep a stale value:
// - a composite view kept by its parent's re-evaluation is compared with the
//   new value where its node's source stores it (`holdsSameInput`): views
//   that swap places, or a binding whose value changed, are evaluated again,
//   and an unchanged one is kept;
// - `resolveSingle` resolves an overlay's or background's side straight into
//   the list its sibling is in, and moves the views out into an implicit
//   stack only when there are several: the sibling stays where it is when
//   the wrapping comes and goes.
// Expected frames come from the layout rules (stacks, frame, background;
// Docs/LayoutRules.md). Geometry: Window.iPhone13, root view laid out in the
// safe rect (0, 47, 390, 763), centred.

/// An Equatable composite view (compared with `==`, as in SwiftUI).
private struct Bar: View, Equatable {
    let width: CGFloat
    let tag: String
    var body: some View { Color.red.frame(width: width, height: 10).layoutTag(tag) }
}

/// Two bars that trade places (and values) when `swapped` flips; a third
/// that never changes.
private struct Swapper: View {
    @State var swapped = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($swapped)
        VStack(spacing: 0) {
            Bar(width: swapped ? 80 : 40, tag: swapped ? "b" : "a")
            Bar(width: swapped ? 40 : 80, tag: swapped ? "a" : "b")
            Bar(width: 60, tag: "c")
        }
    }
}

/// A composite view that is not Equatable: compared field by field, its
/// binding by slot and the value it was made with.
private struct Meter: View {
    @Binding var width: CGFloat
    var body: some View { Color.blue.frame(width: width, height: 10).layoutTag("meter") }
}

private struct MeterHost: View {
    @State var width: CGFloat = 50
    @State var unrelated = 0
    let expose: (Binding<CGFloat>, Binding<Int>) -> Void
    var body: some View {
        let _ = expose($width, $unrelated)
        VStack(spacing: 0) {
            Meter(width: $width)
            Color.green.frame(width: 10, height: CGFloat(10 + unrelated)).layoutTag("other")
        }
    }
}

/// A background of `count` layers: one layer is the background itself,
/// several are wrapped in an implicit ZStack (top-leading, the modifier's
/// alignment).
private struct Layers: ViewModifier {
    @State var count = 1
    let expose: (Binding<Int>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($count)
        return content.background(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { index in
                Color.blue.frame(width: CGFloat(10 * (index + 1)), height: 10).layoutTag("layer\(index)")
            }
        }
    }
}

private struct MarkerExtraKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
extension EnvironmentValues {
    fileprivate var markerExtra: CGFloat {
        get { self[MarkerExtraKey.self] }
        set { self[MarkerExtraKey.self] = newValue }
    }
}

/// An Equatable secondary view (compared by its width only) that also
/// reads the environment.
private struct Marker: View, Equatable {
    let width: CGFloat
    @Environment(\.markerExtra) private var extra
    nonisolated static func == (lhs: Marker, rhs: Marker) -> Bool { lhs.width == rhs.width }
    var body: some View { Color.blue.frame(width: width + extra, height: 10).layoutTag("marker") }
}

/// The detector shim's shape: a frame whose size is state, around the
/// content with a background.
private struct Resizer: ViewModifier {
    struct Values { var height: CGFloat = 40, markerWidth: CGFloat = 10, trailing = false }
    @State var values = Values()
    let expose: (Binding<Values>) -> Void
    func body(content: Content) -> some View {
        let _ = expose($values)
        return content
            .background(Marker(width: values.markerWidth), alignment: values.trailing ? .bottomTrailing : .topLeading)
            .frame(height: values.height, alignment: .top)
    }
}

/// The resizer under an environment value of the host's state.
private struct ResizerHost: View {
    @State var extra: CGFloat = 0
    let exposeValues: (Binding<Resizer.Values>) -> Void
    let exposeExtra: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = exposeExtra($extra)
        Color.red.frame(width: 50, height: 40).layoutTag("primary")
            .modifier(Resizer(expose: exposeValues))
            .environment(\.markerExtra, extra)
    }
}

@MainActor @Suite struct ReevaluationPathTests {
    @Test func swappedEquatableSiblingsAreEvaluatedAgain() {
        let swapped = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Swapper(expose: { swapped.value = $0 }))
        // VStack(spacing: 0) of 40, 80 and 60 wide rows, 10 tall: 80 x 30
        // centred at x = (390 - 80) / 2 = 155, y = 47 + (763 - 30) / 2 =
        // 413.5; each row centred in the stack's width.
        expectFrames(host.layout(), ["a": rect(175, 413.5, 40, 10), "b": rect(155, 423.5, 80, 10),
                                     "c": rect(165, 433.5, 60, 10)])
        swapped.value?.wrappedValue = true
        let after = host.layout()
        // The first row is now the 80-wide "b", the second the 40-wide "a".
        expectFrames(after, ["b": rect(155, 413.5, 80, 10), "a": rect(175, 423.5, 40, 10),
                             "c": rect(165, 433.5, 60, 10)])
        // The host's body and the two changed bars; the unchanged one kept.
        #expect(after.statistics.bodyEvaluations == 3)
        #expect(after.statistics.reusedSubtrees == 1)
        swapped.value?.wrappedValue = false
        expectFrames(host.layout(), ["a": rect(175, 413.5, 40, 10), "b": rect(155, 423.5, 80, 10)])
    }

    @Test func bindingWhoseValueChangedTwiceIsEvaluatedAgain() {
        let width = Box<Binding<CGFloat>?>(nil)
        let unrelated = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: MeterHost(expose: { width.value = $0; unrelated.value = $1 }))
        // Rows 50 x 10 and 10 x 10: the stack 50 x 20 at (170, 418.5).
        expectFrames(host.layout(), ["meter": rect(170, 418.5, 50, 10)])
        width.value?.wrappedValue = 70
        // 70 wide: the stack at x = (390 - 70) / 2 = 160.
        expectFrames(host.layout(), ["meter": rect(160, 418.5, 70, 10)])
        width.value?.wrappedValue = 50
        expectFrames(host.layout(), ["meter": rect(170, 418.5, 50, 10)])
        // A change elsewhere in the host: the meter's binding holds the same
        // slot and value, so the meter is kept (the host's body only). The
        // green row grows to 20: the stack 50 x 30 at y = 413.5.
        unrelated.value?.wrappedValue = 10
        let kept = host.layout()
        expectFrames(kept, ["meter": rect(170, 413.5, 50, 10), "other": rect(190, 423.5, 10, 20)])
        #expect(kept.statistics.bodyEvaluations == 1)
        #expect(kept.statistics.reusedSubtrees == 1)
    }

    @Test func backgroundLayersWrappedAndUnwrappedLeaveThePrimaryInPlace() {
        let count = Box<Binding<Int>?>(nil)
        let view = Color.red.frame(width: 50, height: 40).layoutTag("primary")
            .modifier(Layers(expose: { count.value = $0 }))
        let host = LayoutHost(window: phone, rootView: view)
        // The primary 50 x 40 centred: (170, 408.5). One layer, 10 x 10, at
        // the primary's top-leading corner.
        let one = host.layout()
        expectFrames(one, ["primary": rect(170, 408.5, 50, 40), "layer0": rect(170, 408.5, 10, 10)])
        count.value?.wrappedValue = 2
        // Two layers in an implicit top-leading ZStack (20 x 10) at the same
        // corner; the primary unchanged.
        let two = host.layout()
        expectFrames(two, ["primary": rect(170, 408.5, 50, 40), "layer0": rect(170, 408.5, 10, 10),
                           "layer1": rect(170, 408.5, 20, 10)])
        count.value?.wrappedValue = 1
        let back = host.layout()
        expectFrames(back, ["primary": rect(170, 408.5, 50, 40), "layer0": rect(170, 408.5, 10, 10)])
        #expect(back.frame(of: "layer1") == nil)
        // Both sides several views: each wrapped, the primary in an implicit
        // VStack, both in the background's two slots.
        let several = phone.layout(
            Group {
                Color.red.frame(width: 50, height: 20).layoutTag("top")
                Color.red.frame(width: 30, height: 20).layoutTag("bottom")
            }
            .background(alignment: .topLeading) {
                Color.blue.frame(width: 10, height: 10).layoutTag("first")
                Color.blue.frame(width: 20, height: 10).layoutTag("second")
            })
        // The implicit VStack (default spacing 8 between the rows, as a
        // VStack's): 50 x 48 centred at (170, 404.5); the rows centred in it.
        expectFrames(several, ["top": rect(170, 404.5, 50, 20), "bottom": rect(180, 432.5, 30, 20),
                               "first": rect(170, 404.5, 10, 10), "second": rect(170, 404.5, 20, 10)])
    }

    @Test func unchangedBackgroundKeepsItsNodeAndChangedOnesDoNot() {
        let values = Box<Binding<Resizer.Values>?>(nil)
        let extra = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: phone, rootView: ResizerHost(exposeValues: { values.value = $0 },
                                                                   exposeExtra: { extra.value = $0 }))
        // The 50 x 40 frame centred: (170, 408.5); the primary fills it, the
        // 10 x 10 marker at its top-leading corner (Docs/LayoutRules.md,
        // "overlay and background").
        expectFrames(host.layout(), ["primary": rect(170, 408.5, 50, 40), "marker": rect(170, 408.5, 10, 10)])
        // Only the frame's height changes: 50 x 80 centred at y = 47 +
        // (763 - 80) / 2 = 388.5, the background (the primary's 50 x 40) at
        // its top. The background's node is kept with its subtree: one
        // reused subtree (re-made, its content and its marker were two).
        values.value?.wrappedValue.height = 80
        let taller = host.layout()
        expectFrames(taller, ["primary": rect(170, 388.5, 50, 40), "marker": rect(170, 388.5, 10, 10)])
        #expect(taller.statistics.bodyEvaluations == 1)
        #expect(taller.statistics.reusedSubtrees == 1)
        // Another marker: the background is re-made and the marker
        // evaluated again, 30 wide.
        values.value?.wrappedValue.markerWidth = 30
        let wider = host.layout()
        expectFrames(wider, ["primary": rect(170, 388.5, 50, 40), "marker": rect(170, 388.5, 30, 10)])
        #expect(wider.statistics.bodyEvaluations == 2)
        // Another alignment, the same marker: re-made, the marker kept, at
        // the bottom-trailing corner, (170 + 50 - 30, 388.5 + 40 - 10).
        values.value?.wrappedValue.trailing = true
        let moved = host.layout()
        expectFrames(moved, ["primary": rect(170, 388.5, 50, 40), "marker": rect(190, 418.5, 30, 10)])
        #expect(moved.statistics.bodyEvaluations == 1)
        // Another environment above the resizer: its state stays, the
        // background is re-made and the marker, which reads the value,
        // evaluated again: 35 wide at x = 185.
        extra.value?.wrappedValue = 5
        let moreExtra = host.layout()
        expectFrames(moreExtra, ["primary": rect(170, 388.5, 50, 40), "marker": rect(185, 418.5, 35, 10)])
    }
}
