import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Alignment guides": custom guides (`AlignmentID`),
// explicit guides (`alignmentGuide(_:computeValue:)`) and how layouts pass
// them up. The rules are SwiftUI's audited algorithms (OpenSwiftUI
// StackLayout.swift `placeChildren1`, ZStack.swift `placeSubviews`,
// FrameLayout.swift `commonPlacement`, OverlayModifier.swift
// `SecondaryLayerGeometryQuery`, UnaryLayoutView.swift and Layout.swift
// `explicitAlignment`, AlignmentGuide.swift `FrameAlignment`) and Apple's
// "Aligning views across stacks". Root views sit centred in the iPhone 13's
// safe area: x = 195 - w / 2, y = 428.5 - h / 2.

extension VerticalAlignment {
    /// Apple's `AlignmentID` example: a third of the height by default.
    enum FirstThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    }
    static let firstThird = VerticalAlignment(FirstThird.self)

    /// Apple's "Aligning views across stacks" guide: the bottom by default.
    enum ImageTitle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
    }
    static let imageTitle = VerticalAlignment(ImageTitle.self)
}

/// A custom guide whose default is not finite (bad input).
private enum Unbounded: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { .infinity }
}

/// A custom guide whose default reads itself (bad input: unbounded
/// recursion in SwiftUI).
private enum SelfReading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[VerticalAlignment(SelfReading.self)] + context.height / 2
    }
}

/// Two custom guides whose defaults read each other (bad input).
private enum PingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment(PongGuide.self)] + 1 }
}
private enum PongGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment(PingGuide.self)] + 1 }
}

/// Two guides whose defaults each read the other six times (bad input: a
/// cycle cut only at depth 8 cost 6^8 calls, 44 s, before it was cut at its
/// first repeat).
private enum BranchA: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        (0..<6).reduce(0) { sum, _ in sum + context[HorizontalAlignment(BranchB.self)] }
    }
}
private enum BranchB: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        (0..<6).reduce(0) { sum, _ in sum + context[HorizontalAlignment(BranchA.self)] } + 1
    }
}

/// Dimensions a `computeValue` closure kept past its layout.
@MainActor private var keptDimensions: ViewDimensions?

extension HorizontalAlignment {
    /// A custom guide defaulting to the leading edge.
    enum Mark: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let mark = HorizontalAlignment(Mark.self)
}

/// A colour whose explicit top guide is state: none at first.
private struct ToggledGuide: View {
    @State var top: CGFloat? = nil
    let expose: (Binding<CGFloat?>) -> Void
    var body: some View {
        let _ = expose($top)
        if let top {
            Color.blue.frame(width: 50, height: 50).alignmentGuide(.top) { _ in top }.layoutTag("b")
        } else {
            Color.blue.frame(width: 50, height: 50).layoutTag("b")
        }
    }
}

@MainActor @Suite struct AlignmentGuideTests {
    @Test func aGuideThatAppearsAndGoesWithStateMovesTheStack() {
        // The graph has no guide until the state change: the stack's own
        // flag must be derived again when the guide appears, and cleared
        // when it goes (the frames of `explicitGuideMovesAChildAndGrowsTheStack`).
        let top = Box<Binding<CGFloat?>?>(nil)
        let host = LayoutHost(window: phone, rootView: HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 50).layoutTag("a")
            ToggledGuide(expose: { top.value = $0 })
        }.layoutTag("stack"))
        let plain = ["stack": rect(145, 403.5, 100, 50), "a": rect(145, 403.5, 50, 50), "b": rect(195, 403.5, 50, 50)]
        expectFrames(host.layout(), plain)
        top.value?.wrappedValue = -20
        expectFrames(host.layout(), ["stack": rect(145, 393.5, 100, 70), "a": rect(145, 393.5, 50, 50), "b": rect(195, 413.5, 50, 50)])
        top.value?.wrappedValue = nil
        expectFrames(host.layout(), plain)
        top.value?.wrappedValue = 10
        // b's top guide at 10: a starts 10 below b; 60 high.
        expectFrames(host.layout(), ["stack": rect(145, 398.5, 100, 60), "a": rect(145, 408.5, 50, 50), "b": rect(195, 398.5, 50, 50)])
    }

    @Test func customGuideDefaultAlignsAStack() {
        // Guides 30 / 3 = 10 and 90 / 3 = 30: the stack spans -30 ... 60
        // (90 high); the short colour starts 20 below the tall one (centred,
        // it would start 30 below).
        expectFrames(
            HStack(alignment: .firstThird, spacing: 0) {
                Color.red.frame(width: 10, height: 30).layoutTag("short")
                Color.blue.frame(width: 10, height: 90).layoutTag("tall")
            }.layoutTag("stack"),
            ["stack": rect(185, 383.5, 20, 90), "short": rect(185, 403.5, 10, 30), "tall": rect(195, 383.5, 10, 90)])
    }

    @Test func explicitGuideMovesAChildAndGrowsTheStack() {
        // The second colour's top guide at -20 puts it 20 below the first;
        // the stack is the union, 70 high.
        let result = phone.layout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 50, height: 50).layoutTag("a")
                Color.blue.frame(width: 50, height: 50).alignmentGuide(.top) { _ in -20 }.layoutTag("b")
            }.layoutTag("stack"))
        expectFrames(result, ["stack": rect(145, 393.5, 100, 70), "a": rect(145, 393.5, 50, 50), "b": rect(195, 413.5, 50, 50)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func customGuideAlignsViewsAcrossStacks() {
        // Apple's "Aligning views across stacks": each column's title sets
        // the guide at its centre; each column passes it up at the title's
        // position (110 and 70), so the HStack lines the titles up: the
        // second column 40 lower, both titles at y 448.5. The stack spans
        // -110 ... 50.
        expectFrames(
            HStack(alignment: .imageTitle, spacing: 0) {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 50, height: 100)
                    Color.red.frame(width: 50, height: 20)
                        .alignmentGuide(.imageTitle) { d in d[VerticalAlignment.center] }.layoutTag("titleA")
                }.layoutTag("columnA")
                VStack(spacing: 0) {
                    Color.gray.frame(width: 50, height: 60)
                    Color.red.frame(width: 50, height: 20)
                        .alignmentGuide(.imageTitle) { d in d[VerticalAlignment.center] }.layoutTag("titleB")
                    Color.gray.frame(width: 50, height: 40)
                }.layoutTag("columnB")
            }.layoutTag("row"),
            ["row": rect(145, 348.5, 100, 160), "columnA": rect(145, 348.5, 50, 120), "columnB": rect(195, 388.5, 50, 120),
             "titleA": rect(145, 448.5, 50, 20), "titleB": rect(195, 448.5, 50, 20)])
    }

    @Test func builtInGuidesStopAtTheFirstContainerCustomOnesDoNot() {
        // An explicit .leading inside the HStack does not make the HStack's
        // own leading guide (the edges and centres do not combine): the
        // VStack lines up the two rows' leading edges.
        expectFrames(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).layoutTag("top")
                HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 }
                    Color.blue.frame(width: 40, height: 10)
                }.layoutTag("row")
            },
            ["top": rect(145, 418.5, 100, 10), "row": rect(145, 428.5, 80, 10)])
        // The same with a custom guide: the HStack's guide is 30 (its first
        // child's), the top row's 0 (the default, leading), so the top row
        // starts 30 to the right of the HStack; the VStack is 130 wide.
        expectFrames(
            VStack(alignment: .mark, spacing: 0) {
                Color.red.frame(width: 100, height: 10).layoutTag("top")
                HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 10).alignmentGuide(.mark) { _ in 30 }
                    Color.blue.frame(width: 40, height: 10)
                }.layoutTag("row")
            }.layoutTag("column"),
            ["column": rect(130, 418.5, 130, 20), "top": rect(160, 418.5, 100, 10), "row": rect(130, 428.5, 80, 10)])
    }

    @Test func paddingPassesAGuideUpShifted() {
        // The padded view's guide is its child's plus the 10-pt inset, so
        // the two colours' tops line up and the padding sticks out above.
        expectFrames(
            HStack(alignment: .firstThird, spacing: 0) {
                Color.red.frame(width: 50, height: 50).alignmentGuide(.firstThird) { _ in 0 }.layoutTag("a").padding(.top, 10)
                Color.blue.frame(width: 50, height: 50).alignmentGuide(.firstThird) { _ in 0 }.layoutTag("b")
            }.layoutTag("stack"),
            ["stack": rect(145, 398.5, 100, 60), "a": rect(145, 408.5, 50, 50), "b": rect(195, 408.5, 50, 50)])
    }

    @Test func frameAlignsItsChildByTheChildsGuide() {
        // The child's leading guide at 10 goes on the frame's leading edge.
        expectFrames(
            Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }.layoutTag("child")
                .frame(width: 100, height: 20, alignment: .leading).layoutTag("frame"),
            ["frame": rect(145, 418.5, 100, 20), "child": rect(135, 418.5, 20, 20)])
    }

    @Test func overlayBadgeCentredOnTheCorner() {
        // The badge's trailing and top guides at its centre go on the
        // primary's top-trailing corner (245, 378.5).
        expectFrames(
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 20, height: 20)
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .layoutTag("badge")
                },
            ["badge": rect(235, 368.5, 20, 20)])
    }

    @Test func zStackAlignsOnTheLargestGuide() {
        // Custom horizontal guide: 80 on the wide colour, 0 (leading, the
        // default) on the narrow one, which goes 80 in. The ZStack is the
        // largest child, 100 x 50.
        expectFrames(
            ZStack(alignment: Alignment(horizontal: .mark, vertical: .top)) {
                Color.red.frame(width: 100, height: 50).alignmentGuide(.mark) { _ in 80 }.layoutTag("wide")
                Color.blue.frame(width: 20, height: 50).layoutTag("narrow")
            }.layoutTag("z"),
            ["z": rect(145, 403.5, 100, 50), "wide": rect(145, 403.5, 100, 50), "narrow": rect(225, 403.5, 20, 50)])
    }

    @Test func explicitGuidesAreReadableInComputeValueAndInACustomLayout() {
        // The outer guide reads the inner one through `d[explicit:]` and adds 5.
        var seen: [CGFloat?] = []
        let result = phone.layout(
            GuideColumn {
                Color.red.frame(width: 40, height: 10)
                    .alignmentGuide(.leading) { _ in 20 }
                    .alignmentGuide(.leading) { d in
                        seen.append(d[explicit: HorizontalAlignment.leading])
                        return (d[explicit: HorizontalAlignment.leading] ?? 0) + 5
                    }
                    .layoutTag("guided")
                Color.blue.frame(width: 40, height: 10).layoutTag("plain")
            }.layoutTag("column"))
        // `GuideColumn` puts each subview's leading guide at its bounds'
        // x + 50: the plain one at 50, the guided one 25 to the left.
        let column = try! #require(result.frame(of: "column"))
        #expect(result.frame(of: "plain")?.minX == column.minX + 50)
        #expect(result.frame(of: "guided")?.minX == column.minX + 25)
        #expect(seen.contains(20))
    }

    @Test func customLayoutsPassGuidesUpByDefaultAndMaySetTheirOwn() {
        // `VStackLayout`'s default `explicitAlignment` merges its subviews'
        // (the same scene as `customGuideAlignsViewsAcrossStacks`, the
        // columns as layouts): the titles line up at y 448.5.
        expectFrames(
            HStack(alignment: .imageTitle, spacing: 0) {
                VStackLayout(spacing: 0) {
                    Color.gray.frame(width: 50, height: 100)
                    Color.red.frame(width: 50, height: 20)
                        .alignmentGuide(.imageTitle) { d in d[VerticalAlignment.center] }.layoutTag("titleA")
                }
                VStackLayout(spacing: 0) {
                    Color.gray.frame(width: 50, height: 60)
                    Color.red.frame(width: 50, height: 20)
                        .alignmentGuide(.imageTitle) { d in d[VerticalAlignment.center] }.layoutTag("titleB")
                    Color.gray.frame(width: 50, height: 40)
                }
            },
            ["titleA": rect(145, 448.5, 50, 20), "titleB": rect(195, 448.5, 50, 20)])
        // A layout that answers its own guide: 5 from its top. Beside a
        // 30-high colour (guide 10), it sits 5 lower; the HStack spans
        // -10 ... 35 (the column's bottom), 45 high, at y 428.5 - 22.5.
        expectFrames(
            HStack(alignment: .firstThird, spacing: 0) {
                Color.red.frame(width: 10, height: 30).layoutTag("colour")
                GuideColumn { Color.blue.frame(width: 10, height: 40) }.layoutTag("column")
            },
            ["colour": rect(140, 406, 10, 30), "column": rect(150, 411, 100, 40)])
    }

    @Test func nonFiniteGuideFallsBackToTheDefaultWithADiagnostic() {
        let result = phone.layout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 50, height: 50).layoutTag("a")
                Color.blue.frame(width: 50, height: 20).alignmentGuide(.top) { _ in .nan }.layoutTag("b")
            })
        #expect(result.frame(of: "a")?.minY == result.frame(of: "b")?.minY)
        #expect(result.diagnostics.contains { $0.kind == .nonFiniteGeometry && $0.message.contains("alignmentGuide") })
    }

    // Text baselines (Docs/LayoutRules.md, "Alignment guides"): a line's
    // baseline is the glyph box (0.952 + 0.241 of the point size, the system
    // font's ascender and descender) centred in the model's line height,
    // plus the ascender: body 17/22 at (22 - 20.281) / 2 + 16.184 = 17.0435,
    // largeTitle 34/41 at (41 - 40.562) / 2 + 32.368 = 32.587.
    @Test func firstTextBaselinesLineUpAcrossFonts() {
        // The body text goes 32.587 - 17.0435 = 15.5435 below the large
        // title's top; the stack spans -32.587 ... 41 - 32.587 = 8.413.
        let big = 32.587, small = 17.0435
        let result = phone.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.largeTitle).layoutTag("big")
                Text("small").layoutTag("small")
            }.layoutTag("stack"))
        let stack = try! #require(result.frame(of: "stack"))
        #expect(abs(stack.height - 41) < 0.01)
        #expect(abs((result.frame(of: "small")!.minY - result.frame(of: "big")!.minY) - (big - small)) < 0.34)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func baselinesPassThroughLayoutsButNotOutOfAScrollView() {
        // Through a `VStackLayout` (the Layout protocol's default): the same
        // 15.5435 as `firstTextBaselinesLineUpAcrossFonts`.
        let through = phone.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStackLayout { Text("Big").font(.largeTitle).layoutTag("big") }
                Text("small").layoutTag("small")
            })
        #expect(abs((through.frame(of: "small")!.minY - through.frame(of: "big")!.minY) - 15.5435) < 0.34)
        // A scroll view passes no guide of its content up: its baselines
        // are its bottom (50), so the text's baseline (17.0435) sits there.
        let scroll = phone.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                ScrollView { Text("Big").font(.largeTitle) }.frame(width: 100, height: 50).layoutTag("scroll")
                Text("small").layoutTag("small")
            })
        #expect(abs((scroll.frame(of: "small")!.minY + 17.0435) - scroll.frame(of: "scroll")!.maxY) < 0.34)
    }

    @Test func aViewWithoutTextSitsOnTheBaseline() {
        // A colour's baselines are its bottom (SwiftUI's default): its
        // bottom on the text's first baseline, 17.0435 below the text's top.
        let result = phone.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 10).layoutTag("colour")
                Text("a").layoutTag("text")
            })
        #expect(abs(result.frame(of: "colour")!.maxY - (result.frame(of: "text")!.minY + 17.0435)) < 0.34)
    }

    @Test func aStacksLastBaselineIsItsBottomMostText() {
        // The VStack's last baseline is its second text's, 22 + 17.0435 =
        // 39.0435 from its top (the bottom-most); the large title's is
        // 32.587, so the title sits 6.4565 below the VStack's top.
        let result = phone.layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("a")
                    Text("b")
                }.layoutTag("column")
                Text("c").font(.largeTitle).layoutTag("title")
            })
        #expect(abs((result.frame(of: "title")!.minY - result.frame(of: "column")!.minY) - 6.4565) < 0.34)
    }

    @Test func fixedSizeAndTheRootCentreByFractionNotByGuides() {
        // `fixedSize` places its child with `_Placement(aligning: .center)`
        // and the window's root centres by `(proposal - size) / 2` (OpenSwiftUI
        // FixedSizeLayout.swift, RootGeometry): a child's explicit centre
        // guide does not move it there (only frames align by guides).
        expectFrames(
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 10)
                Color.red.frame(width: 40, height: 10)
                    .alignmentGuide(HorizontalAlignment.center) { _ in 0 }.layoutTag("red").fixedSize()
            },
            ["red": rect(225, 423.5, 40, 10)])
        expectFrames(
            Color.red.frame(width: 100, height: 100).alignmentGuide(HorizontalAlignment.center) { _ in 0 }.layoutTag("root"),
            ["root": rect(145, 378.5, 100, 100)])
    }

    @Test func aNonFiniteCustomDefaultIsTheLeadingEdge() {
        // A custom default of infinity counts as 0 (the top): the colours'
        // tops line up, the stack 20 high.
        expectFrames(
            HStack(alignment: VerticalAlignment(Unbounded.self), spacing: 0) {
                Color.red.frame(width: 10, height: 10).layoutTag("a")
                Color.blue.frame(width: 10, height: 20).layoutTag("b")
            }.layoutTag("stack"),
            ["stack": rect(185, 418.5, 20, 20), "a": rect(185, 418.5, 10, 10), "b": rect(195, 418.5, 10, 20)])
    }

    @Test func aDefaultThatReadsItsOwnGuideReadsZeroWithADiagnostic() {
        // The guide read inside its own default counts as 0, so the default
        // is half the height: the colours are centred on each other (a 30-
        // high stack, the short one 10 down). One child sets the guide, so
        // the stack reads its children's dimensions (the guided path).
        let result = phone.layout(
            HStack(alignment: VerticalAlignment(SelfReading.self), spacing: 0) {
                Color.red.frame(width: 10, height: 10).layoutTag("a")
                Color.blue.frame(width: 10, height: 30).layoutTag("b")
                Color.green.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment(SelfReading.self)) { $0.height / 2 }
            }.layoutTag("stack"))
        expectFrames(result, ["stack": rect(180, 413.5, 30, 30), "a": rect(180, 423.5, 10, 10), "b": rect(190, 413.5, 10, 30)])
        #expect(result.diagnostics.contains { $0.message.contains("SelfReading.defaultValue(in:) reads its own guide") },
                "\(result.diagnostics.map(\.message))")
    }

    @Test func defaultsThatReadEachOtherStopAndAreReported() {
        // Ping reads Pong reads Ping: the cycle is cut at its first repeat
        // (Ping read as 0 inside Pong, each level adding 1: 2 at the top), in
        // a frame aligning its child by the guide and in a stack.
        let ping = HorizontalAlignment(PingGuide.self)
        let result = phone.layout(
            VStack(alignment: ping, spacing: 0) {
                Color.red.frame(width: 20, height: 10).layoutTag("a")
                Color.blue.frame(width: 40, height: 10).alignmentGuide(ping) { _ in 2 }.layoutTag("b")
                Color.gray.frame(width: 30, height: 10)
                    .frame(width: 100, height: 10, alignment: Alignment(horizontal: ping, vertical: .center))
                    .layoutTag("framed")
            })
        let a = result.frame(of: "a"), b = result.frame(of: "b")
        #expect(a != nil && a?.minX == b?.minX, "the guide, 2 in each, lines them up: \(String(describing: a)) \(String(describing: b))")
        #expect(result.frame(of: "framed").map { $0.minX.isFinite } == true)
        #expect(result.diagnostics.contains { $0.message.contains("PingGuide.defaultValue(in:) reads its own guide") || $0.message.contains("PongGuide.defaultValue(in:) reads its own guide") },
                "\(result.diagnostics.map(\.message))")
    }

    @Test func aCycleBetweenGuidesIsCutAtItsFirstRepeat() {
        // A reads B six times, B reads A (cut: 0) six times plus 1: A = 6.
        // Every child's guide is 6, so they line up.
        let a = HorizontalAlignment(BranchA.self)
        let result = phone.layout(VStack(alignment: a, spacing: 0) {
            ForEach(0..<3) { Color.red.frame(width: 10 * CGFloat($0 + 1), height: 10).layoutTag("row\($0)") }
            Color.blue.frame(width: 5, height: 5).alignmentGuide(a) { _ in 6 }
        })
        let x = (0..<3).compactMap { result.frame(of: "row\($0)")?.minX }
        #expect(x.count == 3 && Set(x).count == 1, "\(x)")
        #expect(result.diagnostics.contains { $0.message.contains("reads its own guide") })
    }

    @Test func dimensionsKeptPastTheirLayoutAreSafeToRead() {
        // The layout's result (and graph) dropped: the kept dimensions answer
        // no explicit guide and a self-reading default reads 0 there, silently.
        do {
            let result = phone.layout(VStack(alignment: .leading) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in keptDimensions = d; return 0 }
                Color.blue.frame(width: 20, height: 10)
            })
            _ = result.frame(of: "none")
        }
        #expect(keptDimensions != nil)
        #expect(keptDimensions?[VerticalAlignment(SelfReading.self)] == 5)
        #expect(keptDimensions?[explicit: .leading] == nil)
        keptDimensions = nil
    }

    @Test func combineExplicitAveragesCustomGuidesOnly() {
        // iOS 16's public combiner: a custom guide averages the values
        // given, the edges and centres combine nothing (OpenSwiftUI
        // AlignmentGuide.swift).
        #expect(VerticalAlignment.firstThird.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.top.combineExplicit([1, 2]) == nil)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([1, 2]) == 2)
    }

    @Test func customAlignmentsAreHashedByTheirType() {
        #expect(VerticalAlignment(VerticalAlignment.FirstThird.self) == .firstThird)
        #expect(VerticalAlignment.firstThird != .imageTitle)
        #expect(VerticalAlignment.firstThird != .top)
        // A custom guide's fraction is its value in a 1 x 1 view.
        #expect(abs(VerticalAlignment.firstThird.fraction - 1.0 / 3.0) < 1e-12)
    }
}

/// A custom layout that stacks its subviews and puts each one's leading
/// guide (explicit first) 50 pt in from its bounds.
private struct GuideColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 100, height: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 50 - dimensions[HorizontalAlignment.leading], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }

    /// `firstThird` at 5 from the top; every other guide the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Void) -> CGFloat? {
        guide == .firstThird ? bounds.minY + 5 : nil
    }
}
