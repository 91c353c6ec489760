import Foundation
import Testing
@testable import ViewTree

// `LayoutResult` keeps the first frame of each tag in `TagFrames`: up to 16
// tags one array searched in order, more also indexed by a dictionary. Both
// forms must answer `frame(of:)` with the first frame of a repeated tag and
// `frames(of:)` with every frame in tree order.

@MainActor @Suite struct TagFramesTests {
    /// `count` rows of 10 points in a spacing-0 VStack, row i tagged "t<i>",
    /// then one more row tagged "t3" again.
    private func rows(_ count: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in
                Color.red.frame(height: 10).layoutTag("t\(i)")
            }
            Color.blue.frame(height: 10).layoutTag("t3")
        }
    }

    @Test(arguments: [5, 16, 40])
    func firstFrameAndRepeatedFrames(count: Int) throws {
        let result = Window.iPhone13.layout(rows(count))
        #expect(result.tags.count == count)
        #expect(result.tags == (0..<count).map { "t\($0)" }.sorted())
        let first = try #require(result.frame(of: "t0"))
        // Rows stack at 10-point steps (a spacing-0 VStack of fixed heights).
        let third = try #require(result.frame(of: "t3"))
        #expect(abs(third.minY - first.minY - 30) <= 0.34)
        // The repeated tag: `frame(of:)` keeps the first frame, `frames(of:)`
        // has both, the second `count` rows below the first.
        let both = result.frames(of: "t3")
        #expect(both.count == 2)
        #expect(both.first == third)
        #expect(abs(both[1].minY - first.minY - 10 * CGFloat(count)) <= 0.34)
        #expect(result.frames(of: "t\(count - 1)").count == 1)
        #expect(result.frame(of: "missing") == nil)
        #expect(result.frames(of: "missing").isEmpty)
    }
}
