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
        // A 35-pt top margin; "A" (8.5 x 22) 32 in, centred in a 44-pt row.
        expectFrames(List { Text("A").layoutTag("a"); Text("B").layoutTag("b") }, in: phone17,
                     ["a": rect(32, 47 + 35 + 11, 8.5, 22), "b": rect(32, 47 + 35 + 44 + 11, 8.5, 22)])
    }

    @Test func iOS26RowsAre52PointsWithContent40In() {
        // Rows 52 apart, content centred: (52 - 22) / 2 = 15; the first
        // section's empty header 51 (35 + 16: the first row measured 36 pt
        // lower under a large title, 20 of them the title's).
        for os in [OSVersion.iOS26, .iOS27] {
            expectFrames(List { Text("A").layoutTag("a"); Text("B").layoutTag("b") }, in: phone.withOSVersion(os),
                         ["a": rect(40, 47 + 51 + 15, 8.5, 22), "b": rect(40, 47 + 51 + 52 + 15, 8.5, 22)])
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
    }
}
