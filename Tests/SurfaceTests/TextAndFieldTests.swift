import Testing
import ViewTree

/// `lineLimit`, `TextField` and `background(_:ignoresSafeAreaEdges:)`.
/// Text metric (Text.swift): 0.5 em per character, `.body` is 17 pt on 22-pt
/// lines, so a character is 8.5 wide and a 100-pt width holds 11 of them.
@MainActor @Suite struct TextAndFieldTests {
    static let forty = String(repeating: "a", count: 40)

    /// 40 characters at 11 per line: 4 lines (93.5 x 88); `lineLimit(2)`
    /// truncates to 2 (Apple: "a Text view truncates its content").
    @Test func lineLimitTruncates() {
        let result = phone.layout(VStack {
            Text(Self.forty).frame(width: 100).layoutTag("free")
            Text(Self.forty).lineLimit(2).frame(width: 100).layoutTag("two")
            Text(Self.forty).lineLimit(...3).frame(width: 100).layoutTag("three")
        })
        #expect(close(result.frame(of: "free")?.height, 88))
        #expect(close(result.frame(of: "two")?.height, 44))
        #expect(close(result.frame(of: "three")?.height, 66))
    }

    /// A lower bound makes text occupy that many lines even when it needs
    /// fewer (Apple, `lineLimit(_:)` with `PartialRangeFrom`: "that view
    /// expands to occupy the minimum number of lines"); `reservesSpace` too.
    @Test func lineLimitLowerBoundReservesLines() {
        let result = phone.layout(VStack {
            Text("Hi").lineLimit(3...).layoutTag("from")
            Text("Hi").lineLimit(2...5).layoutTag("range")
            Text("Hi").lineLimit(4, reservesSpace: true).layoutTag("reserved")
            Text(Self.forty).lineLimit(1...2).frame(width: 100).layoutTag("capped")
        })
        #expect(close(result.frame(of: "from")?.width, 17) && close(result.frame(of: "from")?.height, 66))
        #expect(close(result.frame(of: "range")?.width, 17) && close(result.frame(of: "range")?.height, 44))
        #expect(close(result.frame(of: "reserved")?.width, 17) && close(result.frame(of: "reserved")?.height, 88))
        #expect(close(result.frame(of: "capped")?.height, 44))
    }

    /// A line count below 1 is clamped with a diagnostic, never a crash.
    @Test func invalidLineLimitIsDiagnosed() {
        let result = phone.layout(Text("Hi").lineLimit(0).layoutTag("t"))
        #expect(close(result.frame(of: "t")?.height, 22))
        #expect(result.diagnostics.contains { $0.message.contains("lineLimit") })
    }

    /// A single-line field takes the offered width and one line of its font
    /// (22 for `.body`); asked its ideal size it is as wide as its
    /// placeholder ("Name": 4 x 8.5 = 34).
    @Test func textFieldSizes() {
        let result = phone.layout(VStack(spacing: 0) {
            TextField("Name", text: .constant("")).layoutTag("field")
            TextField("Name", text: .constant("")).fixedSize().layoutTag("ideal")
            TextField("Name", text: .constant(Self.forty)).frame(width: 100).layoutTag("long")
        })
        #expect(close(result.frame(of: "field")?.width, 390) && close(result.frame(of: "field")?.height, 22))
        #expect(close(result.frame(of: "ideal")?.width, 34) && close(result.frame(of: "ideal")?.height, 22))
        // A single-line field never wraps.
        #expect(close(result.frame(of: "long")?.width, 100) && close(result.frame(of: "long")?.height, 22))
    }

    /// A vertical field wraps its text within `lineLimit`'s bounds; beyond
    /// the upper bound it scrolls (Apple, `lineLimit(_:)`).
    @Test func verticalTextFieldGrowsWithinLineLimit() {
        let result = phone.layout(VStack(spacing: 0) {
            TextField("Notes", text: .constant(Self.forty), axis: .vertical).frame(width: 100).layoutTag("free")
            TextField("Notes", text: .constant(Self.forty), axis: .vertical).lineLimit(1...3).frame(width: 100).layoutTag("capped")
            TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(5...).frame(width: 100).layoutTag("reserved")
        })
        #expect(close(result.frame(of: "free")?.height, 88))
        #expect(close(result.frame(of: "capped")?.height, 66))
        #expect(close(result.frame(of: "reserved")?.height, 110))
    }

    /// The style background's drawn frame: the view's frame grown into the
    /// container safe area on the edges it touches (OpenSwiftUI
    /// `_BackgroundStyleModifier`; Apple's docs). The view's own frame stays.
    /// A 100-pt strip at the top of the safe area (y 47) draws from y 0.
    @Test func styleBackgroundExtendsIntoTheSafeArea() {
        func drawn(_ edges: Edge.Set?) -> (view: CGRect?, style: CGRect?) {
            let strip = Color.clear.frame(height: 100)
            let view = VStack(spacing: 0) {
                if let edges {
                    strip.background(.blue, ignoresSafeAreaEdges: edges).layoutTag("strip")
                } else {
                    strip.background(.blue).layoutTag("strip")
                }
                Spacer()
            }
            let result = phone.layout(view)
            let style = result.tree.allViews.first { $0.kind == "ShapeStyle background" }?.frame
            return (result.frame(of: "strip"), style)
        }
        let all = drawn(nil)
        #expect(close(all.view, rect(0, 47, 390, 100)))
        #expect(close(all.style, rect(0, 0, 390, 147)))
        #expect(close(drawn([]).style, rect(0, 47, 390, 100)))
        #expect(close(drawn(.bottom).style, rect(0, 47, 390, 100)))
        // `.background(Color.blue)` is the style form too, as in SwiftUI.
        let color = phone.layout(VStack(spacing: 0) { Color.clear.frame(height: 100).background(Color.blue); Spacer() })
        #expect(close(color.tree.allViews.first { $0.kind == "ShapeStyle background" }?.frame, rect(0, 0, 390, 147)))
    }

    /// A view away from the safe-area edges has no inset: its style stays in its frame.
    @Test func styleBackgroundAwayFromEdgesStaysInFrame() {
        let result = phone.layout(Text("Hello").padding().background(.blue))
        #expect(close(result.tree.allViews.first { $0.kind == "ShapeStyle background" }?.frame, DrawingOnlyTests.card))
    }
}
