import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Grid" (Apple's Grid, GridRow, gridCellColumns,
// gridCellUnsizedAxes, gridColumnAlignment pages): as many columns as the
// longest row, each as wide as its widest cell, each row as tall as its
// tallest; a view outside a GridRow spans every column; default spacing 8.
// iPhone 13: the grid is proposed 390 x 763 and centred in (0, 47, 390, 763).
@MainActor @Suite struct GridTests {
    func fixedGrid(leadingFirstColumn: Bool = false) -> some View {
        Grid {
            GridRow {
                Color.red.frame(width: 50, height: 20).layoutTag("a")
                    .gridColumnAlignment(leadingFirstColumn ? .leading : .center)
                Color.red.frame(width: 30, height: 40).layoutTag("b")
            }
            GridRow {
                Color.red.frame(width: 70, height: 11).layoutTag("c")
                Color.red.frame(width: 20, height: 11).layoutTag("d")
            }
        }
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        // Columns 70 and 30, 8 apart: 108 wide, x 141. Rows 40 and 11, 8
        // apart: 59 tall, y 47 + (763 - 59) / 2 = 399. Cells centred in
        // their areas.
        expectFrames(fixedGrid(), ["a": rect(151, 409, 50, 20), "b": rect(219, 399, 30, 40),
                                   "c": rect(141, 447, 70, 11), "d": rect(224, 447, 20, 11)])
    }

    @Test func aColumnAlignmentSetOnOneCellAlignsTheColumn() {
        expectFrames(fixedGrid(leadingFirstColumn: true), ["a": rect(141, 409, 50, 20), "c": rect(141, 447, 70, 11)])
    }

    @Test func flexibleCellsShareTheProposal() {
        expectFrames(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.layoutTag("l"); Color.blue.layoutTag("r") }
        }, ["l": rect(0, 47, 195, 763), "r": rect(195, 47, 195, 763)])
    }

    @Test func spanningAndFullRowViews() {
        // Columns 40 and 60, 10 apart: 110 wide at x 140. A full-row view
        // unsized horizontally takes the grid's width; a cell spanning both
        // columns their 110. Rows 20 + 5 + 20 = 45: y 47 + 359 = 406.
        expectFrames(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 20).layoutTag("left")
                Color.red.frame(width: 60, height: 20)
            }
            Color.blue.frame(height: 5).gridCellUnsizedAxes(.horizontal).layoutTag("divider")
            GridRow { Color.green.frame(height: 20).gridCellColumns(2).layoutTag("wide") }
        }, ["left": rect(140, 406, 40, 20), "divider": rect(140, 426, 110, 5), "wide": rect(140, 431, 110, 20)])
    }

    @Test func aFullRowViewSizedHorizontallyWidensTheGrid() {
        // The same divider without gridCellUnsizedAxes takes the 390 offered.
        let result = phone.layout(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 40, height: 20); Color.red.frame(width: 60, height: 20) }
            Color.blue.frame(height: 5).layoutTag("divider")
        }.layoutTag("grid"))
        #expect(result.frame(of: "grid")?.width == 390)
        #expect(result.frame(of: "divider")?.width == 390)
    }

    @Test func theGridIsRefusedBeforeIOS16() {
        let result = phone.withOSVersion(.iOS15).layout(Grid { GridRow { Color.red.gridCellColumns(1) } })
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'Grid' is only available in iOS 16.0 or newer") }, "\(messages)")
        #expect(messages.contains { $0.contains("'GridRow' is only available in iOS 16.0 or newer") })
        #expect(messages.contains { $0.contains("'gridCellColumns(_:)' is only available in iOS 16.0 or newer") })
        #expect(phone.withOSVersion(.iOS16).layout(Grid { GridRow { Color.red } }).diagnostics.isEmpty)
    }
}
