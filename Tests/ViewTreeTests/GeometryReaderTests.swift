import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "GeometryReader": GeometryReader takes the whole proposal and
// places its child at top-leading; its proxy's safeAreaInsets is resolved on
// the reader's own rect; at the root (in the safe rect) it is the device insets.

@MainActor @Suite struct GeometryReaderTests {
    @Test func sizeIsTheProposal() {
        let size = Box(CGSize.zero)
        expectFrames(
            GeometryReader { proxy in
                let _ = size.value = proxy.size
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).layoutTag("child")
            }.layoutTag("reader"),
            // Child 195 x 190.75 at the reader's top-leading corner (0, 47).
            ["reader": rect(0, 47, 390, 763), "child": rect(0, 47, 195, 190.75)])
        #expect(size.value == CGSize(width: 390, height: 763))
    }

    @Test func childPlacedTopLeading() {
        expectFrames(
            GeometryReader { _ in Text("Hi").layoutTag("text") },
            ["text": rect(0, 47, 17, 22)])
    }

    @Test func safeAreaInsetsAtTheRootAreTheDeviceInsets() {
        let insets = Box(EdgeInsets())
        _ = phone.layout(GeometryReader { proxy in
            let _ = insets.value = proxy.safeAreaInsets
            Color.clear
        })
        #expect(isClose(insets.value, EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)), "\(insets.value)")
    }

    @Test func safeAreaInsetsOnOtherDevices() {
        let insets = Box(EdgeInsets())
        let reader = GeometryReader { proxy in
            let _ = insets.value = proxy.safeAreaInsets
            Color.clear
        }
        _ = Window.iPhone15Pro.layout(reader)
        #expect(isClose(insets.value, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)), "\(insets.value)")
        _ = Window.iPhone13Landscape.layout(reader)
        #expect(isClose(insets.value, EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)), "\(insets.value)")
    }

    @Test func safeAreaInsetsZeroWhenIgnoringOrInside() {
        // Ignoring the safe area: the reader fills the window, nothing to grow.
        let ignoring = Box(EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0))
        _ = phone.layout(GeometryReader { proxy in
            let _ = ignoring.value = proxy.safeAreaInsets
            Color.clear
        }.ignoresSafeArea())
        #expect(isClose(ignoring.value, EdgeInsets()), "\(ignoring.value)")
        // Padded 10 inside the safe rect: every edge is strictly inside -> 0 (Docs/LayoutRules.md, "GeometryReader").
        let inside = Box(EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0))
        _ = phone.layout(GeometryReader { proxy in
            let _ = inside.value = proxy.safeAreaInsets
            Color.clear
        }.padding(10))
        #expect(isClose(inside.value, EdgeInsets()), "\(inside.value)")
    }

    @Test func frameInGlobalAndLocal() {
        let global = Box(CGRect.zero), local = Box(CGRect.zero)
        _ = phone.layout(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                let _ = global.value = proxy.frame(in: .global)
                let _ = local.value = proxy.frame(in: .local)
                Color.clear
            }
        })
        // The reader is below the 100-pt row: (0, 147, 390, 663) in the window.
        #expect(global.value.isClose(to: rect(0, 147, 390, 663), tolerance: 0.34), "\(global.value)")
        #expect(local.value == rect(0, 0, 390, 663), "\(local.value)")
    }

    @Test func nilProposalGivesTen() {
        // Docs/LayoutRules.md, "GeometryReader": 10 for a nil dimension, so
        // in a vertical ScrollView a reader is 10 tall (fatbobman,
        // "GeometryReader: Blessing or Curse?", iOS 17; OpenSwiftUI
        // GeometryReader.swift, 6.5: the parent sizes the reader with the
        // default layout, 10). The old expectation (0) read the reader's
        // inner root as its size.
        expectFrames(
            ScrollView { GeometryReader { _ in Color.red.layoutTag("content") }.layoutTag("reader") },
            ["reader": rect(0, 47, 390, 10), "content": rect(0, 47, 390, 10)])
        // The same on the oldest simulated version: no source shows another value.
        expectFrames(
            ScrollView { GeometryReader { _ in Color.red }.layoutTag("reader") },
            in: phone.withOSVersion(OSVersion(13)),
            ["reader": rect(0, 47, 390, 10)])
    }
}
