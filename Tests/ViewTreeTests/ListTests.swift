import Foundation
import Testing
@testable import ViewTree

// List.swift (assumed .plain metrics): a vertical scroll container whose rows
// stack without spacing; row content inset 20 pt horizontally and 11 pt
// vertically, rows at least 44 tall; content leading, centred vertically.

@MainActor @Suite struct ListTests {
    @Test func rowsStackFromTheTop() {
        // "A" is 8.5 x 22: row max(44, 22 + 22) = 44. Row content at x 20,
        // y = row top + (44 - 22) / 2 = +11.
        let result = phone.layout(List {
            Text("A").layoutTag("a")
            Text("B").layoutTag("b")
        }.layoutTag("list"))
        expectFrames(result, ["list": rect(0, 47, 390, 763), "a": rect(20, 58, 8.5, 22), "b": rect(20, 102, 8.5, 22)])
    }

    @Test func tallRowGrows() {
        // .largeTitle "Hello" 85 x 41: row 41 + 22 = 63; the next row from 47 + 63 = 110.
        expectFrames(
            List {
                Text("Hello").font(.largeTitle).layoutTag("big")
                Text("B").layoutTag("next")
            },
            ["big": rect(20, 58, 85, 41), "next": rect(20, 121, 8.5, 22)])
    }

    @Test func rowsFromData() {
        // "Row n" 42.5 x 22 in 44-pt rows.
        expectFrames(
            List(0..<3) { index in Text("Row \(index)").layoutTag("row\(index)") },
            ["row0": rect(20, 58, 42.5, 22), "row1": rect(20, 102, 42.5, 22), "row2": rect(20, 146, 42.5, 22)])
    }

    @Test func longRowWrapsInsideTheInsets() {
        // Proposed 390 - 40 = 350: floor(350 / 8.5) = 41 a line, 50 characters
        // -> 2 lines: 348.5 x 44; row 66.
        expectFrames(
            List {
                Text(letters(50)).layoutTag("long")
                Text("B").layoutTag("next")
            },
            ["long": rect(20, 58, 348.5, 44), "next": rect(20, 124, 8.5, 22)])
    }

    @Test func listAppliesTheSafeAreaAsContentInsets() {
        let result = phone.layout(List { Text("A") }.layoutTag("list"))
        let geometry = result.scrollGeometry(of: "list")
        #expect(geometry.map { isClose($0.contentInsets, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)) } == true,
                "\(String(describing: geometry))")
    }
}
