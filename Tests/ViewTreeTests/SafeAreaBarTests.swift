import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "safeAreaBar": iOS 26's bar is laid out as
// safeAreaInset (Apple: it extends the safe area as safeAreaInset does; the
// scroll edge effect is drawing). iPhone 13: safe rect (0, 47, 390, 763).
@MainActor @Suite struct SafeAreaBarTests {
    @Test func aBottomBarInsetsTheViewAsSafeAreaInsetDoes() {
        // 60-pt bar, spacing 0: content 763 - 60 = 703 tall; bar at 810 - 60.
        let bar = phone.layout(Color.gray.layoutTag("content").safeAreaBar(edge: .bottom, spacing: 0) {
            Color.red.frame(height: 60).layoutTag("bar")
        })
        let inset = phone.layout(Color.gray.layoutTag("content").safeAreaInset(edge: .bottom, spacing: 0) {
            Color.red.frame(height: 60).layoutTag("bar")
        })
        expectFrames(bar, ["content": rect(0, 47, 390, 703), "bar": rect(0, 750, 390, 60)])
        #expect(bar.frame(of: "content") == inset.frame(of: "content"))
        #expect(bar.diagnostics.isEmpty)
        #expect(bar.tree.allViews.contains { $0.kind == "safeAreaBar(bottom)" })
    }

    @Test func aLeadingBarWithDefaultSpacing() {
        // 44 wide, default spacing 8: content from 52; the bar aligned
        // centre across (its 100 pt in the 763-pt safe height).
        expectFrames(Color.gray.layoutTag("content").safeAreaBar(edge: .leading) {
            Color.red.frame(width: 44, height: 100).layoutTag("bar")
        }, ["content": rect(52, 47, 338, 763), "bar": rect(0, 47 + (763 - 100) / 2, 44, 100)])
    }

    @Test func theBarIsRefusedBeforeIOS26() {
        let view = Color.gray.safeAreaBar(edge: .top) { Color.red.frame(height: 30) }
        let old = phone.withOSVersion(.iOS18).layout(view)
        #expect(old.diagnostics.map(\.message).contains { $0.contains("'safeAreaBar(edge:alignment:spacing:content:)' is only available in iOS 26.0 or newer") },
                "\(old.diagnostics)")
        #expect(phone.withOSVersion(.iOS26).layout(view).diagnostics.isEmpty)
    }
}
