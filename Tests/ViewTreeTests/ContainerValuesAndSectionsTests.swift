import Foundation
import Testing
@testable import ViewTree

// Container values and sections (iOS 18). The rules are Apple's
// documentation of `ContainerValues` ("Container values you set on a given
// view affect only that view ... container values are unaffected by views
// that aren't containers ... values do not escape the container"; "the
// outermost" writer wins, as no merging happens), of `SectionConfiguration`
// ("Only explicitly created sections are able to have container values")
// and of `ForEach(sections:content:)`. Frames are compared with the same
// views written out by hand.

private enum WeightKey: ContainerValueKey {
    static let defaultValue = 0
}

extension ContainerValues {
    fileprivate var weight: Int {
        get { self[WeightKey.self] }
        set { self[WeightKey.self] = newValue }
    }
}

private let window = Window.iPhone13

/// What a transform saw (the transforms run during layout, on this actor).
private final class Seen {
    var values: [Int] = []
    var sections: [(header: Int, content: Int, footer: Int, weight: Int)] = []
}

/// Places each subview at x = 10 x its weight (a custom layout reading
/// `LayoutSubview.containerValues`).
private struct WeightedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview.containerValues.weight) * 10, y: bounds.minY),
                          proposal: .unspecified)
        }
    }
}

@MainActor @Suite struct ContainerValuesTests {
    @Test func aContainerReadsEachSubviewsValue() {
        // Each subview padded on the leading side by its weight: the same
        // frames as the padding written by hand.
        let viaValues = window.layout(HStack(spacing: 0) {
            ForEach(subviews: Group {
                Color.red.frame(width: 10, height: 10).layoutTag("a").containerValue(\.weight, 3)
                Color.blue.frame(width: 10, height: 10).layoutTag("b")
            }) { subview in
                subview.padding(.leading, CGFloat(subview.containerValues.weight))
            }
        })
        let byHand = window.layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).layoutTag("a").padding(.leading, 3)
            Color.blue.frame(width: 10, height: 10).layoutTag("b").padding(.leading, 0)
        })
        #expect(viaValues.diagnostics.isEmpty, "\(viaValues.diagnostics)")
        for tag in ["a", "b"] { #expect(viaValues.frame(of: tag) == byHand.frame(of: tag), "\(tag)") }
        // 23 wide, centred: x (390 - 23) / 2 = 183.5 on the 1/3-pt pixel
        // grid (183 2/3), + 3 for "a".
        #expect(abs((viaValues.frame(of: "a")?.minX ?? 0) - (183 + 2.0 / 3 + 3)) < 0.001)
    }

    @Test func valuesPassModifiersTheOutermostWinsAndAContainerDropsThem() {
        let seen = Seen()
        _ = window.layout(Group(subviews: Group {
            Text("A").containerValue(\.weight, 1).padding()
            Text("B").containerValue(\.weight, 1).containerValue(\.weight, 2)
            VStack { Text("C").containerValue(\.weight, 3) }
            Text("D").containerValue(\.weight, 4).background(Color.red)
            Text("E")
        }) { subviews in
            let _ = seen.values = subviews.map(\.containerValues.weight)
            subviews
        })
        #expect(seen.values == [1, 2, 0, 4, 0])
    }

    @Test func aLayoutReadsItsSubviewsValues() {
        let result = window.layout(WeightedLayout {
            Color.red.frame(width: 5, height: 5).layoutTag("zero")
            Color.red.frame(width: 5, height: 5).layoutTag("two").containerValue(\.weight, 2)
        }.layoutTag("layout"))
        let origin = result.frame(of: "layout")?.origin ?? .zero
        #expect(result.frame(of: "zero")?.minX == origin.x)
        #expect(result.frame(of: "two")?.minX == origin.x + 20)
    }

    @Test func containerValueIsIOS18() {
        let old = window.withOSVersion(.iOS17).layout(Text("A").containerValue(\.weight, 1))
        #expect(old.diagnostics.map(\.message) == ["'containerValue(_:_:)' is only available in iOS 18.0 or newer"])
    }
}

@MainActor @Suite struct SectionsTests {
    /// A header, two rows and a footer; loose views; a section with a value.
    private var content: some View {
        Group {
            Section {
                Text("A").layoutTag("a")
                Text("B").layoutTag("b")
            } header: {
                Text("H").layoutTag("h")
            } footer: {
                Text("F").layoutTag("f")
            }
            Text("loose").layoutTag("l")
            Text("loose 2").layoutTag("l2")
            Section("Two") { Text("C").layoutTag("c").containerValue(\.weight, 1) }.containerValue(\.weight, 7)
        }
    }

    @Test func sectionsAndTheImplicitSectionsBetweenThem() {
        let seen = Seen()
        let result = window.layout(Group(sections: content) { sections in
            let _ = seen.sections = sections.map { ($0.header.count, $0.content.count, $0.footer.count, $0.containerValues.weight) }
            let _ = seen.values = sections.flatMap { $0.content.map(\.containerValues.weight) }
            VStack(spacing: 0) { ForEach(sections) { section in section.content } }
        })
        // Three sections: the explicit one (1 header, 2 rows, 1 footer), the
        // two loose views as one implicit section (no values), and "Two"
        // (its title as header) with the section's value 7; the row's own
        // value stays the row's.
        #expect(seen.sections.map(\.header) == [1, 0, 1])
        #expect(seen.sections.map(\.content) == [2, 2, 1])
        #expect(seen.sections.map(\.footer) == [1, 0, 0])
        #expect(seen.sections.map(\.weight) == [0, 0, 7])
        #expect(seen.values == [0, 0, 0, 0, 1])
        // Only the content is placed: headers and footers are not laid out.
        #expect(result.frame(of: "h") == nil && result.frame(of: "f") == nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func forEachSectionLaysOutAsWrittenByHand() {
        // Each section as an HStack of its header and its rows (stacked),
        // indented by the section's value.
        let viaSections = window.layout(VStack(spacing: 0) {
            ForEach(sections: content) { section in
                HStack(spacing: 0) {
                    section.header
                    VStack(spacing: 0) { section.content }
                    section.footer
                }
                .padding(.leading, CGFloat(section.containerValues.weight))
            }
        })
        let byHand = window.layout(VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("H").layoutTag("h")
                VStack(spacing: 0) { Text("A").layoutTag("a"); Text("B").layoutTag("b") }
                Text("F").layoutTag("f")
            }.padding(.leading, 0)
            HStack(spacing: 0) {
                VStack(spacing: 0) { Text("loose").layoutTag("l"); Text("loose 2").layoutTag("l2") }
            }.padding(.leading, 0)
            HStack(spacing: 0) {
                Text("Two")
                VStack(spacing: 0) { Text("C").layoutTag("c") }
            }.padding(.leading, 7)
        })
        #expect(viaSections.diagnostics.isEmpty, "\(viaSections.diagnostics)")
        for tag in ["h", "a", "b", "f", "l", "l2", "c"] {
            #expect(viaSections.frame(of: tag) != nil && viaSections.frame(of: tag) == byHand.frame(of: tag), "\(tag)")
        }
    }

    @Test func aModifierOnASectionReachesEachOfItsRows() {
        // `Section { ... }.listRowInsets(...)`: as on a Group, each row gets
        // it (plain list: rows at the list's leading edge, 44 pt apart).
        expectFrames(List {
            Section {
                Text("A").layoutTag("a")
                Text("B").layoutTag("b")
            }
            .listRowInsets(EdgeInsets())
        }.listStyle(.plain), in: window.withOSVersion(.iOS17), ["a": rect(0, 58, 8.5, 22), "b": rect(0, 102, 8.5, 22)])
    }

    @Test func bothAreIOS18() {
        let forEach = window.withOSVersion(.iOS17).layout(ForEach(sections: Text("A")) { $0.content })
        #expect(forEach.diagnostics.map(\.message) == ["'init(sections:content:)' is only available in iOS 18.0 or newer"])
        let group = window.withOSVersion(.iOS17).layout(Group(sections: Text("A")) { _ in EmptyView() })
        #expect(group.diagnostics.map(\.message) == ["'init(sections:transform:)' is only available in iOS 18.0 or newer"])
    }
}
