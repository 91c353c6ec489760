import Testing
import ViewTree
import Compat

// Scenes written in this project's own words after the patterns of the
// corpus views that needed shapes, named coordinate spaces and gestures
// (a badge drawn with Path in a GeometryReader, a stretchy scroll header
// reading its offset in a named space, a labelled control group in a
// safeAreaInset): each compiles with `import ViewTree` + `import Compat`.

/// A hexagon badge: a Path sized from its GeometryReader, kept square.
struct HexagonBadge: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let side = min(geometry.size.width, geometry.size.height)
                let r = side / 2
                for corner in 0..<6 {
                    let angle = Double(corner) * .pi / 3
                    let point = CGPoint(x: r + r * cos(angle), y: r + r * sin(angle))
                    if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
            .fill(.linearGradient(Gradient(colors: [.pink, .orange]), startPoint: .top, endPoint: .bottom))
            .layoutTag("hexagon")
        }
        .aspectRatio(1, contentMode: .fit)
        .layoutTag("badge")
    }
}

/// A header that stretches when pulled down: it reads its top in the
/// screen's named space.
struct StretchyHeaderScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Title").frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        let minY = proxy.frame(in: .named("screen")).minY - 100
                        Color.blue
                            .frame(height: max(200 + minY, 200))
                            .offset(y: minY > 0 ? -minY : 0)
                            .layoutTag("header")
                    }
                    .frame(height: 200)
                    ForEach(0..<5) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44).layoutTag("row\(row)")
                    }
                }
            }
        }
        .coordinateSpace(name: "screen")
    }
}

/// Font-size buttons in a labelled control group pinned to the bottom.
struct FontSizeScreen: View {
    @State private var fontSize = 17

    var body: some View {
        ScrollView {
            Text("Sample").font(.system(size: CGFloat(fontSize)))
        }
        .safeAreaInset(edge: .bottom) {
            ControlGroup("Font size: \(fontSize)") {
                Button("Smaller") { fontSize -= 1 }
                Button("Larger") { fontSize += 1 }
            }
            .frame(height: 44)
            .layoutTag("controls")
        }
    }
}

@MainActor @Suite struct PastedLayoutViewsTests {
    /// aspectRatio(1, .fit) in 400 x 800: a 400 square centred vertically
    /// (y 200); the path inside takes the reader's size (a shape fills its
    /// proposal).
    @Test func hexagonBadgeIsSquare() {
        expectFrames(HexagonBadge(), in: plainWindow, ["badge": rect(0, 200, 400, 400), "hexagon": rect(0, 200, 400, 400)])
    }

    /// At rest the reader is 100 below the screen's top (the title), so
    /// minY is 0 and the header keeps 200; the rows follow it at 44 each.
    @Test func stretchyHeaderAtRest() {
        expectFrames(StretchyHeaderScreen(), in: plainWindow,
                     ["header": rect(0, 100, 400, 200), "row0": rect(0, 300, 400, 44), "row1": rect(0, 344, 400, 44)])
    }

    /// The control group's label does not take room (it only shows in a
    /// menu): the labelled group has the unlabelled group's frame, 44 tall
    /// above the bottom safe area (810 - 44).
    @Test func labelledControlGroupInInset() {
        let labelled = phone.layout(FontSizeScreen()).frame(of: "controls")
        let plain = phone.layout(ScrollView { Text("Sample") }.safeAreaInset(edge: .bottom) {
            ControlGroup {
                Button("Smaller") {}
                Button("Larger") {}
            }
            .frame(height: 44)
            .layoutTag("controls")
        }).frame(of: "controls")
        #expect(labelled != nil && labelled == plain)
        #expect(close(labelled?.minY, 766) && close(labelled?.height, 44))
    }
}
