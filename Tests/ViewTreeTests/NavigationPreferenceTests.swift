import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "NavigationStack and NavigationSplitView" (bars: 96
// with a large title, 44 inline; iPhone 13: safe area from 47, 763 tall) and
// "Preferences, environment and state passes": the navigation title, its
// display mode, toolbar items and bar visibility reach the container as
// preferences. An outer writer replaces the value below it; among siblings
// the first in tree order wins; a navigation container keeps its content's
// values for its own bar.

@MainActor @Suite struct NavigationPreferenceTests {
    @Test func aTitleAroundAViewWithADisplayModeKeepsThatMode() {
        // The title and the mode are preferences of their own: the outer
        // title does not replace the inner inline mode (inline on iOS 17:
        // 47 + 44 = 91).
        expectFrames(
            NavigationStack {
                Color.red.layoutTag("content").navigationBarTitleDisplayMode(.inline).navigationTitle("Title")
            }, in: phone17,
            ["content": rect(0, 91, 390, 719)])
    }

    @Test func theFirstSiblingsDisplayModeWins() {
        // Inline first: a 44-pt bar; large first: 96 (47 + 96 = 143).
        expectFrames17(
            NavigationStack {
                VStack(spacing: 0) {
                    Color.red.navigationBarTitleDisplayMode(.inline)
                    Color.blue.navigationBarTitleDisplayMode(.large)
                }
                .layoutTag("content").navigationTitle("Title")
            },
            ["content": rect(0, 91, 390, 719)])
        expectFrames17(
            NavigationStack {
                VStack(spacing: 0) {
                    Color.red.navigationBarTitleDisplayMode(.large)
                    Color.blue.navigationBarTitleDisplayMode(.inline)
                }
                .layoutTag("content").navigationTitle("Title")
            },
            ["content": rect(0, 143, 390, 667)])
    }

    @Test func anOuterTitleReplacesTheInnerOneAndTheFirstSiblingsWins() throws {
        let nested = phone.layout(NavigationStack { Color.red.navigationTitle("Inner").navigationTitle("Outer") })
        #expect(try title(in: nested) == "Outer")
        let siblings = phone.layout(NavigationStack {
            VStack { Color.red.navigationTitle("First"); Color.blue.navigationTitle("Second") }
        })
        #expect(try title(in: siblings) == "First")
    }

    @Test func aNestedStacksTitleStaysInItsOwnBar() {
        // The outer stack shows no bar (its content is at 47); the inner one
        // a large bar (47 + 96 = 143).
        expectFrames17(
            NavigationStack {
                NavigationStack { Color.red.layoutTag("content").navigationTitle("Inner") }.layoutTag("inner")
            },
            ["inner": rect(0, 47, 390, 763), "content": rect(0, 143, 390, 667)])
    }

    @Test func aSplitColumnsTitleStaysInThatColumn() {
        // iPad landscape, three columns with inline bars (24 + 44 = 68);
        // only the titled content column's bar is large (24 + 96 = 120).
        expectFrames17(
            NavigationSplitView {
                Color.red.layoutTag("sidebar")
            } content: {
                Color.green.layoutTag("content").navigationTitle("Inbox")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: Window.iPadLandscape.withOSVersion(.iOS17),
            ["sidebar": rect(0, 68, 320, 732), "content": rect(320, 120, 320, 680), "detail": rect(640, 68, 540, 732)])
    }

    @Test func anOuterVisibilityReplacesTheInnerOne() {
        // `navigationBarHidden(false)` around a hidden bar shows it (a title:
        // 96); the other way round the bar is hidden (content at 47).
        expectFrames17(
            NavigationStack {
                Color.red.layoutTag("content").navigationTitle("Title").navigationBarHidden(true).navigationBarHidden(false)
            },
            ["content": rect(0, 143, 390, 667)])
        expectFrames17(
            NavigationStack {
                Color.red.layoutTag("content").navigationTitle("Title").navigationBarHidden(false).navigationBarHidden(true)
            },
            ["content": rect(0, 47, 390, 763)])
    }

    @Test func aTabViewKeepsItsTabsToolbarItemsButNotTheirTitle() {
        // Items in a tab do not show the bar of a stack around the TabView
        // (the TabView at 47); a title there does (47 + 96 = 143).
        expectFrames17(
            NavigationStack {
                TabView { Color.red.toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("Edit") } } }.layoutTag("tabs")
            },
            ["tabs": rect(0, 47, 390, 763)])
        expectFrames17(
            NavigationStack {
                TabView { Color.red.navigationTitle("Title") }.layoutTag("tabs")
            },
            ["tabs": rect(0, 143, 390, 667)])
    }

    @Test func aNestedTabViewKeepsItsTabsTabBarVisibility() {
        // The inner tab hides its own tab bar (the inner content fills the
        // inner TabView down to the bottom safe area, 810); the outer bar
        // stays (49 above the bottom safe area: the inner TabView ends at
        // 844 - 34 - 49 = 761).
        expectFrames(
            TabView {
                TabView {
                    NavigationStack { Color.red.layoutTag("content").toolbar(.hidden, for: .tabBar) }
                }
                .layoutTag("inner")
            },
            ["inner": rect(0, 47, 390, 714), "content": rect(0, 47, 390, 714)])
    }

    @Test func aTitleAddedByAStateChangeUnderANestedStackLeavesTheOuterBar() throws {
        // Before: no bar anywhere; after: the inner bar only.
        var binding: Binding<Bool>?
        let host = LayoutHost(window: phone17, rootView: NavigationStack {
            NavigationStack { TitleToggler(expose: { binding = $0 }) }.layoutTag("inner")
        })
        let before = host.layout()
        #expect(before.frame(of: "inner") == rect(0, 47, 390, 763))
        #expect(before.frame(of: "content") == rect(0, 47, 390, 763))
        try #require(binding).wrappedValue = true
        let after = host.layout()
        #expect(after.frame(of: "inner") == rect(0, 47, 390, 763))
        #expect(after.frame(of: "content") == rect(0, 143, 390, 667))
    }

    @Test func aTabsOwnModifierHidesTheTabBar() {
        // `toolbar(.hidden, for: .tabBar)` directly on a tab's view (no
        // container between): the tab takes the whole safe rect (763).
        expectFrames(TabView { Color.clear.layoutTag("c").toolbar(.hidden, for: .tabBar) }, ["c": rect(0, 47, 390, 763)])
        expectFrames(TabView(selection: .constant(1)) {
            Color.clear.layoutTag("a").tag(0)
            Color.clear.layoutTag("b").toolbar(.hidden, for: .tabBar).tag(1)
        }, ["b": rect(0, 47, 390, 763)])
    }

    /// The title the outermost navigation container reads from its content.
    private func title(in result: LayoutResult) throws -> String? {
        var stack = [result.root]
        while let node = stack.popLast() {
            if node.layout is NavigationLayout {
                return PreferenceCollector.value(NavigationTitleKey.self, below: node) ?? nil
            }
            stack.append(contentsOf: node.children.reversed())
        }
        Issue.record("no navigation container")
        return nil
    }
}
