import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "UIKit-hosted containers" (issue 28, finding 1). A
// NavigationStack's and a TabView's content is hosted by UINavigationController
// / UITabBarController, whose safe area comes from the window and the
// controllers above, not from SwiftUI: it keeps the window's insets under a
// root that ignores the safe area (measured from snapshot images recorded
// with SwiftUI, iOS 18, iPhone 16 simulator: a 59-pt top inset), and a
// SwiftUI inset applied outside does not reach it (Apple feedback report
// #824, iOS 26; mlemgroup/mlem#348, darrarski/swiftui-tabs-view#5,
// onl1ner/TabBar#15 for a TabView).
@MainActor @Suite struct HostedContainerTests {
    /// An iPhone 16: 393 x 852, top 59, bottom 34, on the measurements'
    /// system (iOS 18: a 44-pt inline bar).
    let window = Window.iPhone16.withOSVersion(.iOS18)

    @Test func navigationContentKeepsTheWindowInsetsUnderAnIgnoringRoot() {
        // The bar (inline, 44) below the 59-pt status area; the content from
        // 59 + 44 = 103 to 852 - 34 = 818. (Before: bar at 0, content 0 + 44.)
        let result = window.layout(NavigationStack {
            Color.red.layoutTag("content").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }.layoutTag("stack").ignoresSafeArea())
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 103, width: 393, height: 715))
        // Content that ignores the safe area still reaches the window's edges.
        let ignoring = window.layout(NavigationStack {
            Color.red.layoutTag("content").ignoresSafeArea().navigationTitle("Title")
        }.ignoresSafeArea())
        #expect(ignoring.frame(of: "content") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func tabContentKeepsTheWindowInsetsUnderAnIgnoringRoot() {
        // The tab bar (49) above the 34-pt home indicator: content from 59
        // to 852 - 34 - 49 = 769. (Before: 0 to 803.)
        let result = window.layout(TabView {
            Color.red.layoutTag("content").tabItem { Text("A") }
        }.ignoresSafeArea())
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 59, width: 393, height: 710))
    }

    @Test func viewsSwiftUILaysOutItselfSeeNoInsetUnderTheSameRoot() {
        // No UIKit container between: the ignoring root's content fills the window.
        let result = window.layout(VStack(spacing: 0) { Color.red.layoutTag("top"); Color.blue }.ignoresSafeArea())
        #expect(result.frame(of: "top")?.minY == 0)
    }

    @Test func aSafeAreaInsetOutsideANavigationStackDoesNotReachItsContent() {
        // iPhone 13 (top 47, bottom 34). The inset (60 + 8 spacing) shrinks
        // the stack to 47...742; the scroll view inside ends there and its
        // content insets are the window's top only: the inset's band is not
        // in the controller's safe area. (Before: bottom 60 + 8 + 34 = 102.)
        let result = Window.iPhone13.layout(NavigationStack {
            ScrollView { Color.red.frame(height: 2000) }.layoutTag("scroll")
        }.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 60).layoutTag("bar") })
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 47, width: 390, height: 695))
        #expect(result.scrollGeometry(of: "scroll")?.contentInsets == EdgeInsets(top: 47, leading: 0, bottom: 0, trailing: 0))
        #expect(result.frame(of: "bar") == CGRect(x: 0, y: 750, width: 390, height: 60))
    }

    @Test func aTabViewInsetDoesNotReachTheScrollViewsInItsTabs() {
        // The TabView is 47...742; its tab bar's 49 pt are the tab's only
        // bottom inset. (Before: 49 + 68 + 34 = 151.)
        let result = Window.iPhone13.layout(TabView {
            ScrollView { Color.red.frame(height: 2000) }.layoutTag("scroll").tabItem { Text("A") }
        }.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 60) })
        #expect(result.scrollGeometry(of: "scroll")?.contentInsets.bottom == 49)
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 47, width: 390, height: 646))
    }

    @Test func aNavigationStackInATabTakesTheTabBarFromItsController() {
        // Tab content 47...761 (tab bar 49 above the home indicator); the
        // stack's large bar (96 on iOS 17) at its top: content 143...761.
        let view = TabView {
            NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") }.tabItem { Text("A") }
        }
        #expect(Window.iPhone13.withOSVersion(.iOS17).layout(view).frame(of: "content") == CGRect(x: 0, y: 143, width: 390, height: 618))
        // From iOS 26 the large title's bar is 132: content 179...761.
        #expect(Window.iPhone13.layout(view).frame(of: "content") == CGRect(x: 0, y: 179, width: 390, height: 582))
    }
}
