import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "NavigationStack and NavigationSplitView", "TabView": tab bar 49, added to the content's safe area
// (TabView.swift: the bar sits above the bottom safe area; the selected tab,
// else the first, is laid out; the others are not placed).

@Suite struct TabViewTests {
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
}
