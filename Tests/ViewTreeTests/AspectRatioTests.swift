import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "aspectRatio": aspectRatio fits/fills the ratio inside the
// proposal (scale = min/max of p / r, child centred).
// Root proposal 390 x 763 in (0, 47, 390, 763).

@MainActor @Suite struct AspectRatioTests {
    @Test func fitInsideTheProposal() {
        // Ratio 2: scale = min(390 / 2, 763) = 195 -> 390 x 195;
        // centred: y = 47 + (763 - 195) / 2 = 331.
        expectFrames(
            Color.red.layoutTag("color").aspectRatio(2, contentMode: .fit).layoutTag("ratio"),
            ["ratio": rect(0, 331, 390, 195), "color": rect(0, 331, 390, 195)])
    }

    @Test func fillCoversTheProposal() {
        // scale = max(195, 763) = 763 -> 1526 x 763; centred: x = (390 - 1526) / 2 = -568.
        expectFrames(
            Color.red.aspectRatio(2, contentMode: .fill).layoutTag("ratio"),
            ["ratio": rect(-568, 47, 1526, 763)])
    }

    @Test func sizeRatio() {
        // CGSize(3, 4) = 0.75: scale = min(390 / 0.75 = 520, 763) = 520 -> 390 x 520;
        // y = 47 + (763 - 520) / 2 = 168.5.
        expectFrames(
            Color.red.aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit).layoutTag("ratio"),
            ["ratio": rect(0, 168.5, 390, 520)])
    }

    @Test func nilRatioUsesTheIdealSize() {
        // The child's ideal size (proposal nil x nil) is its frame's ideal
        // 200 x 100, ratio 2: as the ratio-2 fit above -> 390 x 195.
        expectFrames(
            Color.red.frame(idealWidth: 200, idealHeight: 100).scaledToFit().layoutTag("ratio"),
            ["ratio": rect(0, 331, 390, 195)])
        expectFrames(
            Color.red.frame(idealWidth: 200, idealHeight: 100).scaledToFill().layoutTag("ratio"),
            ["ratio": rect(-568, 47, 1526, 763)])
    }

    @Test func oneNilDimensionUsesTheOther() {
        // In a ScrollView the height is nil: fit from the width alone -> 390 x 195,
        // at the top of the content.
        expectFrames(
            ScrollView { Color.red.aspectRatio(2, contentMode: .fit).layoutTag("ratio") },
            ["ratio": rect(0, 47, 390, 195)])
    }

    @Test func childSmallerThanRatioIsCentred() {
        // The child picks its size inside the ratio box: Text "Hello" (42.5 x 22)
        // is proposed 390 x 195 but stays 42.5 x 22, centred at the root.
        expectFrames(
            Text("Hello").aspectRatio(2, contentMode: .fit).layoutTag("ratio"),
            ["ratio": rect(173.75, 417.5, 42.5, 22)])
    }
}
