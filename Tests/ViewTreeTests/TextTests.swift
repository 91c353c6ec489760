import Foundation
import Testing
@testable import ViewTree

// The documented text metric (Text.swift; DocC "How the model differs from SwiftUI"): every character is 0.5 em
// wide, lines are the font's line height (HIG "Large" sizes: body 17/22,
// largeTitle 34/41, system(size:) line = round(1.2 x size)), text wraps at
// word boundaries when the proposed width is smaller than one line (a word
// longer than a line between characters), and lines beyond the proposed
// height are truncated (at least one is kept).

@MainActor @Suite struct TextTests {
    @Test func oneLineIdealSize() {
        // 5 x 8.5 = 42.5 x 22, centred: (173.75, 417.5).
        expectFrames(Text("Hello").layoutTag("text"), ["text": rect(173.75, 417.5, 42.5, 22)])
    }

    @Test func fontChangesTheMetric() {
        // largeTitle: 5 x 17 = 85 x 41; y = 47 + (763 - 41) / 2 = 408.
        expectFrames(Text("Hello").font(.largeTitle).layoutTag("text"), ["text": rect(152.5, 408, 85, 41)])
        // system(size: 20): 3 x 10 = 30 wide, line round(24) = 24; y = 47 + 369.5.
        expectFrames(Text("abc").font(.system(size: 20)).layoutTag("text"), ["text": rect(180, 416.5, 30, 24)])
    }

    // Issue 28: SwiftUI's text system breaks lines between words; a word
    // is broken only when it does not fit a line alone (Docs/LayoutRules.md,
    // "Text metric").
    @Test func wrapsAtWordBoundaries() {
        // "Hello wonderful world" (21 characters) in 100 pt: 11 characters a
        // line. "Hello " | "wonderful " | "world": 3 lines, the longest 9
        // characters (76.5 pt; trailing spaces hang): 76.5 x 66. Breaking
        // between characters gave 2 lines of 11 (93.5 x 44).
        let text = TextLayout(content: "Hello wonderful world", characters: 21, font: .body)
        #expect(text.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 76.5, height: 66))
        // Wide enough: one line, as before.
        #expect(text.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 178.5, height: 22))
    }

    @Test func aWordLongerThanALineIsBrokenBetweenCharacters() {
        // 60 pt: 7 characters a line. "a " | "superca" "lifragi" "listic " | "b":
        // 5 lines, the longest 7 characters: 59.5 x 110.
        let content = "a supercalifragilistic b"
        let text = TextLayout(content: content, characters: content.count, font: .body)
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: nil)) == CGSize(width: 59.5, height: 110))
    }

    @Test func wrapsAtCharacterBoundaries() {
        // Width 100: floor(100 / 8.5) = 11 characters a line (93.5 pt);
        // 50 characters -> ceil(50 / 11) = 5 lines -> 93.5 x 110.
        // frame(width: 100) takes the text's 110: y = 47 + (763 - 110) / 2 = 373.5;
        // text centred in the frame: x = 145 + 3.25.
        expectFrames(
            Text(letters(50)).layoutTag("text").frame(width: 100).layoutTag("frame"),
            ["frame": rect(145, 373.5, 100, 110), "text": rect(148.25, 373.5, 93.5, 110)])
    }

    @Test func linesBeyondTheHeightAreTruncated() {
        // Height 50: floor(50 / 22) = 2 lines -> 93.5 x 44, centred in the
        // 100 x 50 frame at (145, 403.5).
        expectFrames(
            Text(letters(50)).layoutTag("text").frame(width: 100, height: 50),
            ["text": rect(148.25, 406.5, 93.5, 44)])
    }

    @Test func atLeastOneLineIsKept() {
        // Height 10 < one line: one line (22) is kept and overflows the frame
        // at (145, 423.5, 100, 10): y = 423.5 + (10 - 22) / 2 = 417.5.
        expectFrames(
            Text(letters(50)).layoutTag("text").frame(width: 100, height: 10),
            ["text": rect(148.25, 417.5, 93.5, 22)])
    }

    @Test func emptyTextIsZeroSized() {
        expectFrames(Text("").layoutTag("text"), ["text": rect(195, 428.5, 0, 0)])
    }

    @Test func zeroWidthKeepsOneCharacterALine() {
        // Proposed 0 wide: one character a line (8.5), 3 lines.
        expectFrames(
            Text("abc").layoutTag("text").frame(width: 0),
            ["text": rect(190.75, 395.5, 8.5, 66)])
    }

    @Test func verbatimAndButtonLabel() {
        // Text(verbatim:) measures the same; a Button lays out its label.
        expectFrames(Text(verbatim: "Hello").layoutTag("text"), ["text": rect(173.75, 417.5, 42.5, 22)])
        expectFrames(Button("Continue") {}.layoutTag("button"), ["button": rect(161, 417.5, 68, 22)])
    }
}
