import Testing
import ViewTree

/// List styles and row insets, sections, grids, page-style tab views,
/// controls and anchor preferences. iPhone 13: safe rect x 0...390, y 47...810.
@MainActor @Suite struct ContainersSurfaceTests {
    /// On iOS 17 (List.swift, Docs/LayoutRules.md "List"). Plain rows: content
    /// inset 20 / 11 in a row of at least 44. "Row" (3 x 8.5 = 25.5 wide, 22
    /// tall): row 44, content at y 47 + 11. Inset-grouped (the default): a
    /// 35-pt top margin, content 20 + 20 in a 390-pt-wide list: x 40, y 47 +
    /// 35 + 11. On iOS 27 the inset styles' content is 16 + 16 in at this
    /// width and rows 52 (all measured: Docs/LayoutRules.md, "List").
    @Test func listStylesChangeRowMetrics() {
        expectFrames17(List { Text("Row").layoutTag("row") }.listStyle(.plain), in: phone17, ["row": rect(20, 58, 25.5, 22)])
        expectFrames17(List { Text("Row").layoutTag("row") }, in: phone17, ["row": rect(40, 93, 25.5, 22)])
        expectFrames17(List { Text("Row").layoutTag("row") }.listStyle(.insetGrouped), in: phone17, ["row": rect(40, 93, 25.5, 22)])
        expectFrames17(List { Text("Row").layoutTag("row") }.listStyle(.grouped), in: phone17, ["row": rect(20, 93, 25.5, 22)])
        expectFrames17(List { Text("Row").layoutTag("row") }.listStyle(InsetListStyle()), in: phone17, ["row": rect(40, 58, 25.5, 22)])
        expectFrames(List { Text("Row").layoutTag("row") }.listStyle(InsetListStyle()), ["row": rect(32, 62, 25.5, 22)])
        // A Form is an inset-grouped list.
        expectFrames17(Form { Text("Row").layoutTag("row") }, in: phone17, ["row": rect(40, 93, 25.5, 22)])
        // (The first section's empty header is 35 on iOS 27 too: 47 + 35 + 15.)
        expectFrames(Form { Text("Row").layoutTag("row") }, ["row": rect(32, 97, 25.5, 22)])
    }

    /// `listRowInsets` replaces a row's content insets; the 44-pt minimum stays.
    @Test func listRowInsetsReplaceTheDefaults() {
        expectFrames(List {
            Text("Row").layoutTag("zero").listRowInsets(EdgeInsets())
            Color.clear.frame(height: 60).layoutTag("tall").listRowInsets(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
            Text("Row").layoutTag("after")
        }.listStyle(.plain), in: phone17, [
            // Row 1: 44 tall (minimum), content centred: y 47 + 11.
            "zero": rect(0, 58, 25.5, 22),
            // Row 2: 60 + 10 = 70, content full width, y 47 + 44 + 5.
            "tall": rect(0, 96, 390, 60),
            // Row 3 starts at 47 + 44 + 70 = 161; default insets.
            "after": rect(20, 172, 25.5, 22),
        ])
        let bad = phone.layout(List { Text("Row").listRowInsets(EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0)) })
        #expect(bad.diagnostics.contains { $0.message.contains("listRowInsets") })
    }

    /// A section's header, rows and footer are rows of the list, in order.
    @Test func sectionRowsFollowTheHeader() {
        expectFrames(List {
            Section { Text("A").layoutTag("a") } header: { Text("H").layoutTag("h") } footer: { Text("F").layoutTag("f") }
        }.listStyle(.plain), in: phone17, ["h": rect(20, 58, 8.5, 22), "a": rect(20, 102, 8.5, 22), "f": rect(20, 146, 8.5, 22)])
    }

    /// Three flexible columns in 390 with 8-pt spacing: (390 - 16) / 3 =
    /// 124.667 each; cells centred in their column; rows 8 apart.
    @Test func lazyVGridFlexibleColumns() {
        let columns = Array(repeating: GridItem(.flexible()), count: 3)
        let grid = LazyVGrid(columns: columns) {
            ForEach(0..<4) { index in Color.red.frame(height: 50).layoutTag("cell\(index)") }
        }
        // Two rows of 50 + 8 = 108 tall, centred: y = 47 + (763 - 108) / 2.
        expectFrames(grid, ["cell0": rect(0, 374.5, 124.667, 50), "cell2": rect(265.333, 374.5, 124.667, 50),
                            "cell3": rect(0, 432.5, 124.667, 50)])
    }

    /// An adaptive item fits as many columns of at least its minimum as the
    /// width holds: (390 + 8) / (100 + 8) = 3 columns of (390 - 16) / 3.
    @Test func lazyVGridAdaptiveColumns() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 0) {
            ForEach(0..<3) { index in Color.red.frame(height: 10).layoutTag("cell\(index)") }
        }
        expectFrames(grid, ["cell0": rect(0, 423.5, 124.667, 10), "cell2": rect(265.333, 423.5, 124.667, 10)])
    }

    /// `.tabViewStyle(.page)`: no tab bar, the page takes the whole safe rect.
    @Test func pageTabViewHasNoTabBar() {
        expectFrames(TabView { Color.clear.layoutTag("page") }.tabViewStyle(.page), ["page": rect(0, 47, 390, 763)])
        expectFrames(TabView { Color.clear.layoutTag("page") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never)),
                     ["page": rect(0, 47, 390, 763)])
    }

    /// A toggle takes the offered width: label leading, a 51 x 31 switch
    /// trailing (UISwitch), as tall as the taller; centred in the safe rect.
    @Test func toggleAndSegmentedPicker() {
        expectFrames(Toggle("Wi-Fi", isOn: .constant(true)).layoutTag("toggle"), ["toggle": rect(0, 413, 390, 31)])
        expectFrames(Picker("Mode", selection: .constant(1)) { Text("A").tag(1) }.pickerStyle(.segmented).layoutTag("picker"),
                     ["picker": rect(0, 412.5, 390, 32)])
        expectFrames(ProgressView().layoutTag("spinner"), ["spinner": rect(185, 418.5, 20, 20)])
    }

    struct Bounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// An anchor resolved in an overlay's reader lands on the anchoring view:
    /// "Hi" (17 x 22) under a 100-pt strip; the stack (122 tall) is centred at
    /// y 367.5, so the text is at (186.5, 467.5); the highlight drawn from the
    /// anchor's rect in the reader's coordinates has the same window frame.
    @Test func anchorPreferenceResolvesInAReader() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            Text("Hi").layoutTag("text").anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.red.frame(width: r.width, height: r.height).layoutTag("highlight")
                        .padding(.leading, r.minX).padding(.top, r.minY)
                }
            }
        }
        expectFrames(view, ["text": rect(186.5, 467.5, 17, 22), "highlight": rect(186.5, 467.5, 17, 22)])
    }

    /// `@StateObject` keeps its object across body evaluations; bindings
    /// through `$model.name` write the object; `dismiss` is callable.
    @Test func observableObjectsCompileAndHoldValues() {
        final class Model: ObservableObject { @Published var count = 3 }
        struct Counter: View {
            @StateObject private var model = Model()
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<model.count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
                }
                .layoutTag("row")
                .onTapGesture { dismiss() }
            }
        }
        // Three 10-pt squares: 30 wide, centred.
        expectFrames(Counter(), ["row": rect(180, 423.5, 30, 10)])
    }
}

@MainActor @Suite struct PositionAndStyleTests {
    /// `position` takes the whole proposal (the safe rect, 390 x 763) and
    /// centres the child on the point: a 20 x 20 square at (50, 100) in the
    /// modifier's space is at (40, 47 + 90).
    @Test func positionCentresTheChildOnThePoint() {
        expectFrames(Color.red.frame(width: 20, height: 20).layoutTag("dot").position(x: 50, y: 100).layoutTag("space"),
                     ["dot": rect(40, 137, 20, 20), "space": rect(0, 47, 390, 763)])
    }

    /// A custom ToggleStyle's body replaces the switch layout: a label padded 10.
    /// "On" is 17 x 22; padded: 37 x 42, centred.
    @Test func customToggleStyleIsLaidOut() {
        struct Padded: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding(10) }
        }
        expectFrames(Toggle("On", isOn: .constant(true)).toggleStyle(Padded()).layoutTag("toggle"),
                     ["toggle": rect(176.5, 407.5, 37, 42)])
        // A built-in style keeps the switch layout: full width, 31 tall.
        expectFrames(Toggle("On", isOn: .constant(true)).toggleStyle(.switch).layoutTag("toggle"),
                     ["toggle": rect(0, 413, 390, 31)])
    }
}
