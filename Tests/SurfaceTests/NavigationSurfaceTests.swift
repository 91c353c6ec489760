import Testing
import ViewTree

/// Titles, toolbars and bar visibility (_NavigationTitleModifier.swift,
/// Toolbar.swift, NavigationStack.swift, TabView.swift). Bar heights from
/// BarMetrics (UIKit): 96 large, 44 inline, tab bar 49; iPhone 13 safe rect
/// y 47...810.
@MainActor @Suite struct NavigationSurfaceTests {
    @Test func navigationBarTitleSetsTitleAndMode() {
        // Large title: content below 47 + 96 = 143.
        expectFrames17(NavigationStack { Color.clear.layoutTag("c").navigationBarTitle("Title") },
                     ["c": rect(0, 143, 390, 667)])
        // Inline: below 47 + 44 = 91.
        expectFrames17(NavigationStack { Color.clear.layoutTag("c").navigationBarTitle("Title", displayMode: .inline) },
                     ["c": rect(0, 91, 390, 719)])
        expectFrames17(NavigationStack { Color.clear.layoutTag("c").navigationTitle(Text("Title")).toolbarTitleDisplayMode(.inline) },
                     ["c": rect(0, 91, 390, 719)])
        expectFrames17(NavigationStack { Color.clear.layoutTag("c").navigationTitle("Title").toolbarTitleDisplayMode(.inlineLarge) },
                     ["c": rect(0, 91, 390, 719)])
    }

    /// Items in the navigation bar show it (inline: 54 from iOS 26, so the
    /// content starts at 47 + 54) without a title; items in the bottom bar
    /// do not.
    @Test func toolbarItemsShowTheBar() {
        expectFrames(NavigationStack {
            Color.clear.layoutTag("c").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }, ["c": rect(0, 101, 390, 709)])
        expectFrames(NavigationStack {
            Color.clear.layoutTag("c").toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
        }, ["c": rect(0, 47, 390, 763)])
        expectFrames(NavigationView { Color.clear.layoutTag("c").navigationBarItems(trailing: Button("Edit") {}) },
                     ["c": rect(0, 101, 390, 709)])
    }

    /// `toolbar(.hidden, for: .navigationBar)` removes the bar even with a title.
    @Test func hiddenNavigationBar() {
        expectFrames(NavigationStack {
            Color.clear.layoutTag("c").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        }, ["c": rect(0, 47, 390, 763)])
        expectFrames(NavigationStack { Color.clear.layoutTag("c").navigationTitle("Title").navigationBarHidden(true) },
                     ["c": rect(0, 47, 390, 763)])
    }

    /// `toolbar(.hidden, for: .tabBar)` in a tab: the tab's content takes the
    /// whole safe rect (763) instead of stopping above the 49-pt bar (714).
    @Test func hiddenTabBar() {
        expectFrames(TabView {
            NavigationStack { Color.clear.layoutTag("c").toolbar(.hidden, for: .tabBar) }
        }, ["c": rect(0, 47, 390, 763)])
        expectFrames(TabView { Color.clear.layoutTag("c") }, ["c": rect(0, 47, 390, 714)])
    }

    /// A link lays out its label: three 22-pt labels stacked (66), centred
    /// in the safe rect: y = 47 + (763 - 66) / 2 = 395.5.
    @Test func navigationLinkLaysOutItsLabel() {
        expectFrames(NavigationStack {
            VStack(spacing: 0) {
                NavigationLink(destination: Text("Detail")) { Text("Open").layoutTag("a") }
                NavigationLink("Next", destination: Text("Detail")).layoutTag("b")
                NavigationLink("Value", value: 3).layoutTag("c")
            }
        }, ["a": rect(178, 395.5, 34, 22), "b": rect(178, 417.5, 34, 22), "c": rect(173.75, 439.5, 42.5, 22)])
    }
}
