import Foundation
import Testing
@testable import ViewTree

// List.swift (assumed .plain metrics, iOS 17): a vertical scroll container whose
// rows stack without spacing; row content inset 20 pt horizontally and 11 pt
// vertically, rows at least 44 tall; content leading, centred vertically.
// (The default style and iOS 26's rows: ListStyleTests below.)

@MainActor @Suite struct ListTests {
    @Test func rowsStackFromTheTop() {
        // "A" is 8.5 x 22: row max(44, 22 + 22) = 44. Row content at x 20,
        // y = row top + (44 - 22) / 2 = +11.
        let result = phone17.layout(List {
            Text("A").layoutTag("a")
            Text("B").layoutTag("b")
        }.listStyle(.plain).layoutTag("list"))
        expectFrames(result, ["list": rect(0, 47, 390, 763), "a": rect(20, 58, 8.5, 22), "b": rect(20, 102, 8.5, 22)])
    }

    @Test func tallRowGrows() {
        // .largeTitle "Hello" 85 x 41: row 41 + 22 = 63; the next row from 47 + 63 = 110.
        expectFrames(
            List {
                Text("Hello").font(.largeTitle).layoutTag("big")
                Text("B").layoutTag("next")
            }.listStyle(.plain), in: phone17,
            ["big": rect(20, 58, 85, 41), "next": rect(20, 121, 8.5, 22)])
    }

    @Test func rowsFromData() {
        // "Row n" 42.5 x 22 in 44-pt rows.
        expectFrames(
            List(0..<3) { index in Text("Row \(index)").layoutTag("row\(index)") }.listStyle(.plain), in: phone17,
            ["row0": rect(20, 58, 42.5, 22), "row1": rect(20, 102, 42.5, 22), "row2": rect(20, 146, 42.5, 22)])
    }

    @Test func longRowWrapsInsideTheInsets() {
        // Proposed 390 - 40 = 350: floor(350 / 8.5) = 41 a line, 50 characters
        // -> 2 lines: 348.5 x 44; row 66.
        expectFrames(
            List {
                Text(letters(50)).layoutTag("long")
                Text("B").layoutTag("next")
            }.listStyle(.plain), in: phone17,
            ["long": rect(20, 58, 348.5, 44), "next": rect(20, 124, 8.5, 22)])
    }

    @Test func listAppliesTheSafeAreaAsContentInsets() {
        let result = phone.layout(List { Text("A") }.layoutTag("list"))
        let geometry = result.scrollGeometry(of: "list")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)) } == true,
                "\(String(describing: geometry))")
    }
}

// Docs/LayoutRules.md, "List": the default style per OS, and iOS 26's rows.
// Measured from snapshot images recorded with SwiftUI (issue 28, findings 3
// and 4): an inset-grouped list by default, rows 44 apart with content 16 +
// 16 in on iOS 16-18; rows 52 apart with content 40 in on iOS 26.
@MainActor @Suite struct ListStyleTests {
    @Test func theDefaultListIsInsetGroupedOnIOS17() {
        // A 35-pt top margin; "A" (8.5 x 22) 20 + 20 in (a 390-pt-wide list),
        // centred in a 44-pt row.
        expectFrames(List { Text("A").layoutTag("a"); Text("B").layoutTag("b") }, in: phone17,
                     ["a": rect(40, 47 + 35 + 11, 8.5, 22), "b": rect(40, 47 + 35 + 44 + 11, 8.5, 22)])
    }

    @Test func iOS26RowsAre52PointsWithContent16And16In() {
        // Rows 52 apart, content centred: (52 - 22) / 2 = 15; the first
        // section's empty header 35 (measured on iOS 26 without a bar); card
        // 16 + content 16 in a 390-pt-wide list (measured).
        for os in [OSVersion.iOS26, .iOS27] {
            expectFrames(List { Text("A").layoutTag("a"); Text("B").layoutTag("b") }, in: phone.withOSVersion(os),
                         ["a": rect(32, 47 + 35 + 15, 8.5, 22), "b": rect(32, 47 + 35 + 52 + 15, 8.5, 22)])
        }
    }

    @Test func insetMarginsFollowTheListsWidth() {
        // Measured (Docs/LayoutRules.md, "List"): on iOS 16-18, 16 + 16 in
        // 300- and 450-pt-wide lists and 20 + 20 in 375- and 390-pt-wide
        // ones; on iOS 26, content 40 in at 450 and 16 + 16 at 390.
        let cases: [(OSVersion, CGFloat, CGFloat)] = [(.iOS18, 300, 32), (.iOS18, 375, 40), (.iOS18, 390, 40), (.iOS18, 450, 32),
                                                      (.iOS16, 450, 32), (.iOS26, 390, 32), (.iOS26, 450, 40)]
        for (os, width, x) in cases {
            let window = Window(size: CGSize(width: width, height: 600), safeAreaInsets: EdgeInsets()).withOSVersion(os)
            let frame = window.layout(List { Text("A").layoutTag("a") }).frame(of: "a")
            #expect(frame.map { abs($0.minX - x) < 0.34 } == true, "\(os) at \(width): \(String(describing: frame))")
        }
    }

    @Test func iOS13ListsArePlain() {
        expectFrames(List { Text("A").layoutTag("a") }, in: phone.withOSVersion(.iOS13), ["a": rect(20, 58, 8.5, 22)])
    }

    @Test func aRegularWidthHas20PointMargins() {
        // The iPad (regular width): card 20 + content 20, on iOS 18. Safe
        // area top 24.
        expectFrames(List { Text("A").layoutTag("a") }, in: Window.iPad.withOSVersion(.iOS18),
                     ["a": rect(40, 24 + 35 + 11, 8.5, 22)])
        // Measured on iOS 18 and 26 (StanfordSpezi/SpeziViews `PadSnapshotTests.listRow`,
        // an iPad Pro 11 in landscape, 1194 x 834, top inset 24): card 20 in,
        // text at 40, the card 35 below the safe area's top, rows 44 and 52.
        let pad = Window(size: CGSize(width: 1194, height: 834), safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        for (os, row) in [(OSVersion.iOS18, CGFloat(44)), (.iOS26, 52)] {
            expectFrames(List { Text("A").layoutTag("a") }, in: pad.withOSVersion(os),
                         ["a": rect(40, 24 + 35 + (row - 22) / 2, 8.5, 22)])
        }
    }

    @Test func iOS26RowsInsetTheirContent15AboveAndBelow() {
        // A 40-pt-tall row: 40 + 2 x 11 = 62 apart on iOS 17, 40 + 2 x 15 = 70
        // on iOS 26: 8 pt taller, as criticalmaps-ios's plain two-line rows
        // measured (75.7 on iOS 17, 83.7 on iOS 26). A 10-pt row keeps the
        // 44-pt minimum on both (HA's one-line rows at a smaller text size
        // are 51 apart on iOS 26: no 52-pt minimum).
        for (os, tall, short) in [(OSVersion.iOS17, CGFloat(62), CGFloat(44)), (.iOS26, 70, 44)] {
            let result = phone.withOSVersion(os).layout(List {
                Color.red.frame(width: 10, height: 40).layoutTag("tall")
                Color.red.frame(width: 10, height: 10).layoutTag("short")
                Color.red.frame(width: 10, height: 10).layoutTag("next")
            }.listStyle(.plain))
            let a = result.frame(of: "tall"), b = result.frame(of: "short"), c = result.frame(of: "next")
            #expect(a != nil && b != nil && c != nil)
            if let a, let b, let c {
                // Content is centred in its row: the rows are as far apart
                // as the colours' centres.
                #expect(abs(b.midY - a.midY - (tall + short) / 2) < 0.34, "\(os): \(a) \(b)")
                #expect(abs(c.midY - b.midY - short) < 0.34, "\(os): \(b) \(c)")
            }
        }
    }

    @Test func plainContentIs20PointsInUntilIOS26And16From() {
        // Measured at phone widths (criticalmaps/criticalmaps-ios's chat list,
        // `.plain`, recorded with SwiftUI): row content 20 in on iOS 15 (375
        // wide) and 17 (390), 16 on iOS 26 (393); the first row at the safe
        // area's top. Rows 44, 52 from iOS 26: "A" centred.
        for (os, x, row) in [(OSVersion.iOS15, CGFloat(20), CGFloat(44)), (.iOS17, 20, 44), (.iOS26, 16, 52)] {
            expectFrames(List { Text("A").layoutTag("a") }.listStyle(.plain), in: phone.withOSVersion(os),
                         ["a": rect(x, 47 + (row - 22) / 2, 8.5, 22)])
        }
        // A regular width keeps 20 (UIKit's minimum layout margins; assumed).
        expectFrames(List { Text("A").layoutTag("a") }.listStyle(.plain), in: Window.iPad.withOSVersion(.iOS26),
                     ["a": rect(20, 24 + 15, 8.5, 22)])
    }
}

// Docs/LayoutRules.md, "List": what a row's modifiers do. A row's
// `listRowBackground` fills its cell (Apple: "Places a custom background
// view behind a list row item"; UIKit gives a cell's background view the
// cell's bounds): the row's full height, across the card in the inset
// styles. `listRowInsets` and the background reach the list through the
// modifiers around the row, as SwiftUI's view traits do; `listRowSpacing`
// (iOS 15) puts space between adjacent rows.
@MainActor @Suite struct ListRowModifierTests {
    @Test func aRowBackgroundFillsTheRowsCellAcrossTheCard() {
        // Inset grouped (the default) on iOS 17 in a 390-pt-wide list: card
        // 20 in, so the cell is 20 ... 370; 35-pt top margin; 44-pt rows.
        let result = phone17.layout(List {
            Text("A").layoutTag("a").listRowBackground(Color.red.layoutTag("bgA"))
            Text("Hello").font(.largeTitle).listRowBackground(Color.blue.layoutTag("bgB"))
        })
        expectFrames(result, ["a": rect(40, 47 + 35 + 11, 8.5, 22),
                              "bgA": rect(20, 82, 350, 44),
                              // .largeTitle "Hello" is 41 tall: row 41 + 22 = 63.
                              "bgB": rect(20, 126, 350, 63)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aPlainRowsBackgroundSpansTheList() {
        // No card: the cell is the list's width, whatever the row's insets.
        expectFrames(List {
            Text("A").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)).listRowBackground(Color.red.layoutTag("bg"))
        }.listStyle(.plain), in: phone17, ["bg": rect(0, 47, 390, 44)])
    }

    @Test func aFixedSizeBackgroundIsCentredInTheCell() {
        // Proposed the cell (390 x 44 in a plain list), a 10 x 10 frame is
        // centred: x 190, y 47 + 17.
        expectFrames(List { Text("A").listRowBackground(Color.red.frame(width: 10, height: 10).layoutTag("bg")) }.listStyle(.plain),
                     in: phone17, ["bg": rect(190, 64, 10, 10)])
    }

    @Test func theOutermostRowBackgroundWinsThroughOtherModifiers() {
        let result = phone17.layout(List {
            Text("A").listRowBackground(Color.red.layoutTag("inner")).listRowBackground(Color.blue.layoutTag("outer")).padding(2)
            Text("B").listRowBackground(Color.red.layoutTag("removed")).listRowBackground(Optional<Color>.none)
        }.listStyle(.plain))
        // "A" padded by 2: 12.5 x 26, a row of 26 + 22 = 48.
        expectFrames(result, ["outer": rect(0, 47, 390, 48)])
        #expect(result.frame(of: "inner") == nil)
        #expect(result.frame(of: "removed") == nil)
    }

    @Test func aRowBackgroundOutsideAListIsNotLaidOut() {
        // No list, no cell: the view is laid out as without the modifier.
        let result = phone17.layout(VStack { Text("A").layoutTag("a").listRowBackground(Color.red.layoutTag("bg")) })
        #expect(result.frame(of: "bg") == nil)
        expectFrames(result, ["a": rect(190.75, 47 + (763 - 22) / 2, 8.5, 22)])
    }

    @Test func rowInsetsPassThroughTheModifiersAroundTheRow() {
        // `.listRowInsets(0).padding(4)`: the row's insets are 0, so the
        // padded text (16.5 x 30) is at the list's leading edge, centred in
        // its 44-pt row: y 47 + 7, the text 4 further in. (Before, only a
        // tag or a layout value passed the insets on: x 20.)
        expectFrames(List { Text("A").layoutTag("a").listRowInsets(EdgeInsets()).padding(4) }.listStyle(.plain), in: phone17,
                     ["a": rect(4, 47 + 7 + 4, 8.5, 22)])
    }

    @Test func theIOS26FormSetsSomeEdgesAndKeepsTheOthers() {
        // iOS 26, plain: default insets 11 vertically and 16 horizontally,
        // rows at least 52. `.listRowInsets(.leading, 0)` moves the text to
        // x 0 and keeps the rest: y 47 + 15.
        let ios26 = phone.withOSVersion(.iOS26)
        expectFrames(List { Text("A").layoutTag("a").listRowInsets(.leading, 0) }.listStyle(.plain), in: ios26,
                     ["a": rect(0, 62, 8.5, 22)])
        // The outer writer replaces only the edges it sets: leading 5 over
        // (top 30, leading 30, bottom 0): row 30 + 22 = 52, text at y 47 + 30.
        expectFrames(List {
            Text("A").layoutTag("a").listRowInsets(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)).listRowInsets(.leading, 5)
        }.listStyle(.plain), in: ios26, ["a": rect(5, 77, 8.5, 22)])
        // Refused before iOS 26, as the compiler would.
        let old = phone.withOSVersion(.iOS18).layout(List { Text("A").listRowInsets(.leading, 0) })
        #expect(old.diagnostics.contains { $0.message == "'listRowInsets(_:_:)' is only available in iOS 26.0 or newer" })
    }

    @Test func rowSpacingPutsSpaceBetweenAdjacentRows() {
        // Plain: rows 44 tall, 10 apart: "B" at 47 + 44 + 10 + 11.
        let result = phone17.layout(List {
            Text("A").layoutTag("a")
            Text("B").layoutTag("b")
        }.listStyle(.plain).listRowSpacing(10))
        expectFrames(result, ["a": rect(20, 58, 8.5, 22), "b": rect(20, 112, 8.5, 22)])
        #expect(result.diagnostics.isEmpty)
        // A negative spacing is 0, with a diagnostic.
        let negative = phone17.layout(List { Text("A"); Text("B").layoutTag("b") }.listStyle(.plain).listRowSpacing(-10))
        expectFrames(negative, ["b": rect(20, 102, 8.5, 22)])
        #expect(negative.diagnostics.contains { $0.kind == .invalidDimension && $0.message.contains("listRowSpacing") })
        // In a grouped style only between the rows of a section: not after
        // a header or across sections (iOS 17, inset grouped: "A" and "B"
        // 44 + 10 apart; "C" after the section spacing only).
        let grouped = phone17.layout(List {
            Section { Text("A").layoutTag("a"); Text("B").layoutTag("b") } header: { Text("H") }
            Section { Text("C").layoutTag("c") }
        }.listRowSpacing(10))
        // Card 1 at 47 + 38.67; its rows 44 + 10 + 44; then 17.67 + 17.33.
        expectFrames(grouped, ["a": rect(40, 96.67, 8.5, 22), "b": rect(40, 150.67, 8.5, 22),
                               "c": rect(40, 85.67 + 98 + 35 + 11, 8.5, 22)])
        // iOS 15 API.
        let ios14 = phone.withOSVersion(.iOS14).layout(List { Text("A") }.listRowSpacing(10))
        #expect(ios14.diagnostics.contains { $0.message == "'listRowSpacing(_:)' is only available in iOS 15.0 or newer" })
    }

    @Test func separatorsAndSectionSpacingDrawOnly() {
        // Accepted with SwiftUI's labels and defaults, no frame changes.
        let result = phone17.layout(List {
            Section {
                Text("A").layoutTag("a").listRowSeparator(.hidden).listRowSeparatorTint(.red, edges: .bottom)
            }
            .listSectionSeparator(.hidden, edges: .top).listSectionSeparatorTint(nil)
        }.listStyle(.plain).listSectionSpacing(.compact).listSectionSpacing(4))
        expectFrames(result, ["a": rect(20, 58, 8.5, 22)])
        #expect(result.diagnostics.isEmpty)
        let ios16 = phone.withOSVersion(.iOS16).layout(List { Text("A") }.listSectionSpacing(.custom(2)))
        #expect(ios16.diagnostics.contains { $0.message == "'listSectionSpacing(_:)' is only available in iOS 17.0 or newer" })
        let ios14 = phone.withOSVersion(.iOS14).layout(List { Text("A").listRowSeparator(.hidden) })
        #expect(ios14.diagnostics.contains { $0.message == "'listRowSeparator(_:edges:)' is only available in iOS 15.0 or newer" })
    }
}

// Docs/LayoutRules.md, "List", "Sections": the grouped styles lay sections
// out as UIKit does, measured from snapshot images recorded with SwiftUI
// (inset grouped; iOS 16-18: a first header's card 38.67 below the list's
// top, 37.33 at the smaller text size; card to card 55 across a header;
// a footer's text 6 below its card; iOS 26: card to card 57 across a
// header, footer text 7.67 below its card), fitted to the model's text
// heights (footnote 18, headline 22).
@MainActor @Suite struct ListSectionTests {
    private var sections: some View {
        List {
            Section {
                Text("A").layoutTag("a")
                Text("B").layoutTag("b")
            } header: {
                Text("Header").layoutTag("h1")
            } footer: {
                Text("Foot").layoutTag("f1")
            }
            Section {
                Text("C").layoutTag("c")
            } header: {
                Text("Two").layoutTag("h2")
            }
            Section { Text("D").layoutTag("d") }
        }
    }

    @Test func headersAndFootersSitOutsideTheCardsOnIOS17() {
        // In a 390-pt-wide inset-grouped list: card 20, content 20 (x 40).
        // Header: 14.67 + 18 (footnote "Header", 6 x 6.5 = 39 wide) + 6: the
        // first card at 47 + 38.67. Footer: 6 below the card (173.67), 18
        // tall, then 11.67; the next header 14.67 lower: 224; its card at
        // 224 + 18 + 6 = 248. Without a header the next card is 17.67 +
        // 17.33 = 35 below the previous one: 248 + 44 + 35 = 327.
        let result = phone17.layout(sections)
        expectFrames(result, ["h1": rect(40, 61.67, 39, 18), "a": rect(40, 96.67, 8.5, 22), "b": rect(40, 140.67, 8.5, 22),
                              "f1": rect(40, 179.67, 26, 18), "h2": rect(40, 224, 19.5, 18), "c": rect(40, 259, 8.5, 22),
                              "d": rect(40, 338, 8.5, 22)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func iOS26HeadersAreHeadlinesFurtherFromTheCard() {
        // 16 + 16 at 390; the first header 14.67 below the top, 22 tall
        // (headline, 17 pt: "Header" 51 wide), 9.67 above its card: the card
        // at 47 + 46.33 = 93.33; 52-pt rows. Footer 7.67 below the card
        // (197.33), 18 tall, then 11.67; the next header 7.67 lower: 242.33;
        // its card at 242.33 + 22 + 9.67 = 274.
        let result = phone.withOSVersion(.iOS26).layout(sections)
        expectFrames(result, ["h1": rect(32, 61.67, 51, 22), "a": rect(32, 108.33, 8.5, 22), "b": rect(32, 160.33, 8.5, 22),
                              "f1": rect(32, 205, 26, 18), "h2": rect(32, 242.33, 25.5, 22), "c": rect(32, 289, 8.5, 22)])
    }

    @Test func onlyTheListsOwnSectionsTakeItsHeaderFont() {
        // A Section inside a row's VStack is not one of the list's: its
        // header keeps the body font (8.5 wide); the list's own section's
        // header, under a modifier, is a footnote (6.5 wide).
        let result = phone17.layout(List {
            VStack { Section { Text("A") } header: { Text("H").layoutTag("inner") } }
            Section { Text("B") } header: { Text("H").layoutTag("own") }.padding(0)
        })
        #expect(result.frame(of: "inner").map { abs($0.width - 8.5) < 0.34 && $0.height == 22 } == true)
        #expect(result.frame(of: "own").map { abs($0.width - 6.5) < 0.34 && $0.height == 18 } == true)
    }

    @Test func aPlainListLaysAHeaderOutAsARow() {
        // No measurement of the plain style's headers: a header is a row.
        expectFrames(List {
            Section { Text("A").layoutTag("a") } header: { Text("H").layoutTag("h") }
        }.listStyle(.plain), in: phone17, ["h": rect(20, 58, 8.5, 22), "a": rect(20, 102, 8.5, 22)])
    }

    @Test func aCustomRowInASectionIsInIt() {
        // A row that is a custom view (a toggle's body) is its section's: it
        // follows the header in the same card (47 + 38.67, content centred
        // in its 53-pt row).
        struct Row: View { var body: some View { HStack { Text("Row").layoutTag("row"); Spacer() }.frame(height: 31) } }
        expectFrames(List { Section("Head") { Row() } }, in: phone17, ["row": rect(40, 47 + 38.67 + 11 + 4.5, 25.5, 22)])
    }
}

/// A row whose own state changes its height (it exposes its binding).
private struct GrowingRow: View {
    @State var tall = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($tall)
        Text("R").layoutTag("r").frame(height: tall ? 40 : 22)
    }
}

/// A row whose own state sets its container value.
private struct ValuedRow: View {
    @State var value = 1
    let expose: (Binding<Int>) -> Void
    var body: some View {
        let _ = expose($value)
        Color.red.frame(width: 5, height: 5).containerValue(\.rowWeight, value)
    }
}

private enum RowWeightKey: ContainerValueKey { static let defaultValue = 0 }
extension ContainerValues {
    fileprivate var rowWeight: Int {
        get { self[RowWeightKey.self] }
        set { self[RowWeightKey.self] = newValue }
    }
}

/// Places its first subview at x = 10 x its weight.
private struct WeightOffsetLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview.containerValues.rowWeight) * 10, y: bounds.minY), proposal: .unspecified)
        }
    }
}

// Regressions found in review: a modifier on a section's rows, a row's own
// state, a value changed below a modifier.
@MainActor @Suite struct ListSectionUpdateTests {
    @Test func aRowBackgroundOnASectionGivesEachRowItsOwn() {
        // Each row its own cell (20 ... 370 in a 390-pt list, 44 tall), the
        // header outside the card (before, the rows became one 100-pt row
        // with the header inside the card).
        let result = phone17.layout(List {
            Section {
                Text("A").layoutTag("a")
                Text("B").layoutTag("b")
            } header: { Text("H").layoutTag("h") }
            .listRowBackground(Color.red)
        })
        expectFrames(result, ["h": rect(40, 61.67, 6.5, 18), "a": rect(40, 96.67, 8.5, 22), "b": rect(40, 140.67, 8.5, 22)])
        // One per view; the header's is not laid out, having no cell; the
        // rows' cells at 47 + 38.67 and 44 below.
        let backgrounds = result.tree.allViews.filter { $0.kind.hasPrefix("Color") }.compactMap(\.frame)
        #expect(backgrounds.count == 2 && backgrounds.allSatisfy { abs($0.minX - 20) < 0.34 && abs($0.width - 350) < 0.34 },
                "\(backgrounds)")
        #expect(backgrounds.map(\.minY).sorted().enumerated().allSatisfy { abs($1 - (85.67 + 44 * CGFloat($0))) < 0.34 })
    }

    @Test func aRowBackgroundOnAForEachGivesEachRowItsOwn() {
        let result = phone17.layout(List { ForEach(0..<2) { Text("\($0)").layoutTag("t\($0)") }.listRowBackground(Color.red) }.listStyle(.plain))
        expectFrames(result, ["t0": rect(20, 58, 8.5, 22), "t1": rect(20, 102, 8.5, 22)])
        let backgrounds = result.tree.allViews.filter { $0.kind.hasPrefix("Color") }.compactMap(\.frame)
        #expect(backgrounds.map { Int($0.minY.rounded()) }.sorted() == [47, 91] && backgrounds.allSatisfy { $0.height == 44 })
    }

    @Test func aCustomRowStaysInItsSectionWhenItsOwnStateChanges() {
        // The row's card at 47 + 38.67 (the header's cell); 22 tall: row 44;
        // then 40 tall: row 62, the text centred in 40 + 11 above.
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone17, rootView: List {
            Section { GrowingRow(expose: { binding.value = $0 }) } header: { Text("H") }
        })
        expectFrames(host.layout(), ["r": rect(40, 96.67, 8.5, 22)])
        binding.value?.wrappedValue = true
        // (Before, the row lost its section: 35 pt lower, as a new section.)
        expectFrames(host.layout(), ["r": rect(40, 47 + 38.67 + 11 + 9, 8.5, 22)])
    }

    @Test func aContainerValueChangedBelowAModifierIsSeen() {
        let binding = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone17, rootView: WeightOffsetLayout {
            ValuedRow(expose: { binding.value = $0 }).layoutTag("row").padding(1)
        }.layoutTag("layout"))
        let first = host.layout()
        let origin = first.frame(of: "layout")?.minX ?? 0
        #expect(first.frame(of: "row").map { abs($0.minX - (origin + 10 + 1)) < 0.34 } == true)
        binding.value?.wrappedValue = 7
        let second = host.layout()
        #expect(second.frame(of: "row").map { abs($0.minX - (origin + 70 + 1)) < 0.34 } == true, "\(String(describing: second.frame(of: "row")))")
    }
}
