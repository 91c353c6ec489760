import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Safe area and ignoresSafeArea": the root view is laid out in the safe rectangle;
// ignoresSafeArea keeps its own frame but grows its child on each listed edge
// that lies on a safe-area boundary; regions .container and .keyboard.
// The MapView pair (seeds 000/001) is in SmokeTests.swift.

@MainActor @Suite struct SafeAreaTests {
    @Test func rootIsLaidOutInTheSafeRect() {
        // iPhone 13: 390 x 844, top 47, bottom 34 -> (0, 47, 390, 763).
        expectFrames(Color.red.layoutTag("root"), ["root": rect(0, 47, 390, 763)])
        // iPhone 15 Pro: 393 x 852, top 59, bottom 34 -> (0, 59, 393, 759).
        expectFrames(Color.red.layoutTag("root"), in: .iPhone15Pro, ["root": rect(0, 59, 393, 759)])
        // iPhone SE: 375 x 667, top 20 -> (0, 20, 375, 647).
        expectFrames(Color.red.layoutTag("root"), in: .iPhoneSE, ["root": rect(0, 20, 375, 647)])
        // Landscape iPhone 13: 844 x 390, leading/trailing 47, bottom 21.
        expectFrames(Color.red.layoutTag("root"), in: .iPhone13Landscape, ["root": rect(47, 0, 750, 369)])
    }

    @Test func smallRootIsCentredInTheSafeRect() {
        // 100 x 100: x = 145, y = 47 + (763 - 100) / 2 = 378.5.
        expectFrames(Color.red.frame(width: 100, height: 100).layoutTag("root"), ["root": rect(145, 378.5, 100, 100)])
    }

    @Test func ignoresSafeAreaAllEdges() {
        // The modifier keeps the safe frame; its child grows to the window.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea().layoutTag("ignoring"),
            ["ignoring": rect(0, 47, 390, 763), "color": rect(0, 0, 390, 844)])
        expectFrames(
            Color.red.layoutTag("color").edgesIgnoringSafeArea(.all),
            ["color": rect(0, 0, 390, 844)])
    }

    @Test func ignoresSafeAreaSelectedEdges() {
        // Top only: 47 -> 0, the bottom stays at 810.
        expectFrames(Color.red.layoutTag("color").ignoresSafeArea(edges: .top), ["color": rect(0, 0, 390, 810)])
        // Bottom only: 810 -> 844, the top stays at 47.
        expectFrames(Color.red.layoutTag("color").ignoresSafeArea(edges: .bottom), ["color": rect(0, 47, 390, 797)])
        expectFrames(Color.red.layoutTag("color").ignoresSafeArea(.container, edges: .vertical), ["color": rect(0, 0, 390, 844)])
    }

    @Test func horizontalEdgesInLandscape() {
        // Landscape: safe rect (47, 0, 750, 369); horizontal edges grow to 0...844.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea(edges: .horizontal),
            in: .iPhone13Landscape, ["color": rect(0, 0, 844, 369)])
    }

    @Test func edgeInsideTheSafeAreaDoesNotGrow() {
        // A centred 100 x 100 view touches no boundary: nothing grows.
        expectFrames(
            Color.red.layoutTag("color").frame(width: 100, height: 100).ignoresSafeArea(),
            ["color": rect(145, 378.5, 100, 100)])
        // Padded by 10: every edge is 10 pt inside the safe rect.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea().padding(10),
            ["color": rect(10, 57, 370, 743)])
    }

    @Test func onlyTheEdgeOnTheBoundaryGrows() {
        // A 100-pt row at the top of a VStack: its top is on the boundary
        // (grows to 0: 147 tall), its bottom (147) is inside.
        expectFrames(
            VStack {
                Color.red.layoutTag("color").ignoresSafeArea().frame(height: 100)
                Spacer()
            },
            ["color": rect(0, 0, 390, 147)])
    }

    @Test func keyboardRegionAloneDoesNotIgnoreTheDevice() {
        // No keyboard: ignoring only .keyboard changes nothing.
        expectFrames(Color.red.layoutTag("color").ignoresSafeArea(.keyboard), ["color": rect(0, 47, 390, 763)])
    }

    @Test func rootStopsAboveTheKeyboard() {
        // Keyboard 300: its top is at 844 - 300 = 544, above the 810 safe
        // bottom; it is a .keyboard safe-area level, so the root (in the safe
        // area) ends at 544: (0, 47, 390, 497).
        expectFrames(Color.red.layoutTag("root"), in: phone.withKeyboard(height: 300), ["root": rect(0, 47, 390, 497)])
    }

    @Test func ignoringTheKeyboardGrowsToTheContainerSafeArea() {
        // ignoresSafeArea(.keyboard) at the root grows through the keyboard
        // band to the container safe bottom (810), not into the home indicator.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea(.keyboard).layoutTag("ignoring"),
            in: phone.withKeyboard(height: 300),
            ["ignoring": rect(0, 47, 390, 497), "color": rect(0, 47, 390, 763)])
    }

    @Test func ignoringTheContainerStopsAtTheKeyboard() {
        // .container only: the top grows to 0; the bottom (on the keyboard
        // boundary, a .keyboard level) stays at 544.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea(.container),
            in: phone.withKeyboard(height: 300), ["color": rect(0, 0, 390, 544)])
    }

    @Test func ignoringAllRegionsWithTheKeyboardFillsTheWindow() {
        // Through the keyboard level, then the device level: the whole window.
        expectFrames(
            Color.red.layoutTag("color").ignoresSafeArea(),
            in: phone.withKeyboard(height: 300), ["color": rect(0, 0, 390, 844)])
    }

    @Test func geometryReaderSeesTheKeyboardInset() {
        // Docs/LayoutRules.md, "GeometryReader": the reader at the root resolves bottom = 844 - 544 = 300.
        let insets = Box(EdgeInsets())
        _ = phone.withKeyboard(height: 300).layout(GeometryReader { proxy in
            let _ = insets.value = proxy.safeAreaInsets
            Color.clear
        })
        #expect(isClose(insets.value, EdgeInsets(top: 47, leading: 0, bottom: 300, trailing: 0)), "\(insets.value)")
    }
}
