import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "NavigationStack and NavigationSplitView", "TabView": navigation bar 44 (large title 96, compact 32),
// shown by a NavigationStack only with a title (NavigationStack.swift
// BarMetrics); the bar adds to the content's safe area. NavigationSplitView
// (NavigationStack.swift SplitLayout): side by side from 1000 pt, 320-pt
// sidebar/content columns, every column with a bar.

@MainActor @Suite struct NavigationTests {
    @Test func noTitleNoBar() {
        expectFrames(
            NavigationStack { Color.red.layoutTag("content") }.layoutTag("stack"),
            ["stack": rect(0, 47, 390, 763), "content": rect(0, 47, 390, 763)])
    }

    @Test func largeTitleBarIs96() {
        // Content below the bar: 47 + 96 = 143, 763 - 96 = 667 tall.
        expectFrames(
            NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") }.layoutTag("stack"),
            ["stack": rect(0, 47, 390, 763), "content": rect(0, 143, 390, 667)])
    }

    @Test func aTitleSetByAStateChangeShowsTheBarAndRemovingItHidesIt() throws {
        // The title flows up to the stack once per resolution (it is read
        // from the content's declarations, not searched on every call): a
        // state change deep in the content that adds or removes it must
        // still move the content (bar 96: 47 + 96 = 143, as above).
        var binding: Binding<Bool>?
        let host = LayoutHost(window: .iPhone13, rootView: NavigationStack {
            VStack { TitleToggler(expose: { binding = $0 }) }
        })
        #expect(host.layout().frame(of: "content") == rect(0, 47, 390, 763))
        try #require(binding).wrappedValue = true
        #expect(host.layout().frame(of: "content") == rect(0, 143, 390, 667))
        try #require(binding).wrappedValue = false
        #expect(host.layout().frame(of: "content") == rect(0, 47, 390, 763))
    }

    @Test func inlineTitleBarIs44() {
        expectFrames(
            NavigationStack {
                Color.red.layoutTag("content")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
            },
            ["content": rect(0, 91, 390, 719)])
    }

    @Test func compactHeightBarIs32() {
        // Landscape iPhone: safe rect (47, 0, 750, 369); bar 32.
        expectFrames(
            NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") },
            in: .iPhone13Landscape, ["content": rect(47, 32, 750, 337)])
    }

    @Test func contentIgnoringTheSafeAreaGoesUnderTheBar() {
        // The bar is a .container level: the content's top grows through it
        // (143 -> 47) and through the status bar (47 -> 0).
        expectFrames(
            NavigationStack { Color.red.layoutTag("content").ignoresSafeArea().navigationTitle("Title") },
            ["content": rect(0, 0, 390, 844)])
    }

    @Test func scrollViewScrollsUnderTheBar() {
        // Content insets: top 47 + 96 = 143, bottom 34.
        let result = phone.layout(NavigationStack {
            ScrollView { Color.red.frame(height: 2000) }.layoutTag("scroll").navigationTitle("Title")
        })
        expectFrames(result, ["scroll": rect(0, 143, 390, 667)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 143, leading: 0, bottom: 34, trailing: 0)) } == true,
                "\(String(describing: geometry))")
    }

    @Test func splitViewColumnsOnIPadLandscape() {
        // iPad landscape: 1180 x 820, safe (0, 24, 1180, 776). Two columns:
        // sidebar 320, detail 860; each with an inline bar (44): content from 68.
        expectFrames(
            NavigationSplitView {
                Color.red.layoutTag("sidebar")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: .iPadLandscape,
            ["sidebar": rect(0, 68, 320, 732), "detail": rect(320, 68, 860, 732)])
    }

    @Test func threeColumnSplitViewOnIPadLandscape() {
        // 320 + 320 + 540; a title makes that column's bar large (96): 24 + 96 = 120.
        expectFrames(
            NavigationSplitView {
                Color.red.layoutTag("sidebar").navigationTitle("Mail")
            } content: {
                Color.green.layoutTag("content")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: .iPadLandscape,
            ["sidebar": rect(0, 120, 320, 680), "content": rect(320, 68, 320, 732), "detail": rect(640, 68, 540, 732)])
    }

    @Test func splitViewShowsOneColumnWhenNarrow() {
        // iPad portrait (820 wide): the detail only; iPhone: the sidebar only.
        let portrait = Window.iPad.layout(NavigationSplitView {
            Color.red.layoutTag("sidebar")
        } detail: {
            Color.blue.layoutTag("detail")
        })
        expectFrames(portrait, ["detail": rect(0, 68, 820, 1092)])
        #expect(portrait.frame(of: "sidebar") == nil)
        let phoneResult = phone.layout(NavigationSplitView {
            Color.red.layoutTag("sidebar")
        } detail: {
            Color.blue.layoutTag("detail")
        })
        expectFrames(phoneResult, ["sidebar": rect(0, 91, 390, 719)])
        #expect(phoneResult.frame(of: "detail") == nil)
    }
}

/// Sets a navigation title only while its state says so (also used by
/// `NavigationPreferenceTests`).
struct TitleToggler: View {
    let expose: (Binding<Bool>) -> Void
    @State private var showsTitle = false
    var body: some View {
        let _ = expose($showsTitle)
        if showsTitle {
            Color.red.layoutTag("content").navigationTitle("Inbox")
        } else {
            Color.red.layoutTag("content")
        }
    }
}
