import Foundation
import Testing
@testable import ViewTree

// A modifier on several views (`ForEach { ... }.frame(...)`, a Group) is
// applied to each view, as SwiftUI applies modifiers to each element of a
// view list. Seed 003 relies on it: `ForEach(1..<30) { Text(...) }
// .frame(maxWidth: .infinity)` makes every row full width.

@MainActor @Suite struct ModifierDistributionTests {
    @Test func frameAppliesToEachRow() {
        // Text "ab" in .body: 2 x 8.5 = 17 wide, 22 high (Text.swift metric).
        // Three full-width rows of 22 in a spacing-0 VStack: 66 high, centred
        // in the safe rect (47...810): y0 = 47 + (763 - 66) / 2 = 395.5.
        let view = VStack(spacing: 0) {
            ForEach(0..<3) { i in
                Text("ab").layoutTag("text\(i)")
            }
            .frame(maxWidth: .infinity)
            .layoutTag("row")
        }
        let result = phone.layout(view)
        let rows = result.frames(of: "row")
        #expect(rows.count == 3)
        for (index, row) in rows.enumerated() {
            #expect(row.isClose(to: rect(0, 395.5 + 22 * CGFloat(index), 390, 22), tolerance: 0.34), "row \(index): \(row)")
        }
        // Each text centred in its own full-width row: x = (390 - 17) / 2.
        expectFrames(result, ["text0": rect(186.5, 395.5, 17, 22), "text2": rect(186.5, 439.5, 17, 22)])
    }

    @Test func paddingOnAGroupPadsEachView() {
        // Group { A; B }.padding(10) in an HStack: two padded 20 x 20 views,
        // each 40 x 40, 8 apart: 88 wide, centred: x0 = (390 - 88) / 2 = 151.
        let view = HStack {
            Group {
                Color.red.frame(width: 20, height: 20).layoutTag("a")
                Color.blue.frame(width: 20, height: 20).layoutTag("b")
            }
            .padding(10)
        }
        // Vertically: 40 high centred in 763: y = 47 + (763 - 40) / 2 = 408.5; the
        // colours sit 10 inside.
        expectFrames(view, ["a": rect(161, 418.5, 20, 20), "b": rect(209, 418.5, 20, 20)])
    }

    @Test func stateBelowADistributedModifierSurvivesReResolution() throws {
        // Rows with their own @State under a distributed padding; the parent's
        // state change re-resolves the ForEach. Row 2's state must survive.
        var rowBindings: [Int: Binding<Int>] = [:]
        var parentBinding: Binding<Bool>?
        let host = LayoutHost(window: phone, rootView: RowsScreen(exposeParent: { parentBinding = $0 },
                                                                  exposeRow: { rowBindings[$0] = $1 }))
        _ = host.layout()
        rowBindings[2]?.wrappedValue = 5
        let afterRow = host.layout()
        // Row heights are 10 + n: row 2 is now 15.
        #expect(abs((afterRow.frame(of: "row2")?.height ?? 0) - 15) < 0.34)
        try #require(parentBinding).wrappedValue = true
        let afterParent = host.layout()
        // The parent's change widened every row (width 100 -> 200) ...
        #expect(abs((afterParent.frame(of: "row0")?.width ?? 0) - 200) < 0.34)
        // ... and row 2 kept its state (still 15 high, not back to 10).
        #expect(abs((afterParent.frame(of: "row2")?.height ?? 0) - 15) < 0.34)
        #expect(abs((afterParent.frame(of: "row1")?.height ?? 0) - 10) < 0.34)
    }
}

private struct StatefulRow: View {
    let index: Int
    let width: CGFloat
    let expose: (Int, Binding<Int>) -> Void
    @State private var extra = 0
    var body: some View {
        let _ = expose(index, $extra)
        Color.green.frame(width: width, height: 10 + CGFloat(extra)).layoutTag("row\(index)")
    }
}

private struct RowsScreen: View {
    let exposeParent: (Binding<Bool>) -> Void
    let exposeRow: (Int, Binding<Int>) -> Void
    @State private var wide = false
    var body: some View {
        let _ = exposeParent($wide)
        VStack(spacing: 0) {
            ForEach(0..<3) { i in
                StatefulRow(index: i, width: wide ? 200 : 100, expose: exposeRow)
            }
            .padding(1)
        }
    }
}
