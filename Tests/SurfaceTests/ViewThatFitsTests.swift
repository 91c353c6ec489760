import Testing
import ViewTree

@MainActor @Suite struct ViewThatFitsTests {
    /// Apple's rule: the first child whose ideal size fits is chosen. In a
    /// 100-wide frame the 150-wide child does not fit, the 80-wide one
    /// does: it is centred in the frame (x 150 + 10) and the first child
    /// has no frame.
    @Test func firstChildThatFitsIsChosen() {
        let view = ViewThatFits {
            Color.red.frame(width: 150, height: 20).layoutTag("wide")
            Color.blue.frame(width: 80, height: 20).layoutTag("narrow")
        }
        .frame(width: 100)
        let result = plainWindow.layout(view)
        #expect(close(result.frame(of: "narrow"), rect(160, 390, 80, 20)))
        #expect(result.frame(of: "wide") == nil)
    }

    /// No child fits: the last one is chosen (Apple's documentation).
    @Test func lastChildWhenNoneFits() {
        let view = ViewThatFits {
            Color.red.frame(width: 150, height: 20).layoutTag("first")
            Color.blue.frame(width: 120, height: 30).layoutTag("last")
        }
        .frame(width: 100)
        let result = plainWindow.layout(view)
        #expect(result.frame(of: "first") == nil)
        // The 120-wide child overflows the 100 frame, centred: x 150 - 10.
        #expect(close(result.frame(of: "last"), rect(140, 385, 120, 30)))
    }

    /// Constrained to the vertical axis only, a too-wide child still fits:
    /// its width is not compared.
    @Test func onlyTheConstrainedAxesAreCompared() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 150, height: 20).layoutTag("wide")
            Color.blue.frame(width: 80, height: 20).layoutTag("narrow")
        }
        .frame(width: 100)
        let result = plainWindow.layout(view)
        #expect(close(result.frame(of: "wide"), rect(125, 390, 150, 20)))
        #expect(result.frame(of: "narrow") == nil)
    }

    /// A flexible child's ideal width is its size under a nil proposal: a
    /// Text's single line. A long line does not fit 100 pt, a short one does.
    @Test func textFallsBackToTheShortOne() {
        let view = ViewThatFits {
            Text("This is some text that I would like to display to the user!").layoutTag("long")
            Text("Short").layoutTag("short")
        }
        .frame(width: 100)
        let result = plainWindow.layout(view)
        #expect(result.frame(of: "long") == nil)
        #expect(result.frame(of: "short") != nil)
    }
}
