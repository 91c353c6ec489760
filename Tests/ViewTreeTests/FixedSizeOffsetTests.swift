import Foundation
import Testing
@testable import ViewTree

// fixedSize proposes nil (the ideal) on the fixed axes; offset moves the
// drawn view, not its layout frame (FixedSizeLayout.swift, OffsetLayout.swift; objc.io "Thinking
// in SwiftUI"). Root: (0, 47, 390, 763).

@MainActor @Suite struct FixedSizeOffsetTests {
    @Test func fixedSizeTextTakesItsIdealWidthAndOverflows() {
        // 60 characters: 510 x 22 whatever the proposal; centred: x = (390 - 510) / 2.
        expectFrames(
            Text(letters(60)).fixedSize().layoutTag("text"),
            ["text": rect(-60, 417.5, 510, 22)])
    }

    @Test func fixedSizeInsideANarrowFrame() {
        // The frame is 100 wide; the fixed text is still 510 and centred on it.
        expectFrames(
            Text(letters(60)).fixedSize().layoutTag("text").frame(width: 100).layoutTag("frame"),
            ["frame": rect(145, 417.5, 100, 22), "text": rect(-60, 417.5, 510, 22)])
    }

    @Test func fixedSizeVerticalOnly() {
        // Proposal (100, 30) -> the text gets (100, nil): 11 a line, 6 lines:
        // 93.5 x 132 (without fixedSize: 1 line). Centred in the 100 x 30 frame
        // at (145, 413.5): y = 413.5 + (30 - 132) / 2 = 362.5.
        expectFrames(
            Text(letters(60)).fixedSize(horizontal: false, vertical: true).layoutTag("text")
                .frame(width: 100, height: 30).layoutTag("frame"),
            ["frame": rect(145, 413.5, 100, 30), "text": rect(148.25, 362.5, 93.5, 132)])
    }

    @Test func fixedSizeColorIsTen() {
        // A color's ideal size is 10 x 10 (nil -> 10).
        expectFrames(Color.red.fixedSize().layoutTag("color"), ["color": rect(190, 423.5, 10, 10)])
    }

    @Test func offsetMovesTheDrawnViewOnly() {
        expectFrames(
            Color.red.frame(width: 100, height: 100).layoutTag("drawn").offset(x: 20, y: -10).layoutTag("layout"),
            ["layout": rect(145, 378.5, 100, 100), "drawn": rect(165, 368.5, 100, 100)])
    }

    @Test func offsetDoesNotMoveSiblings() {
        // VStack(spacing: 0) of two 50-pt rows: 100 tall, y0 = 378.5. The first
        // is drawn 50 lower; the second keeps its place.
        expectFrames(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50).layoutTag("moved").offset(CGSize(width: 0, height: 50))
                Color.blue.frame(width: 100, height: 50).layoutTag("sibling")
            },
            ["moved": rect(145, 428.5, 100, 50), "sibling": rect(145, 428.5, 100, 50)])
    }
}
