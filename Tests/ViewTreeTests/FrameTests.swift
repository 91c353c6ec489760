import Foundation
import Testing
@testable import ViewTree

// Root: proposed 390 x 763, centred in (0, 47, 390, 763).
// Text("Hello"): 5 x 8.5 = 42.5 wide, 22 tall (Text.swift metric).
// Rules: Docs/LayoutRules.md, "Fixed frame" and "Flexible frame".

@MainActor @Suite struct FrameTests {
    @Test func fixedFrameBothDimensions() {
        // 100 x 50, centred: x = 145, y = 47 + (763 - 50) / 2 = 403.5.
        expectFrames(
            Color.red.layoutTag("color").frame(width: 100, height: 50).layoutTag("frame"),
            ["frame": rect(145, 403.5, 100, 50), "color": rect(145, 403.5, 100, 50)])
    }

    @Test func fixedWidthOnlyTakesChildHeight() {
        // Height not fixed: the child is proposed 763 and the frame reports it.
        expectFrames(
            Color.red.frame(width: 100).layoutTag("frame"),
            ["frame": rect(145, 47, 100, 763)])
    }

    @Test func fixedFrameReportsItsSizeWhateverTheChildPicks() {
        // Text picks 42.5 x 22 inside a 200 x 100 frame; aligned .topLeading.
        // Frame: x = 95, y = 47 + (763 - 100) / 2 = 378.5.
        expectFrames(
            Text("Hello").layoutTag("text").frame(width: 200, height: 100, alignment: .topLeading).layoutTag("frame"),
            ["frame": rect(95, 378.5, 200, 100), "text": rect(95, 378.5, 42.5, 22)])
    }

    @Test func childOverflowsAndIsCentred() {
        // A 100 x 100 child in a 50 x 50 frame: centred, overflowing by 25 each side.
        expectFrames(
            Color.red.frame(width: 100, height: 100).layoutTag("inner").frame(width: 50, height: 50).layoutTag("outer"),
            ["outer": rect(170, 403.5, 50, 50), "inner": rect(145, 378.5, 100, 100)])
    }

    @Test func childOverflowsWithAlignment() {
        // .bottomTrailing: the child's bottom-trailing corner on the frame's.
        expectFrames(
            Color.red.frame(width: 100, height: 100).layoutTag("inner")
                .frame(width: 50, height: 50, alignment: .bottomTrailing).layoutTag("outer"),
            ["outer": rect(170, 403.5, 50, 50), "inner": rect(120, 353.5, 100, 100)])
    }

    @Test func maxWidthInfinityTakesTheProposal() {
        // Only max: min(inf, max(proposal 390, child 42.5)) = 390; height: the child's 22.
        // y = 47 + (763 - 22) / 2 = 417.5; text centred: x = (390 - 42.5) / 2.
        expectFrames(
            Text("Hello").layoutTag("text").frame(maxWidth: .infinity).layoutTag("frame"),
            ["frame": rect(0, 417.5, 390, 22), "text": rect(173.75, 417.5, 42.5, 22)])
    }

    @Test func maxWidthInfinityWithLeadingAlignment() {
        expectFrames(
            Text("Hello").layoutTag("text").frame(maxWidth: .infinity, alignment: .leading),
            ["text": rect(0, 417.5, 42.5, 22)])
    }

    @Test func maxWidthInfinityWithNilProposalHugs() {
        // In ScrollView(.horizontal) the width proposal is nil: the child is
        // proposed nil (its ideal 42.5) and the frame takes it (Docs/LayoutRules.md, "Flexible frame": with
        // p = nil the result is c). The scroll view hugs its 22-pt content:
        // y = 47 + (763 - 22) / 2 = 417.5.
        expectFrames(
            ScrollView(.horizontal) {
                Text("Hello").frame(maxWidth: .infinity).layoutTag("frame")
            },
            ["frame": rect(0, 417.5, 42.5, 22)])
    }

    @Test func maxSmallerThanProposalClamps() {
        // Only max 200: min(200, max(390, c)) = 200.
        expectFrames(
            Color.red.frame(maxWidth: 200, maxHeight: 100).layoutTag("frame"),
            ["frame": rect(95, 378.5, 200, 100)])
    }

    @Test func minWidthGrowsASmallChild() {
        // Only min 100: max(100, min(child 42.5, proposal 390)) = 100.
        expectFrames(
            Text("Hello").layoutTag("text").frame(minWidth: 100).layoutTag("frame"),
            ["frame": rect(145, 417.5, 100, 22), "text": rect(173.75, 417.5, 42.5, 22)])
    }

    @Test func minWidthLargerThanProposalOverflows() {
        // The child is proposed clamp(390, min 500) = 500; the frame is
        // max(500, min(500, 390)) = 500; centred: x = (390 - 500) / 2 = -55.
        expectFrames(
            Color.red.frame(minWidth: 500).layoutTag("frame"),
            ["frame": rect(-55, 47, 500, 763)])
    }

    @Test func minAndMaxClampTheProposal() {
        // Both set: clamp(390, 100, 200) = 200 whatever the child (Docs/LayoutRules.md, "Flexible frame").
        expectFrames(
            Text("Hello").layoutTag("text").frame(minWidth: 100, maxWidth: 200).layoutTag("frame"),
            ["frame": rect(95, 417.5, 200, 22), "text": rect(173.75, 417.5, 42.5, 22)])
        expectFrames(
            Color.red.frame(minWidth: 100, maxWidth: 200, minHeight: 10, maxHeight: 1000).layoutTag("frame"),
            ["frame": rect(95, 47, 200, 763)])
    }

    @Test func idealSizeUsedForNilProposal() {
        // fixedSize proposes nil: the frame takes its ideal 120 x 80 and proposes
        // it to the child. Centred: x = 135, y = 47 + (763 - 80) / 2 = 388.5.
        expectFrames(
            Color.red.layoutTag("color").frame(idealWidth: 120, idealHeight: 80).layoutTag("frame").fixedSize(),
            ["frame": rect(135, 388.5, 120, 80), "color": rect(135, 388.5, 120, 80)])
    }

    @Test func idealSizeIgnoredForConcreteProposal() {
        // No min/max and a concrete proposal: the child's size (390 x 763).
        expectFrames(
            Color.red.frame(idealWidth: 120).layoutTag("frame"),
            ["frame": rect(0, 47, 390, 763)])
    }

    @Test func invalidFixedDimensionIsDroppedWithADiagnostic() {
        // A negative fixed width is invalid (SwiftUI logs "Invalid frame
        // dimension"); that axis behaves as unconstrained.
        let result = phone.layout(Color.red.frame(width: -10, height: 50).layoutTag("frame"))
        expectFrames(result, ["frame": rect(0, 403.5, 390, 50)])
        #expect(result.diagnostics.contains { $0.kind == .invalidDimension })
    }
}
