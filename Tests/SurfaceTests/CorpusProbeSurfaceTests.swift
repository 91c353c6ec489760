import Testing
import ViewTree

// The API a second corpus probe (fifteenth session: 53 view files from public
// repositories, `import SwiftUI` replaced) found missing, each written as
// those files write it: an editable navigation title (iOS 16), a split
// view's preferred compact column (iOS 17), a `ScrollPosition` binding
// (iOS 18) and a sheet's background (iOS 16.4). iPhone 13: safe rect
// (0, 47, 390, 763).

@MainActor @Suite struct CorpusProbeSurfaceTests {
    @Test func anEditableTitleIsLaidOutAsItsValue() {
        // A large title (the bar 132 pt under the status bar from iOS 26, the
        // window's default: Docs/LayoutRules.md, "NavigationStack and
        // NavigationSplitView") as with a string title.
        struct Renamable: View {
            @State private var title = "Notes"
            var body: some View {
                NavigationStack {
                    Color.gray.layoutTag("content").navigationTitle($title)
                }
            }
        }
        struct Fixed: View {
            var body: some View { NavigationStack { Color.gray.layoutTag("content").navigationTitle("Notes") } }
        }
        let editable = phone.layout(Renamable()).frame(of: "content")
        #expect(editable != nil && editable == phone.layout(Fixed()).frame(of: "content"))
        #expect(editable.map { abs($0.minY - (47 + 132)) < 0.01 } == true, "\(String(describing: editable))")
        let old = phone.withOSVersion(.iOS15).layout(Renamable()).diagnostics.map(\.message)
        #expect(old.contains("'navigationTitle(_:)' is only available in iOS 16.0 or newer"), "\(old)")
    }

    @Test func aCollapsedSplitViewShowsItsPreferredCompactColumn() {
        // An iPhone is compact: one column, the whole width. The sidebar by
        // default; the detail when it is the preferred compact column.
        struct Split: View {
            @State var column: NavigationSplitViewColumn
            var body: some View {
                NavigationSplitView(preferredCompactColumn: $column) {
                    Color.red.layoutTag("sidebar")
                } detail: {
                    Color.blue.layoutTag("detail")
                }
            }
        }
        let detail = phone.layout(Split(column: .detail))
        #expect(detail.frame(of: "detail")?.width == 390)
        #expect(detail.frame(of: "sidebar") == nil)
        let sidebar = phone.layout(Split(column: .sidebar))
        #expect(sidebar.frame(of: "sidebar")?.width == 390)
        #expect(sidebar.frame(of: "detail") == nil)
        let old = phone.withOSVersion(.iOS16).layout(Split(column: .detail)).diagnostics.map(\.message)
        #expect(old.contains("'init(preferredCompactColumn:sidebar:detail:)' is only available in iOS 17.0 or newer"), "\(old)")
    }

    @Test func aScrollPositionAtAnEdgeRestsTheScrollViewThere() {
        // A chat scrolled to its bottom: ten 100-pt rows in the 763-pt safe
        // area, the last one's bottom on the safe area's (810); with no
        // position the first row's top is at the safe area's top (47).
        struct Chat: View {
            @State var position: ScrollPosition
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { Color.gray.frame(height: 100).layoutTag("row\($0)") }
                    }
                }
                .scrollPosition($position)
            }
        }
        let bottom = phone.layout(Chat(position: ScrollPosition(edge: .bottom)))
        #expect(bottom.frame(of: "row9").map { abs($0.maxY - 810) < 0.01 } == true, "\(String(describing: bottom.frame(of: "row9")))")
        let automatic = phone.layout(Chat(position: ScrollPosition(idType: Int.self)))
        #expect(automatic.frame(of: "row0").map { abs($0.minY - 47) < 0.01 } == true)
        var moved = ScrollPosition(idType: Int.self)
        moved.scrollTo(id: 4)
        #expect(moved.viewID(type: Int.self) == 4 && moved.edge == nil)
        moved.scrollTo(edge: .top)
        #expect(moved.edge == .top && moved.viewID == nil)
        // An edge moves its own axis only: a horizontal scroll view at its
        // top edge rests at its start, not halfway along.
        struct Strip: View {
            @State var position = ScrollPosition(edge: .top)
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { Color.gray.frame(width: 200, height: 50).layoutTag("cell\($0)") } }
                }
                .scrollPosition($position)
            }
        }
        #expect(phone.layout(Strip()).frame(of: "cell0")?.minX == 0)
        let old = phone.withOSVersion(.iOS17).layout(Chat(position: ScrollPosition(edge: .bottom))).diagnostics.map(\.message)
        #expect(old.contains("'scrollPosition(_:anchor:)' is only available in iOS 18.0 or newer"), "\(old)")
    }

    @Test func aSheetBackgroundHasNoLayoutEffect() {
        let view = Color.gray.frame(width: 100, height: 50).layoutTag("a")
            .presentationBackground { Color.red.frame(width: 500, height: 500).layoutTag("bg") }
            .presentationBackground(.thinMaterial)
        let result = phone.layout(view)
        #expect(result.frame(of: "a")?.width == 100 && result.frame(of: "bg") == nil)
        let old = phone.withOSVersion(.iOS16).layout(view).diagnostics.map(\.message)
        #expect(old.contains("'presentationBackground(alignment:content:)' is only available in iOS 16.4 or newer"), "\(old)")
    }

    @Test func searchFieldsTakeSwiftUIsSignaturesAndAreNotLaidOut() {
        // The three spellings the probe's files use; the field is not laid
        // out (a documented difference: SwiftUI's navigation bar grows by
        // it), so the content sits under the large title as without it.
        struct Searching: View {
            @State private var query = ""
            @State private var presented = false
            var body: some View {
                NavigationStack {
                    Color.gray.layoutTag("content")
                        .navigationTitle("Notes")
                        .searchable(text: $query)
                        .searchable(text: $query, prompt: "Find a note")
                        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Find"))
                        .searchable(text: $query, isPresented: $presented)
                }
            }
        }
        let result = phone.layout(Searching())
        #expect(result.frame(of: "content").map { abs($0.minY - (47 + 132)) < 0.01 } == true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let old = phone.withOSVersion(.iOS16).layout(Searching()).diagnostics.map(\.message)
        #expect(old == ["'searchable(text:isPresented:placement:prompt:)' is only available in iOS 17.0 or newer"], "\(old)")
    }
}
