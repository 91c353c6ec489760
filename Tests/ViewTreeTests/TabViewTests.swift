import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "NavigationStack and NavigationSplitView", "TabView": tab bar 49, added to the content's safe area
// (TabView.swift: the bar sits above the bottom safe area; the selected tab,
// else the first, is laid out; the others are not placed).

/// An Equatable composite in a tab: kept by its inputs when the body around
/// the TabView is evaluated again.
private struct KeptTabTile: View, Equatable {
    let side: CGFloat
    var body: some View { Color.red.frame(width: side, height: side).layoutTag("tile") }
}

/// A TabView whose selection is its state (a binding from the test).
private struct SwitchingTabs: View {
    @State var second: Bool
    let expose: (Binding<Bool>) -> Void
    init(second: Bool = false, expose: @escaping (Binding<Bool>) -> Void = { _ in }) {
        _second = State(initialValue: second)
        self.expose = expose
    }
    var body: some View {
        let _ = expose($second)
        TabView(selection: .constant(second ? 2 : 1)) {
            KeptTabTile(side: 10).tag(1)
            Color.blue.frame(width: 12, height: 12).layoutTag("second").tag(2)
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func firstTabAboveTheTabBar() {
        // TabView in (0, 47, 390, 763); the bar is 761...810; content 714 tall.
        let result = phone.layout(TabView {
            Color.red.layoutTag("first").tag(0)
            Color.blue.layoutTag("second").tag(1)
        }.layoutTag("tabs"))
        expectFrames(result, ["tabs": rect(0, 47, 390, 763), "first": rect(0, 47, 390, 714)])
        #expect(result.frame(of: "second") == nil)
    }

    @Test func selectionPicksTheTab() {
        let result = phone.layout(TabView(selection: .constant(1)) {
            Color.red.layoutTag("first").tag(0)
            Color.blue.layoutTag("second").tag(1)
        })
        expectFrames(result, ["second": rect(0, 47, 390, 714)])
        #expect(result.frame(of: "first") == nil)
    }

    @Test func tagOutsideTheLayoutTagAlsoSelects() {
        // .layoutTag after .tag must not hide the tab's tag.
        let result = phone.layout(TabView(selection: .constant("b")) {
            Color.red.tag("a").layoutTag("first")
            Color.blue.tag("b").layoutTag("second")
        })
        expectFrames(result, ["second": rect(0, 47, 390, 714)])
        #expect(result.frame(of: "first") == nil)
    }

    @Test func selectionChangeThroughState() {
        final class Holder { var binding: Binding<Int>? }
        let holder = Holder()
        struct Tabs: View {
            @State var selection = 0
            let expose: (Binding<Int>) -> Void
            var body: some View {
                let _ = expose($selection)
                TabView(selection: $selection) {
                    Color.red.layoutTag("first").tag(0)
                    Color.blue.layoutTag("second").tag(1)
                }
            }
        }
        let host = LayoutHost(window: phone, rootView: Tabs(expose: { holder.binding = $0 }))
        let first = host.layout()
        #expect(first.frame(of: "first") != nil && first.frame(of: "second") == nil)
        holder.binding?.wrappedValue = 1
        let second = host.layout()
        expectFrames(second, ["second": rect(0, 47, 390, 714)])
        #expect(second.frame(of: "first") == nil)
    }

    @Test func ignoringTheSafeAreaGoesUnderTheTabBar() {
        // Bottom 761 -> 810 (tab bar) -> 844 (home indicator); top 47 -> 0.
        expectFrames(
            TabView { Color.red.layoutTag("content").ignoresSafeArea() },
            ["content": rect(0, 0, 390, 844)])
    }

    @Test func scrollViewInsetsIncludeTheTabBar() {
        // Bottom content inset 49 + 34 = 83.
        let result = phone.layout(TabView { ScrollView { Color.red.frame(height: 2000) }.layoutTag("scroll") })
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 83, trailing: 0)) } == true,
                "\(String(describing: geometry))")
    }

    @Test func aTabNoLongerSelectedReportsNoFrame() {
        // An update gives the frames a fresh layout of the same views gives:
        // only the selected tab is placed (TabLayout), so the first tab's
        // tile, kept as it was when the selection moves, has no frame then.
        // (Found by review: it kept the frame of the layout that showed it.)
        let second = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: SwitchingTabs(expose: { second.value = $0 }))
        let first = host.layout()
        let freshFirst = phone.layout(SwitchingTabs())
        #expect(first.frame(of: "tile") != nil && first.frame(of: "tile") == freshFirst.frame(of: "tile"))
        #expect(first.frame(of: "second") == nil)
        second.value?.wrappedValue = true
        let switched = host.layout()
        let freshSwitched = phone.layout(SwitchingTabs(second: true))
        #expect(switched.frame(of: "tile") == nil)
        #expect(freshSwitched.frame(of: "tile") == nil)
        #expect(switched.frame(of: "second") != nil && switched.frame(of: "second") == freshSwitched.frame(of: "second"))
    }
}
