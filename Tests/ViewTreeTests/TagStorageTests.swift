import Foundation
import Testing
@testable import ViewTree

// A `layoutTag` node keeps its tag in the field that otherwise holds its
// kind (`Node.tag`, `Node.kind`; no extras object per tag). These check what
// that must not change: the kind every tag node reports, the tag of each copy
// of a distributed tag, and a reused tag node taking its new view's tag.

@MainActor @Suite struct TagStorageTests {
    @Test func tagNodesReportTheirKindAndTag() {
        let result = phone.layout(VStack { Color.red.layoutTag("a"); Color.blue.layoutTag("b") })
        let tagged = result.tree.allViews.filter { $0.tag != nil }
        #expect(Set(tagged.map(\.tag)) == ["a", "b"])
        #expect(tagged.allSatisfy { $0.kind == "layoutTag" })
        // The colours under them carry no tag and keep their own kind.
        #expect(result.tree.allViews.filter { $0.kind == "layoutTag" }.count == 2)
    }

    @Test func eachCopyOfADistributedTagHasIt() {
        // Three 20 x 20 squares tagged through their ForEach: one copy of
        // the tag per square (ModifierDistributionTests), each "row".
        let view = VStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20, height: 20) }
                .layoutTag("row")
        }
        let result = phone.layout(view)
        // 60 high, centred in the safe rect 47...810: y0 = 47 + (763 - 60) / 2 = 398.5;
        // x = (390 - 20) / 2 = 185.
        // (Frames are rounded to the 1/3-point pixels of the window: within 0.34.)
        let rows = result.frames(of: "row")
        #expect(rows.count == 3)
        for (index, row) in rows.enumerated() {
            #expect(row.isClose(to: rect(185, 398.5 + 20 * CGFloat(index), 20, 20), tolerance: 0.34), "row \(index): \(row)")
        }
        #expect(result.tree.allViews.filter { $0.kind == "layoutTag" }.count == 3)
    }

    @Test func aReusedTagNodeTakesTheNewTag() throws {
        // The body re-evaluates with a new tag on the same view at the same
        // place: the tag node is reused (same type, same slot) and must
        // report the new tag, not keep the old one.
        var binding: Binding<Bool>?
        let host = LayoutHost(window: phone, rootView: RenamingTag(expose: { binding = $0 }))
        let before = host.layout()
        // A 20 x 20 square centred in the safe rect: (185, 418.5).
        // (Within 0.34: frames are rounded to the window's 1/3-point pixels.)
        #expect(before.frame(of: "before")?.isClose(to: rect(185, 418.5, 20, 20), tolerance: 0.34) == true)
        try #require(binding).wrappedValue = true
        let after = host.layout()
        #expect(after.frame(of: "after")?.isClose(to: rect(185, 418.5, 20, 20), tolerance: 0.34) == true)
        #expect(after.frame(of: "before") == nil)
        #expect(after.tree.allViews.filter { $0.kind == "layoutTag" }.map(\.tag) == ["after"])
    }
}

private struct RenamingTag: View {
    let expose: (Binding<Bool>) -> Void
    @State private var renamed = false
    var body: some View {
        let _ = expose($renamed)
        Color.red.frame(width: 20, height: 20).layoutTag(renamed ? "after" : "before")
    }
}
