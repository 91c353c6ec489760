import Foundation
import Testing
@testable import ViewTree

// Every example of seed 002 (containerRelativeFrame, Russian), as the article
// writes it with tags added. Rules: Docs/LayoutRules.md, "containerRelativeFrame" and
// "Containers"; Apple's formula: available = container - spacing * (count - 1),
// column = available / count, item = column * span + (span - 1) * spacing.
// iPhone 13: the window container is the safe rect, 390 x 763.

/// Seed 002, "Установка пропорциональных размеров": the containerRelativeFrame version.
private struct RatioSplitHStack<L: View, R: View>: View {
    let leftWidthRatio: CGFloat
    let leftContent: L
    let rightContent: R
    init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: () -> L, @ViewBuilder rightContent: () -> R) {
        self.leftWidthRatio = leftWidthRatio
        self.leftContent = leftContent()
        self.rightContent = rightContent()
    }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.clear
                    .containerRelativeFrame(.horizontal) { length, _ in length * leftWidthRatio }
                    .overlay(leftContent)
                Color.clear
                    .overlay(rightContent)
                    .containerRelativeFrame(.horizontal) { length, _ in length * (1 - leftWidthRatio) }
            }
        }
        .scrollDisabled(true) // the ScrollView only provides the size
    }
}

@MainActor @Suite struct ContainerRelativeFrameTests {
    /// Issue 28: a valid scene reports no diagnostic. The VStack sizes its
    /// scroll view with a zero proposal first, where Apple's formula gives
    /// (0 - 2 * 4) / 5 = -1.6: that probe is clamped silently (before, ten
    /// `invalidDimension` diagnostics a layout), and the final frames follow
    /// the formula: the iPhone 13's safe area is 763 pt (47...810), the two
    /// 22-pt text lines (body 17/22) and two 8-pt spacings leave the scroll
    /// view 703 pt, so a row is (703 - 2 * 4) / 5 = 139 pt, the first at
    /// y = 47 + 22 + 8 = 77.
    @Test func aScrollViewInAStackReportsNoDiagnostic() {
        let result = Window.iPhone13.layout(VStack {
            Text("Header")
            ScrollView {
                ForEach(0..<10) { index in
                    Color.red.containerRelativeFrame(.vertical, count: 5, span: 1, spacing: 2).layoutTag("row\(index)")
                }
            }
            Text("Footer")
        })
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        expectFrames(result, ["row0": rect(0, 77, 390, 139)])
    }

    // MARK: Gallery in a horizontal ScrollView

    @Test func galleryThirdsWithoutSpacing() {
        // Container: the scroll view's width, 390. count 3, spacing 0 -> 130.
        // aspectRatio(3/2, fit) in 130 x 763 -> 130 x 86.667. HStack(spacing: 10):
        // item i at x = 140 i; the scroll view hugs 86.667: y = 47 + (763 - 86.667) / 2.
        // The third item (280...410) is cut off, as the seed says.
        let result = phone.layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { index in
                        Rectangle()
                            .fill(Color.purple)
                            .aspectRatio(3 / 2, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                            .layoutTag("item\(index)")
                    }
                }
            })
        let y = 47 + (763 - 260.0 / 3) / 2
        expectFrames(result, ["item0": rect(0, y, 130, 260.0 / 3), "item1": rect(140, y, 130, 260.0 / 3),
                              "item2": rect(280, y, 130, 260.0 / 3)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func galleryThirdsWithSpacing() {
        // spacing 10: (390 - 20) / 3 = 123.333; height 123.333 / 1.5 = 82.222.
        // Item i at 133.333 i: the third ends exactly at 390.
        let width = 370.0 / 3, height = 370.0 / 3 / 1.5
        let y = 47 + (763 - height) / 2
        expectFrames(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { index in
                        Rectangle()
                            .fill(Color.purple)
                            .aspectRatio(3 / 2, contentMode: .fit)
                            .border(Color.yellow, width: 3)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                            .layoutTag("item\(index)")
                    }
                }
            },
            ["item0": rect(0, y, width, height), "item1": rect(width + 10, y, width, height),
             "item2": rect(2 * (width + 10), y, width, height)])
    }

    @Test func scrollAxisMismatchDoesNotCrash() {
        // Seed: a vertical ScrollView with .containerRelativeFrame(.horizontal)
        // "in most cases crashes the app". The runtime must not crash: it
        // reports .undefinedContainerSize and gives every item a defined,
        // finite size, the same when sized and when placed.
        let result = phone.layout(
            ScrollView {
                HStack(spacing: 10) {
                    ForEach(0..<10) { index in
                        Rectangle()
                            .fill(Color.purple)
                            .aspectRatio(3 / 2, contentMode: .fit)
                            .border(Color.yellow, width: 3)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                            .layoutTag("item\(index)")
                    }
                }
                .layoutTag("stack")
            }
            .border(Color.red))
        #expect(result.diagnostics.contains { $0.kind == .undefinedContainerSize }, "\(result.diagnostics)")
        let items = (0..<10).compactMap { result.frame(of: "item\($0)") }
        #expect(items.count == 10)
        for item in items {
            #expect(item.minX.isFinite && item.minY.isFinite && item.width.isFinite && item.height.isFinite)
            #expect(item.width >= 0 && item.height >= 0)
        }
        // Placement agrees with sizing: the items and gaps fill the stack exactly.
        if let stack = result.frame(of: "stack"), items.count == 10 {
            #expect(isClose(items.reduce(0) { $0 + $1.width } + 90, stack.width), "\(result.dump())")
            #expect(isClose(items[0].minX, stack.minX) && isClose(items[9].maxX, stack.maxX), "\(result.dump())")
        }
    }

    // MARK: The nearest container

    @Test func framedNavigationStackIsTheContainer() {
        // NavigationStack framed to 200: the rectangle is 200 / 2 = 100 tall,
        // 400 wide (the VStack's frame proposes 400). The stack sits at
        // y = 47 + (763 - 200) / 2 = 328.5; the 400 x 500 frame is centred in it
        // (x -5, y 178.5) and the 100-pt VStack in that: y = 178.5 + 200 = 378.5.
        expectFrames(
            NavigationStack {
                VStack {
                    Rectangle() // height 100
                        .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                        .layoutTag("rectangle")
                }
                .frame(width: 400, height: 500)
            }
            .frame(height: 200) // the NavigationStack is 200 tall
            .layoutTag("stack"),
            ["stack": rect(0, 328.5, 390, 200), "rectangle": rect(-5, 378.5, 400, 100)])
    }

    @Test func overlayOnTheContainerSkipsIt() {
        // The overlay is not inside the NavigationStack: the container is the
        // screen, 763 / 2 = 381.5. Proposed the stack's 390 x 200, the overlay
        // is 390 x 381.5, centred on it: y = 328.5 + (200 - 381.5) / 2 = 237.75.
        expectFrames(
            NavigationStack {
                VStack {
                    Rectangle()
                }
                .frame(width: 400, height: 500)
            }
            .frame(height: 200)
            .overlay(
                Rectangle()
                    .containerRelativeFrame(.vertical) { height, _ in height / 2 } // screen available height / 2
                    .layoutTag("overlay")
            ),
            ["overlay": rect(0, 237.75, 390, 381.5)])
    }

    @Test func overlayDirectlyOnTheNavigationStackSkipsIt() {
        // Same with the overlay attached to the NavigationStack itself (root:
        // 390 x 763 at 47): 381.5 tall, centred: y = 47 + 190.75 = 237.75.
        expectFrames(
            NavigationStack { Color.red }
                .overlay(Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("overlay")),
            ["overlay": rect(0, 237.75, 390, 381.5)])
    }

    @Test func rootFrameIsIgnoredTheScreenIsTheContainer() {
        // VStack { Rectangle() } .frame(width: 400, height: 500): the rectangle
        // ignores the 400 x 500 proposal's height: 763 / 2 = 381.5 tall, 400 wide.
        // Frame at (-5, 47 + (763 - 500) / 2 = 178.5); the VStack centred in it:
        // y = 178.5 + (500 - 381.5) / 2 = 237.75.
        expectFrames(
            VStack {
                Rectangle()
                    .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                    .layoutTag("rectangle")
            }
            .frame(width: 400, height: 500),
            ["rectangle": rect(-5, 237.75, 400, 381.5)])
    }

    @Test func countTwoSpanOneIsHalf() {
        // count 2, span 1, spacing 0: (763 - 0) / 2 = 381.5, as above.
        expectFrames(
            VStack {
                Rectangle()
                    .containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)
                    .layoutTag("rectangle")
            }
            .frame(width: 400, height: 500),
            ["rectangle": rect(-5, 237.75, 400, 381.5)])
    }

    // MARK: Transformation rules

    @Test func closureOnBothAxes() {
        // Width 390 * 2/3 = 260, height 763 / 2 = 381.5; centred: (65, 237.75).
        expectFrames(
            Rectangle()
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    if axis == .vertical {
                        return length / 2
                    } else {
                        return length * (2 / 3)
                    }
                }
                .layoutTag("rectangle"),
            ["rectangle": rect(65, 237.75, 260, 381.5)])
    }

    @Test func unlistedAxisKeepsTheParentProposal() {
        // Only .horizontal: 260 wide; the height stays the VStack's 100
        // (frame(height: 100)), and the closure is never asked for .vertical.
        let verticalCalls = Box(0)
        expectFrames(
            VStack {
                Rectangle()
                    .containerRelativeFrame(.horizontal) { length, axis in
                        if axis == .vertical {
                            verticalCalls.value += 1
                            return length / 2 // not executed: .vertical is not in axes
                        } else {
                            return length * (2 / 3)
                        }
                    }
                    .layoutTag("rectangle")
            }
            .frame(height: 100),
            ["rectangle": rect(65, 378.5, 260, 100)])
        #expect(verticalCalls.value == 0)
    }

    // MARK: The size each container gives

    @Test func tabViewSubtractsTopSafeAreaTabBarAndBottomSafeArea() {
        // 844 - 47 - 49 - 34 = 714.
        expectFrames(
            TabView {
                Rectangle().containerRelativeFrame(.vertical).layoutTag("rectangle")
            },
            ["rectangle": rect(0, 47, 390, 714)])
    }

    @Test func navigationStackDoesNotSubtractItsBar() {
        // With a large title the bar is 96, but the container is still 763:
        // the rectangle (763 tall) is centred in the 667-pt content area and overflows.
        expectFrames17(
            NavigationStack {
                Rectangle().containerRelativeFrame(.vertical).layoutTag("rectangle").navigationTitle("Title")
            },
            ["rectangle": rect(0, 95, 390, 763)])
    }

    @Test func splitViewColumnSubtractsItsBar() {
        // iPad landscape sidebar column: 776 - 44 = 732 on iOS 18; 320 wide.
        expectFrames(
            NavigationSplitView {
                Rectangle().containerRelativeFrame([.horizontal, .vertical]).layoutTag("rectangle")
            } detail: {
                Color.blue
            },
            in: Window.iPadLandscape.withOSVersion(.iOS18),
            ["rectangle": rect(0, 68, 320, 732)])
    }

    @Test func scrollViewSubtractsItsSafeAreaPadding() {
        // ScrollView(.horizontal) padded 20 on each side by safeAreaPadding:
        // container width 390 - 40 = 350; the item starts at x 20.
        expectFrames(
            ScrollView(.horizontal) {
                Color.red.frame(height: 50).containerRelativeFrame(.horizontal).layoutTag("item")
            }
            .safeAreaPadding(.horizontal, 20),
            ["item": rect(20, 403.5, 350, 50)])
    }

    // MARK: The golden-ratio split

    @Test func goldenRatioBackgroundInNavigationStack() {
        // Text "Hello World" in .title: 11 x 14 = 154 x 34, centred in the
        // stack (763 tall, no title: no bar) at (118, 411.5). Blue: the whole
        // container, 390 x 763, centred on the text -> (0, 47). Orange:
        // 763 * (1 - 0.618) = 291.466 tall, bottom-aligned in blue: y = 810 - 291.466.
        let orange = 763 * (1 - 0.618)
        expectFrames(
            NavigationStack {
                Text("Hello World")
                    .font(.title)
                    .foregroundStyle(Color.yellow)
                    .layoutTag("text")
                    .background(
                        Color.blue
                            .containerRelativeFrame([.horizontal, .vertical])
                            .layoutTag("blue")
                            .overlay(alignment: .bottom) {
                                Color.orange
                                    .containerRelativeFrame(.vertical) { length, _ in
                                        length * (1 - 0.618)
                                    }
                                    .layoutTag("orange")
                            }
                    )
            },
            ["text": rect(118, 411.5, 154, 34), "blue": rect(0, 47, 390, 763), "orange": rect(0, 810 - orange, 390, orange)])
    }

    @Test func goldenRatioIgnoringTheSafeArea() {
        // With .ignoresSafeArea() inside each frame, the colors grow through
        // the device insets on the edges that touch them: blue fills the
        // window; orange's bottom (810) grows to 844, its top stays.
        let orange = 763 * (1 - 0.618)
        expectFrames(
            NavigationStack {
                Text("Hello World")
                    .font(.title)
                    .foregroundStyle(Color.yellow)
                    .background(
                        Color.blue
                            .layoutTag("blue")
                            .ignoresSafeArea()
                            .containerRelativeFrame([.horizontal, .vertical])
                            .overlay(alignment: .bottom) {
                                Color.orange
                                    .layoutTag("orange")
                                    .ignoresSafeArea()
                                    .containerRelativeFrame(.vertical) { length, _ in
                                        length * (1 - 0.618)
                                    }
                            }
                    )
            },
            ["blue": rect(0, 0, 390, 844), "orange": rect(0, 810 - orange, 390, orange + 34)])
    }

    // MARK: RatioSplitHStack

    @Test func ratioSplitHStackInDisabledScrollView() {
        // The scroll view is framed 300 x 60 at (45, 47 + (763 - 60) / 2 = 398.5);
        // its width 300 is the container: left 300 * 0.25 = 75, right 225.
        let result = phone.layout(
            RatioSplitHStack(leftWidthRatio: 0.25) {
                Rectangle().fill(Color.red).layoutTag("left")
            } rightContent: {
                Color.clear
                    .overlay(
                        Text("Hello World")
                    )
                    .layoutTag("right")
            }
            .border(Color.blue)
            .frame(width: 300, height: 60)
            .layoutTag("split"))
        expectFrames(result, ["split": rect(45, 398.5, 300, 60), "left": rect(45, 398.5, 75, 60),
                              "right": rect(120, 398.5, 225, 60)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    // MARK: The count form's node name (a short cache of recent pairs)

    @Test func countFormNamesItsNodeForEveryPairBeyondTheCache() {
        // Twelve (count, span) pairs, more than the eight the name cache
        // keeps, laid out twice so the second round meets evicted and kept
        // pairs alike: each row's modifier node is named after its own
        // arguments, and its height is Apple's formula, 763 / count * span
        // (spacing 0; the window is the container, ContainerRelativeFrame.swift).
        let pairs = (1...12).map { (count: $0 + 1, span: ($0 % 3) + 1) }
        for round in 0..<2 {
            let result = phone.layout(
                VStack(spacing: 0) {
                    ForEach(pairs.indices, id: \.self) { index in
                        Color.red
                            .containerRelativeFrame(.vertical, count: pairs[index].count, span: pairs[index].span, spacing: 0)
                            .layoutTag("row\(index)")
                    }
                })
            let kinds = result.tree.allViews.map(\.kind).filter { $0.hasPrefix("containerRelativeFrame") }
            #expect(kinds == pairs.map { "containerRelativeFrame(count: \($0.count), span: \($0.span))" }, "round \(round)")
            for (index, pair) in pairs.enumerated() {
                let height = result.frame(of: "row\(index)")?.height ?? -1
                // Within a pixel: frames are rounded to the 1/3-point grid of
                // the @3x screen at both edges.
                #expect(abs(height - 763 / CGFloat(pair.count) * CGFloat(pair.span)) <= 1.0 / 3 + 0.001, "row \(index), round \(round)")
            }
        }
    }
}
