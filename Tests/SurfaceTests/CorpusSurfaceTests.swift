import Testing
import ViewTree

enum FoodCategory: String, CaseIterable { case fruits, vegetables, meats }

@MainActor @Suite struct CorpusSurfaceTests {
    /// `List(_:id:selection:)` lays out its rows like `List(_:id:)`: plain
    /// rows inset 20 horizontally and 11 vertically, at least 44 tall
    /// (List.swift's row metrics), from the top of the safe area (47).
    @Test func listWithKeyPathAndSelection() {
        struct Screen: View {
            @State var selected: FoodCategory? = nil
            @State var many = Set<String>()
            var body: some View {
                VStack(spacing: 0) {
                    List(FoodCategory.allCases, id: \.rawValue, selection: $selected) { category in
                        Color.red.frame(height: 22).layoutTag(category.rawValue)
                    }
                    List(["a"], id: \.self, selection: $many) { item in Text(item) }
                }
                .navigationDestination(item: $selected) { category in Text(category.rawValue) }
            }
        }
        // The default (inset-grouped) style on iOS 17: a 35-pt top margin,
        // content 20 + 20 in a 390-pt-wide list (Docs/LayoutRules.md, "List").
        expectFrames(Screen(), in: phone17, ["fruits": rect(40, 93, 310, 22), "vegetables": rect(40, 137, 310, 22)])
    }

    /// `Color(#colorLiteral(...))` is a colour (the components become its
    /// name, the alpha its opacity) and fills its proposal like any colour.
    @Test func colorLiteral() {
        let color = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(color.name == "rgb(255,0,0)" && color.opacityValue == 0.5)
        expectFrames(color.frame(width: 30, height: 20).layoutTag("c"), in: plainWindow, ["c": rect(185, 390, 30, 20)])
    }

    /// A stroke style with SwiftUI's full initializer; drawing-only.
    @Test func strokeStyleKeepsItsParameters() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [2, 1])
        #expect(style.lineCap == .round && style.lineJoin == .bevel && style.miterLimit == 10)
        expectFrames(Circle().trim(from: 0, to: 0.5).stroke(style: style).frame(width: 50, height: 50).layoutTag("c"),
                     in: plainWindow, ["c": rect(175, 375, 50, 50)])
    }
}
