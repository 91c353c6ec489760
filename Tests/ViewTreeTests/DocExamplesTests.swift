import Foundation
import Testing
import ViewTree

// Every code example of Sources/ViewTree/ViewTree.docc, verbatim, with its
// frames asserted. `DocExamplesTests.swift` in CompatTests checks that each
// ```swift block of the articles appears in one @Test here (or there), so a
// changed example fails until its test changes too.
//
// Window.iPhone13 (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"): 390 x 844, top inset 47,
// bottom inset 34, so the root view is laid out in the safe rectangle
// (0, 47, 390, 763), whose bottom is at 810. Frames are rounded to the
// pixel grid (scale 3); they are compared within one pixel.


@MainActor fileprivate func docRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

// MARK: - ViewTree.md (landing page)

@MainActor @Test func docLandingFirstLayout() {
    let result = Window.iPhone13.layout(
        VStack {
            Color.blue.frame(height: 100).layoutTag("header")
            Text("Hello, world").layoutTag("greeting")
            Spacer()
        }
    )
    // The Spacer makes the VStack as tall as the safe area, so it starts at its top (47).
    // header: the fixed 100-pt height, the full 390-pt width a Color takes.
    // greeting: 12 characters x 0.5 em x 17 pt = 102 wide, 22 tall (the body line height),
    // 8 pt below the header (the default spacing), centred: x = (390 - 102) / 2 = 144.
    expectFrames(result, ["header": docRect(0, 47, 390, 100), "greeting": docRect(144, 155, 102, 22)])
    #expect(result.diagnostics.isEmpty)
    #expect(result.statistics.passes == 1)
}

// MARK: - ModifierOrder.md (seeds 000/001)

@MainActor @Test func docModifierOrderTutorial() {
    let original = Window.iPhone13.layout(
        VStack {
            Color.green.layoutTag("map")
                .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
                .border(Color.red, width: 2)
                .frame(height: 300).layoutTag("framed")
                .border(Color.blue, width: 1)
            Text("Hello World").layoutTag("text")
            Spacer()
        }
    )
    // framed: the VStack gives its first child the first 300 pt of the safe area.
    // ignoring: the same frame (its parent's); its top edge lies on the safe area's top.
    // map: so it grows by the 47-pt top inset: 347 tall from the screen's top.
    // text: 11 characters x 8.5 = 93.5 wide, 8 pt below the 300-pt frame.
    expectFrames(original, [
        "framed": docRect(0, 47, 390, 300),
        "ignoring": docRect(0, 47, 390, 300),
        "map": docRect(0, 0, 390, 347),
        "text": docRect(148.25, 355, 93.5, 22),
    ])
}

@MainActor @Test func docModifierOrderReversed() {
    let reversed = Window.iPhone13.layout(
        VStack {
            Color.green.layoutTag("map")
                .frame(height: 300).layoutTag("framed")
                .border(Color.red, width: 2)
                .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
                .border(Color.blue, width: 1)
            Text("Hello World").layoutTag("text")
            Spacer()
        }
    )
    // ignoring: still the first 300 pt of the safe area (the VStack sized it by its child).
    // framed: offered 390 x 347 from the screen's top, it keeps its 300 pt: moved up, not grown.
    // map: fills the frame; a 47-pt gap opens between the frame and the text.
    expectFrames(reversed, [
        "ignoring": docRect(0, 47, 390, 300),
        "framed": docRect(0, 0, 390, 300),
        "map": docRect(0, 0, 390, 300),
        "text": docRect(148.25, 355, 93.5, 22),
    ])
}

@MainActor @Test func docModifierOrderTree() {
    let reversed = Window.iPhone13.layout(
        Color.green.layoutTag("map")
            .frame(height: 300).layoutTag("framed")
            .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
    )
    let tagged = reversed.tree.allViews.filter { $0.tag != nil }
    #expect(tagged.map(\.tag) == ["ignoring", "framed", "map"])
    // Alone in the window the 300-pt view is centred in the safe area:
    // y = 47 + (763 - 300) / 2 = 278.5; its top is not on the safe area's
    // top, so ignoring the top edge changes nothing.
    expectFrames(reversed, ["ignoring": docRect(0, 278.5, 390, 300), "framed": docRect(0, 278.5, 390, 300)])
}

// MARK: - SafeAreaInset.md (seed 003)

@MainActor @Test func docSafeAreaInsetTop() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .top, spacing: 0) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("inset")
            }
    )
    // inset: proposed the full safe width, 30 tall, against the top edge (47).
    // gradient: proposed 763 - 30 - 0 = 733, placed against the bottom edge (810).
    expectFrames(result, ["inset": docRect(0, 47, 390, 30), "gradient": docRect(0, 77, 390, 733)])
}

@MainActor @Test func docSafeAreaInsetWiderThanView() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient
            .frame(width: 50).layoutTag("gradient")
            .safeAreaInset(edge: .top, spacing: 0) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("inset")
            }
    )
    // The content is proposed the full width (390), not the view's 50 pt, so
    // the modifier is 390 wide; the 50-pt view is centred: x = (390 - 50) / 2 = 170.
    expectFrames(result, ["inset": docRect(0, 47, 390, 30), "gradient": docRect(170, 77, 50, 733)])
}

@MainActor @Test func docSafeAreaInsetSpacing() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let gap = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .top, spacing: 50) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("inset")
            }
    )
    let overlap = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .top, spacing: -10) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("inset")
            }
    )
    // spacing 50: the gradient gets 763 - 30 - 50 = 683 and starts at 810 - 683 = 127.
    expectFrames(gap, ["inset": docRect(0, 47, 390, 30), "gradient": docRect(0, 127, 390, 683)])
    // spacing -10: it gets 763 - 30 + 10 = 743 and starts at 67, 10 pt under the content.
    expectFrames(overlap, ["inset": docRect(0, 47, 390, 30), "gradient": docRect(0, 67, 390, 743)])
}

@MainActor @Test func docSafeAreaInsetAlignment() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .top, alignment: .trailing, spacing: 0) {
                Color.red.frame(width: 30, height: 30).layoutTag("inset")
            }
    )
    // The 30 x 30 content is aligned trailing across the edge: x = 390 - 30 = 360.
    expectFrames(result, ["inset": docRect(360, 47, 30, 30), "gradient": docRect(0, 77, 390, 733)])
}

@MainActor @Test func docSafeAreaInsetStacked() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.green.frame(height: 30).opacity(0.5).layoutTag("green")
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue")
            }
    )
    // The outermost (blue) is applied first and sits on the edge: 810 - 30 = 780;
    // it passes 733 pt on to green (750), which passes 703 to red (720);
    // the gradient keeps 763 - 90 = 673.
    expectFrames(result, [
        "blue": docRect(0, 780, 390, 30),
        "green": docRect(0, 750, 390, 30),
        "red": docRect(0, 720, 390, 30),
        "gradient": docRect(0, 47, 390, 673),
    ])
}

@MainActor @Test func docSafeAreaInsetFourEdges() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .safeAreaInset(edge: .top, spacing: 0) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("red")
            }
            .safeAreaInset(edge: .trailing, spacing: 0) {
                Color.green.frame(width: 30).opacity(0.5).layoutTag("green")
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue")
            }
            .safeAreaInset(edge: .leading, spacing: 0) {
                Color.yellow.frame(width: 30).opacity(0.5).layoutTag("yellow")
            }
    )
    // yellow (outermost): the full 763-pt height on the leading edge; 360 x 763 passed on.
    // blue: the bottom 30 of those 360 pt; 360 x 733 passed on.
    // green: the trailing 30 of those 733 pt; 330 x 733 passed on.
    // red: the top 30 of those 330 pt; the gradient keeps 330 x 703.
    expectFrames(result, [
        "yellow": docRect(0, 47, 30, 763),
        "blue": docRect(30, 780, 360, 30),
        "green": docRect(360, 47, 30, 733),
        "red": docRect(30, 47, 330, 30),
        "gradient": docRect(30, 77, 330, 703),
    ])
}

@MainActor @Test func docSafeAreaInsetIgnoresSafeArea() {
    let gradient = LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing)

    let result = Window.iPhone13.layout(
        gradient.layoutTag("gradient")
            .ignoresSafeArea(edges: .bottom)
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 30).opacity(0.5).layoutTag("inset")
            }
    )
    // The ignoring view's bottom (780) lies on the inset's boundary: it grows
    // through the inset to 810, which lies on the device's safe area: on to 844.
    expectFrames(result, ["inset": docRect(0, 780, 390, 30), "gradient": docRect(0, 47, 390, 797)])
}

@MainActor @Test func docSafeAreaInsetScrollView() {
    let covered = Window.iPhone13.layout(
        ScrollView {
            ForEach(1..<30) { i in
                Text("Five Stars").font(.largeTitle).frame(maxWidth: .infinity).layoutTag("row\(i)")
            }
        }
        .defaultScrollAnchor(.bottom)
        .layoutTag("scroll")
        .overlay(alignment: .bottom) {
            Button {} label: { Text("Continue").frame(maxWidth: .infinity) }
                .padding(.horizontal)
                .layoutTag("button")
        }
    )
    let inset = Window.iPhone13.layout(
        ScrollView {
            ForEach(1..<30) { i in
                Text("Five Stars").font(.largeTitle).frame(maxWidth: .infinity).layoutTag("row\(i)")
            }
        }
        .defaultScrollAnchor(.bottom)
        .layoutTag("scroll")
        .safeAreaInset(edge: .bottom) {
            Button {} label: { Text("Continue").frame(maxWidth: .infinity) }
                .padding(.horizontal)
                .layoutTag("button")
        }
    )
    // The button: a 22-pt line of body text across the full width, on the bottom edge (810).
    // overlay: the scroll view keeps the whole safe area; scrolled to the end, its
    // last row (largeTitle, 41 pt) ends at the safe area's bottom, under the button.
    expectFrames(covered, [
        "button": docRect(0, 788, 390, 22),
        "scroll": docRect(0, 47, 390, 763),
        "row29": docRect(0, 769, 390, 41),
    ])
    // safeAreaInset: the scroll view is 763 - 22 - 8 (default spacing) = 733 tall;
    // its content scrolls under the button, but the last row ends above it (780).
    expectFrames(inset, [
        "button": docRect(0, 788, 390, 22),
        "scroll": docRect(0, 47, 390, 733),
        "row29": docRect(0, 739, 390, 41),
    ])
    let geometry = inset.scrollGeometry(of: "scroll")
    // The visible region runs from the screen's top to its bottom; the bands
    // beyond the layout frame are content insets: 47 on top, 30 + 34 below.
    #expect(geometry?.visibleRegion == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(geometry?.contentInsets.bottom == 64)
}

// MARK: - ContainerRelativeFrame.md (seed 002)

@MainActor @Test func docContainerRelativeFrameScreen() {
    let result = Window.iPhone13.layout(
        VStack {
            Rectangle()
                .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                .layoutTag("rect")
        }
        .frame(width: 400, height: 500)
    )
    // The nearest container is the window: 844 - 47 - 34 = 763 tall, so 381.5.
    // The width is not listed: the VStack's 400-pt proposal passes through.
    // The 400 x 500 frame is centred in the safe area: x = -5, y = 47 + 131.5 = 178.5;
    // the rectangle is centred in it: y = 178.5 + (500 - 381.5) / 2 = 237.75.
    expectFrames(result, ["rect": docRect(-5, 237.75, 400, 381.5)])
}

@MainActor @Test func docContainerRelativeFrameCount() {
    let result = Window.iPhone13.layout(
        VStack {
            Rectangle()
                .containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)
                .layoutTag("rect")
        }
        .frame(width: 400, height: 500)
    )
    // available = 763 - 0 * (2 - 1) = 763; column = 763 / 2; item = column * 1 = 381.5.
    expectFrames(result, ["rect": docRect(-5, 237.75, 400, 381.5)])
}

@MainActor @Test func docContainerRelativeFrameNavigationStack() {
    let result = Window.iPhone13.layout(
        NavigationStack {
            VStack {
                Rectangle()
                    .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                    .layoutTag("rect")
            }
            .frame(width: 400, height: 500)
        }
        .frame(height: 200)
        .layoutTag("stack")
    )
    // The nearest container is the 200-pt NavigationStack (its bar is not
    // subtracted; it touches no safe-area edge): 200 / 2 = 100.
    // The stack is centred in the safe area: y = 47 + (763 - 200) / 2 = 328.5.
    expectFrames(result, ["stack": docRect(0, 328.5, 390, 200)])
    #expect(result.frame(of: "rect")?.size == CGSize(width: 400, height: 100))
}

@MainActor @Test func docContainerRelativeFrameOverlay() {
    let result = Window.iPhone13.layout(
        NavigationStack {
            VStack { Rectangle() }.frame(width: 400, height: 500)
        }
        .frame(height: 200)
        .overlay(
            Rectangle()
                .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                .layoutTag("rect")
        )
    )
    // An overlay on the stack is not inside it: the window is the container,
    // 763 / 2 = 381.5, centred on the stack: y = 328.5 + (200 - 381.5) / 2 = 237.75.
    expectFrames(result, ["rect": docRect(0, 237.75, 390, 381.5)])
}

@MainActor @Test func docContainerRelativeFrameTwoAxes() {
    let result = Window.iPhone13.layout(
        Rectangle()
            .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .vertical ? length / 2 : length * (2 / 3)
            }
            .layoutTag("rect")
    )
    // 390 x 2/3 = 260 wide, 763 / 2 = 381.5 tall, centred in the safe area:
    // x = (390 - 260) / 2 = 65, y = 47 + (763 - 381.5) / 2 = 237.75.
    expectFrames(result, ["rect": docRect(65, 237.75, 260, 381.5)])
}

@MainActor @Test func docContainerRelativeFrameGallery() {
    let result = Window.iPhone13.layout(
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { i in
                    Rectangle().fill(Color.purple).aspectRatio(3 / 2, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                        .layoutTag("item\(i)")
                }
            }
        }
        .layoutTag("scroll")
    )
    // The scroll view is the container: 390 wide. available = 390 - 10 * 2 = 370,
    // item = 370 / 3 = 123.33; a 3:2 rectangle fitted to that width is 82.22 tall.
    // Items are 123.33 + 10 apart. The scroll view hugs its content's height and
    // is centred in the safe area: y = 47 + (763 - 82.22) / 2 = 387.39.
    expectFrames(result, [
        "item0": docRect(0, 387.39, 123.33, 82.22),
        "item1": docRect(133.33, 387.39, 123.33, 82.22),
        "item2": docRect(266.67, 387.39, 123.33, 82.22),
        "scroll": docRect(0, 387.39, 390, 82.22),
    ])
}

@MainActor @Test func docContainerRelativeFrameTabView() {
    let result = Window.iPhone13.layout(
        TabView {
            Rectangle()
                .containerRelativeFrame(.vertical) { height, _ in height / 2 }
                .layoutTag("rect")
        }
    )
    // A tab: 844 minus the top inset (47), the tab bar (49) and the bottom inset (34)
    // = 714, so 357; centred in the tab's content area (47 ... 761): y = 225.5.
    expectFrames(result, ["rect": docRect(0, 225.5, 390, 357)])
}

@MainActor @Test func docContainerRelativeFrameScrollAxisMismatch() {
    let result = Window.iPhone13.layout(
        ScrollView {
            Rectangle()
                .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                .layoutTag("rect")
        }
    )
    // A vertical scroll view has no defined width for its content: SwiftUI
    // misbehaves here; the runtime reports it instead of guessing silently.
    #expect(result.diagnostics.contains { $0.kind == .undefinedContainerSize })
}

// MARK: - CustomLayouts.md

@MainActor @Test func docCustomLayoutEqualWidthStack() {
    // Apple's equal-width stack, verbatim from the article (a local type).
    struct MyEqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let totalSpacing = spacing.reduce(0) { $0 + $1 }
            return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            guard !subviews.isEmpty else { return }
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
            var nextX = bounds.minX + maxSize.width / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
                nextX += maxSize.width + spacing[index]
            }
        }

        private func maxSize(subviews: Subviews) -> CGSize {
            let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return subviewSizes.reduce(.zero) { currentMax, subviewSize in
                CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
            }
        }

        private func spacing(subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
            }
        }
    }

    let result = Window.iPhone13.layout(
        MyEqualWidthHStack {
            Text("Low").frame(maxWidth: .infinity).layoutTag("low")
            Text("Medium").frame(maxWidth: .infinity).layoutTag("medium")
            Text("High").frame(maxWidth: .infinity).layoutTag("high")
        }
    )
    // Ideal widths 3, 6, 4 characters x 8.5 = 25.5, 51, 34; 22 tall (body line).
    // maxSize 51 x 22; spacing 8, 8 (the default): 3 x 51 + 16 = 169 wide,
    // centred: x = (390 - 169) / 2 = 110.5, y = 47 + (763 - 22) / 2 = 417.5.
    // Each proposed 51 x 22, centred 51 + 8 = 59 apart.
    expectFrames(result, [
        "low": docRect(110.5, 417.5, 51, 22),
        "medium": docRect(169.5, 417.5, 51, 22),
        "high": docRect(228.5, 417.5, 51, 22),
    ])
    #expect(result.diagnostics.isEmpty)
}

@MainActor @Test func docCustomLayoutAnyLayout() {
    func badges(wide: Bool) -> some View {
        let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        return layout {
            Color.red.frame(width: 40, height: 40).layoutTag("first")
            Color.blue.frame(width: 40, height: 40).layoutTag("second")
        }
    }
    let wide = Window.iPhone13.layout(badges(wide: true))
    let narrow = Window.iPhone13.layout(badges(wide: false))
    // Wide: 40 + 8 + 40 = 88 x 40, centred: x = 151, y = 47 + (763 - 40) / 2 = 408.5.
    expectFrames(wide, ["first": docRect(151, 408.5, 40, 40), "second": docRect(199, 408.5, 40, 40)])
    // Narrow: 40 x 88, centred: x = 175, y = 47 + (763 - 88) / 2 = 384.5.
    expectFrames(narrow, ["first": docRect(175, 384.5, 40, 40), "second": docRect(175, 432.5, 40, 40)])
}
