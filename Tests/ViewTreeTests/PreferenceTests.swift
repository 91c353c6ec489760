import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Preferences, environment and state passes": preferences flow up;
// `reduce` combines siblings in order; an outer `.preference` on the same key
// replaces the values from inside; onPreferenceChange runs after a layout and
// the state it writes causes another pass.

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Measures its label with a background GeometryReader and sizes a bar
/// below it to the measured height on the next pass.
private struct MeasuredBar: View {
    @State var height: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("Hello")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                })
                .layoutTag("label")
            Color.red.frame(height: height).layoutTag("bar")
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}

@MainActor @Suite struct PreferenceTests {
    @Test func reduceCombinesSiblingsInOrder() {
        let names = Box<[String]>([])
        _ = phone.layout(
            VStack {
                Color.red.preference(key: NamesKey.self, value: ["a"])
                Color.blue.preference(key: NamesKey.self, value: ["b"])
                HStack {
                    Color.green.preference(key: NamesKey.self, value: ["c"])
                    Color.yellow.preference(key: NamesKey.self, value: ["d"])
                }
            }
            .onPreferenceChange(NamesKey.self) { names.value = $0 })
        #expect(names.value == ["a", "b", "c", "d"])
    }

    @Test func outerPreferenceReplacesInner() {
        let names = Box<[String]>([])
        _ = phone.layout(
            VStack {
                VStack {
                    Color.red.preference(key: NamesKey.self, value: ["inner1"])
                    Color.blue.preference(key: NamesKey.self, value: ["inner2"])
                }
                .preference(key: NamesKey.self, value: ["outer"])
                Color.green.preference(key: NamesKey.self, value: ["sibling"])
            }
            .onPreferenceChange(NamesKey.self) { names.value = $0 })
        #expect(names.value == ["outer", "sibling"])
    }

    @Test func noWriterGivesTheDefaultAndNoAction() {
        // The action runs when the value changed; with no writer the value
        // stays the default, so a second layout of the same host runs no action.
        let calls = Box(0)
        let host = LayoutHost(window: phone, rootView: Color.red.onPreferenceChange(NamesKey.self) { _ in calls.value += 1 })
        let first = host.layout()
        let second = host.layout()
        #expect(first.statistics.passes == 1)
        #expect(second.statistics.preferenceActions == 0)
        #expect(calls.value <= 1)
    }

    @Test func onPreferenceChangeWritesStateThatChangesLayoutOnTheNextPass() {
        // Pass 1: bar height 0; the label measures 22 (Text metric) and the
        // action sets height = 22. Pass 2: the bar is 22 tall; the value is
        // unchanged, so layout settles: passes == 2.
        // Final VStack: 390 x 44 (label 42.5 x 22, bar 390 x 22),
        // y0 = 47 + (763 - 44) / 2 = 406.5.
        let result = phone.layout(MeasuredBar())
        #expect(result.statistics.passes == 2)
        expectFrames(result, ["label": rect(173.75, 406.5, 42.5, 22), "bar": rect(0, 428.5, 390, 22)])
        #expect(!result.diagnostics.contains { $0.kind == .updateDidNotSettle })
    }
}

// MARK: The names the laid-out tree gives preference nodes and custom shapes

/// The runtime names these nodes after a type without `String(describing:)`
/// (its conformance lookups cost about 1.4 million instructions the first
/// time a type is named: BENCHMARKS.md, "Twelfth round (c)"); the names
/// must stay what `String(describing:)` prints.
@MainActor @Suite struct TypeNamedNodeKindTests {
    private struct NamedKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }
    private struct NamedAnchorKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    @Test func kindsNameTheTypesAsStringDescribingDoes() {
        let result = phone.layout(
            Wedge().frame(width: 10, height: 10)
                .preference(key: NamedKey.self, value: 1)
                .anchorPreference(key: NamedAnchorKey.self, value: .bounds) { $0 }
                .onPreferenceChange(NamedKey.self) { _ in })
        let kinds = Set(result.tree.allViews.map(\.kind))
        #expect(kinds.contains("preference(\(String(describing: NamedKey.self)))"), "\(kinds)")
        #expect(kinds.contains("onPreferenceChange(\(String(describing: NamedKey.self)))"), "\(kinds)")
        #expect(kinds.contains("anchorPreference(\(String(describing: NamedAnchorKey.self)))"), "\(kinds)")
        #expect(kinds.contains(String(describing: Wedge.self)), "\(kinds)")
    }
}
