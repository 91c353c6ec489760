import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "NavigationStack and NavigationSplitView", "TabView": navigation bar 44 (large title 96, compact 32),
// shown by a NavigationStack only with a title (NavigationStack.swift
// BarMetrics); the bar adds to the content's safe area. NavigationSplitView
// (NavigationSplitView.swift SplitLayout): side by side from 1000 pt, 320-pt
// sidebar/content columns, every column with a bar.

@MainActor @Suite struct NavigationTests {
    @Test func noTitleNoBar() {
        expectFrames(
            NavigationStack { Color.red.layoutTag("content") }.layoutTag("stack"),
            ["stack": rect(0, 47, 390, 763), "content": rect(0, 47, 390, 763)])
    }

    @Test func largeTitleBarIs96() {
        // Content below the bar: 47 + 96 = 143, 763 - 96 = 667 tall.
        expectFrames17(
            NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") }.layoutTag("stack"),
            ["stack": rect(0, 47, 390, 763), "content": rect(0, 143, 390, 667)])
    }

    @Test func aSplitViewCollapsesInACompactWidthWhateverTheWindowsWidth() {
        // An iPhone 13 in landscape is 844 wide and compact horizontally:
        // UISplitViewController collapses there (Apple), so the sidebar
        // shows, not the detail (the 600-pt width rule gave the detail).
        // Safe area in landscape: 47 on each side, 21 at the bottom; the
        // column's compact bar 32.
        let result = Window.iPhone13Landscape.layout(NavigationSplitView {
            Color.red.layoutTag("sidebar")
        } detail: {
            Color.blue.layoutTag("detail")
        })
        #expect(result.window.horizontalSizeClass == .compact)
        #expect(result.frame(of: "sidebar") == CGRect(x: 47, y: 32, width: 750, height: 337))
        #expect(result.frame(of: "detail") == nil)
    }

    @Test func theLargeTitlesBarIs132FromIOS26() {
        // Under a large title on iOS 26 a list's first row is 36 pt lower than
        // on iOS 18 (measured, issue 28) while a list's own top margin is 35
        // on both (measured without a bar: Docs/LayoutRules.md, "List"), so
        // the bar is 96 + 36: content 47 + 132 = 179, 763 - 132 = 631 tall, on
        // iOS 26 and 27; the inline bar is 54 there (GKNavigationBarSwift's
        // iOS 26 constant; Docs/LayoutRules.md): 47 + 54 = 101; 44 on iOS 18.
        for os in [OSVersion.iOS26, .iOS27] {
            expectFrames(NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") }, in: phone.withOSVersion(os),
                         ["content": rect(0, 179, 390, 631)])
            expectFrames(NavigationStack { Color.red.layoutTag("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) },
                         in: phone.withOSVersion(os), ["content": rect(0, 101, 390, 709)])
        }
        expectFrames(NavigationStack { Color.red.layoutTag("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) },
                     in: phone.withOSVersion(.iOS18), ["content": rect(0, 91, 390, 719)])
    }

    @Test func anInsetGroupedListsFirstRowIs36PointsLowerOnIOS26() {
        // The same screen recorded on iOS 18 and 26 (issue 28): the first
        // row 36 pt lower (the title's 20 and 16 more). iOS 18: row top 47 +
        // 96 + 35 = 178; iOS 26: 47 + 132 + 35 = 214.
        func firstRowTop(_ os: OSVersion) -> CGFloat? {
            let screen = NavigationStack { List { Text("A").layoutTag("a") }.navigationTitle("Settings") }
            // The text is centred in its row: 11 above it on iOS 18 (44-pt
            // row), 15 on iOS 26 (52-pt row).
            return phone.withOSVersion(os).layout(screen).frame(of: "a").map { $0.minY - (os >= .iOS26 ? 15 : 11) }
        }
        #expect(firstRowTop(.iOS18) == 178)
        #expect(firstRowTop(.iOS26) == 214)
    }

    @Test func aTitleSetByAStateChangeShowsTheBarAndRemovingItHidesIt() throws {
        // The title flows up to the stack once per resolution (it is read
        // from the content's declarations, not searched on every call): a
        // state change deep in the content that adds or removes it must
        // still move the content (bar 96: 47 + 96 = 143, as above).
        var binding: Binding<Bool>?
        let host = LayoutHost(window: phone17, rootView: NavigationStack {
            VStack { TitleToggler(expose: { binding = $0 }) }
        })
        #expect(host.layout().frame(of: "content") == rect(0, 47, 390, 763))
        try #require(binding).wrappedValue = true
        #expect(host.layout().frame(of: "content") == rect(0, 143, 390, 667))
        try #require(binding).wrappedValue = false
        #expect(host.layout().frame(of: "content") == rect(0, 47, 390, 763))
    }

    @Test func inlineTitleBarIs44() {
        // UIKit's UINavigationBar on iOS 17 (54 from iOS 26: theLargeTitlesBarIs132FromIOS26).
        expectFrames(
            NavigationStack {
                Color.red.layoutTag("content")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
            }, in: phone17,
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
        let result = phone17.layout(NavigationStack {
            ScrollView { Color.red.frame(height: 2000) }.layoutTag("scroll").navigationTitle("Title")
        })
        expectFrames17(result, ["scroll": rect(0, 143, 390, 667)])
        let geometry = result.scrollGeometry(of: "scroll")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 143, leading: 0, bottom: 34, trailing: 0)) } == true,
                "\(String(describing: geometry))")
    }

    @Test func splitViewColumnsOnIPadLandscape() {
        // iPad landscape: 1180 x 820, safe (0, 24, 1180, 776). Two columns:
        // sidebar 320, detail 860; each with an inline bar (44 on iOS 18):
        // content from 68; 54 from iOS 26: from 78.
        expectFrames(
            NavigationSplitView {
                Color.red.layoutTag("sidebar")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: Window.iPadLandscape.withOSVersion(.iOS18),
            ["sidebar": rect(0, 68, 320, 732), "detail": rect(320, 68, 860, 732)])
        expectFrames(
            NavigationSplitView {
                Color.red.layoutTag("sidebar")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: .iPadLandscape,
            ["sidebar": rect(0, 78, 320, 722), "detail": rect(320, 78, 860, 722)])
    }

    @Test func threeColumnSplitViewOnIPadLandscape() {
        // 320 + 320 + 540; a title makes that column's bar large (96): 24 + 96 = 120.
        expectFrames17(
            NavigationSplitView {
                Color.red.layoutTag("sidebar").navigationTitle("Mail")
            } content: {
                Color.green.layoutTag("content")
            } detail: {
                Color.blue.layoutTag("detail")
            },
            in: Window.iPadLandscape.withOSVersion(.iOS17),
            ["sidebar": rect(0, 120, 320, 680), "content": rect(320, 68, 320, 732), "detail": rect(640, 68, 540, 732)])
    }

    @Test func splitViewShowsOneColumnWhenNarrow() {
        // iPad portrait (820 wide): the detail only; iPhone: the sidebar only
        // (under iOS 18's 44-pt inline bars).
        let portrait = Window.iPad.withOSVersion(.iOS18).layout(NavigationSplitView {
            Color.red.layoutTag("sidebar")
        } detail: {
            Color.blue.layoutTag("detail")
        })
        expectFrames(portrait, ["detail": rect(0, 68, 820, 1092)])
        #expect(portrait.frame(of: "sidebar") == nil)
        let phoneResult = phone.withOSVersion(.iOS18).layout(NavigationSplitView {
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

// Issue 28, finding 2: the navigation bar's height follows the vertical size
// class, not the window's height (UIKit's UINavigationBar; measured from
// snapshot images recorded with SwiftUI on an iPhone 16 simulator in
// portrait: a short window's inline bar is 44 pt). Docs/LayoutRules.md,
// "Size classes".
@MainActor @Suite struct SizeClassBarTests {
    @Test func aShortWindowOnAnIPhoneInPortraitHasA44PointBar() {
        // 393 x 300, no insets: regular height (an iPhone in portrait), so
        // the inline bar is 44, not the compact 32 the window's height gave.
        // (The measurement's system: iOS 18.)
        let window = Window(size: CGSize(width: 393, height: 300)).withOSVersion(.iOS18)
        #expect(window.verticalSizeClass == .regular)
        let result = window.layout(NavigationStack {
            Color.red.layoutTag("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 44, width: 393, height: 256))
    }

    @Test func aTallWindowInACompactHeightHasA32PointBar() {
        // The class, not the height: a custom window set compact in height
        // (an iPhone in landscape) gets the compact bar at any height.
        let window = Window(size: CGSize(width: 393, height: 852)).withSizeClasses(horizontal: .compact, vertical: .compact)
        let result = window.layout(NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 32, width: 393, height: 820))
    }

    @Test func viewsReadTheWindowsSizeClasses() {
        struct Adaptive: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                // 100 wide in a regular width, 50 in a compact one; 30 tall in
                // a compact height, 60 in a regular one.
                Color.red.frame(width: horizontal == .regular ? 100 : 50, height: vertical == .compact ? 30 : 60)
                    .layoutTag("box")
            }
        }
        let sizes: [(Window, CGSize)] = [
            (.iPhone13, CGSize(width: 50, height: 60)),           // HIG: compact width, regular height
            (.iPhone13Landscape, CGSize(width: 50, height: 30)),  // compact, compact
            (.iPhone16ProMaxLandscape, CGSize(width: 100, height: 30)), // regular, compact
            (.iPad, CGSize(width: 100, height: 60)),              // regular, regular
            (.iPadSlideOver, CGSize(width: 50, height: 60)),      // compact, regular
            (Window(size: CGSize(width: 1024, height: 768)), CGSize(width: 100, height: 60)), // iPad-sized custom
        ]
        for (window, size) in sizes {
            #expect(window.layout(Adaptive()).frame(of: "box")?.size == size, "\(window.name)")
        }
    }

    @Test func everyPresetIsAValidWindow() {
        for (name, window) in Window.presets {
            let result = window.layout(Color.red.layoutTag("all"))
            #expect(result.diagnostics.isEmpty, "\(name)")
            // The root fills the safe rectangle.
            let insets = window.safeAreaInsets
            #expect(result.frame(of: "all") == CGRect(x: insets.leading, y: insets.top,
                                                      width: window.size.width - insets.leading - insets.trailing,
                                                      height: window.size.height - insets.top - insets.bottom), "\(name)")
            // Landscape is compact in height on an iPhone only.
            let landscape = window.size.width > window.size.height
            let iPad = window.name.hasPrefix("iPad")
            #expect(window.verticalSizeClass == (landscape && !iPad ? .compact : .regular), "\(name)")
        }
    }
}
