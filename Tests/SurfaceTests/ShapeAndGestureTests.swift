import Testing
import ViewTree

/// A custom shape as the tutorials write one: only `path(in:)`.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A shape that answers its own size (iOS 16 `sizeThatFits`): a square of
/// the smaller proposed side.
struct SquareBadge: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = Swift.min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

@MainActor @Suite struct ShapeTests {
    /// A custom shape takes the proposal like the built-in shapes: the
    /// frame's 120 x 80 inside the 400 x 800 window, centred.
    @Test func customShapeTakesTheProposal() {
        expectFrames(Triangle().frame(width: 120, height: 80).layoutTag("t"), in: plainWindow,
                     ["t": rect(140, 360, 120, 80)])
        expectFrames(Triangle().layoutTag("t"), in: plainWindow, ["t": rect(0, 0, 400, 800)])
    }

    /// Under a nil height (a vertical ScrollView) a shape is 10 tall, the
    /// default `sizeThatFits` (Apple: unspecified dimensions become 10);
    /// a `Path` as a view too.
    @Test func shapeUnderNilProposalIsTen() {
        expectFrames(ScrollView { VStack(spacing: 0) { Triangle().layoutTag("t"); Path(CGRect(x: 0, y: 0, width: 50, height: 50)).layoutTag("p") } },
                     in: plainWindow, ["t": rect(0, 0, 400, 10), "p": rect(0, 10, 400, 10)])
    }

    /// A shape implementing `sizeThatFits` gets its answer: 400 x 800
    /// proposed, a 400 square, centred vertically: y = (800 - 400) / 2.
    @Test func shapeSizeThatFitsIsAsked() {
        expectFrames(SquareBadge().layoutTag("b"), in: plainWindow, ["b": rect(0, 200, 400, 400)])
    }

    /// Path building: lines, rectangles, ellipses and arcs, checked by their
    /// bounding rectangles (geometry: a quarter arc from 0 to 90 degrees of
    /// radius 10 about (50, 50) spans (50...60, 50...60)).
    @Test func pathBuilding() {
        var path = Path()
        #expect(path.isEmpty && path.boundingRect.isNull)
        path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 5), CGPoint(x: 20, y: 40)])
        path.closeSubpath()
        #expect(path.boundingRect == rect(10, 5, 20, 35))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))

        #expect(close(Path(ellipseIn: rect(0, 0, 100, 50)).boundingRect, rect(0, 0, 100, 50)))
        #expect(close(Circle().path(in: rect(0, 0, 100, 50)).boundingRect, rect(25, 0, 50, 50)))
        #expect(close(Capsule().path(in: rect(0, 0, 100, 40)).boundingRect, rect(0, 0, 100, 40)))
        #expect(close(RoundedRectangle(cornerRadius: 8).path(in: rect(5, 5, 30, 20)).boundingRect, rect(5, 5, 30, 20)))

        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(close(arc.boundingRect, rect(50, 50, 10, 10)))
        #expect(arc.currentPoint.map { Swift.abs($0.x - 50) < 1e-9 && Swift.abs($0.y - 60) < 1e-9 } == true)
        // Clockwise from 0 to 90 degrees goes the long way: three quarters.
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(close(long.boundingRect, rect(40, 40, 20, 20)))

        let moved = Path(rect(0, 0, 10, 10)).offsetBy(dx: 5, dy: 7)
        #expect(moved.boundingRect == rect(5, 7, 10, 10))
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        // The curve's highest point is half way to its control: y 10.
        #expect(close(quad.boundingRect, rect(0, 0, 20, 10)))
    }

    /// The iOS 17 shape shorthands resolve to the built-in shapes.
    @Test func shapeShorthands() {
        let view = Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8)).contentShape(.circle).layoutTag("v")
        expectFrames(view, in: plainWindow, ["v": rect(180, 380, 40, 40)])
    }
}

/// A bottom sheet as the corpus writes one: a @GestureState drag offset
/// updated by `DragGesture().updating`, spring animations.
struct DraggableSheet: View {
    @GestureState private var translation: CGFloat = 0
    @State private var offset: CGFloat = 300

    var body: some View {
        GeometryReader { geometry in
            VStack(spacing: 0) {
                Capsule().frame(width: 40, height: 5).padding(8)
                Color.gray
            }
            .frame(width: geometry.size.width, height: 500, alignment: .top)
            .layoutTag("sheet")
            .frame(height: geometry.size.height, alignment: .bottom)
            .offset(y: max(offset + translation, 0))
            .animation(.interactiveSpring(), value: translation)
            .gesture(
                DragGesture()
                    .updating($translation) { value, state, transaction in
                        state = value.translation.height
                        transaction.animation = .spring(Spring(duration: 0.3, bounce: 0.2))
                    }
                    .onEnded { value in
                        withAnimation(.snappy) { offset = value.translation.height > 100 ? 450 : 300 }
                    }
            )
        }
    }
}

@MainActor @Suite struct GestureAndSpringTests {
    /// No gesture runs, so the gesture state is its initial 0 and the sheet
    /// is offset by the state's 300 only: a 500-tall sheet at the bottom of
    /// the 800 window (y 300) moved 300 down. The tag is inside the offset
    /// view, so it sees the moved frame (an offset's own frame stays).
    @Test func gestureStateHoldsItsInitialValue() {
        expectFrames(DraggableSheet(), in: plainWindow, ["sheet": rect(0, 600, 400, 500)])
        let state = GestureState(wrappedValue: 5)
        #expect(state.wrappedValue == 5)
        let optional = GestureState<Int?>()
        #expect(optional.wrappedValue == nil)
    }

    /// Gesture composition type-checks with SwiftUI's spelling.
    @Test func gestureComposition() {
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .named("board")).onChanged { _ in }.onEnded { _ in }
        let combined = drag.simultaneously(with: MagnifyGesture()).sequenced(before: TapGesture(count: 2))
        let view = Color.red.frame(width: 10, height: 10).gesture(combined).simultaneousGesture(LongPressGesture())
            .highPriorityGesture(RotationGesture().map { $0.degrees }).layoutTag("v")
        expectFrames(view, in: plainWindow, ["v": rect(195, 395, 10, 10)])
    }

    /// Spring conversions (damped oscillator; Apple's documentation of
    /// `Spring`): response 0.5 -> stiffness (2 pi / 0.5)^2 = 157.91,
    /// damping 2 * 0.8 * (2 pi / 0.5) = 20.11; mass 1, stiffness 100,
    /// damping 10 -> response 2 pi / 10, ratio 10 / (2 * 10) = 0.5;
    /// bounce 0.3 -> ratio 0.7; negative bounce -0.5 -> ratio 1 / 0.5 = 2.
    @Test func springConversions() {
        let a = Spring(response: 0.5, dampingRatio: 0.8)
        #expect(Swift.abs(a.stiffness - 157.9137) < 1e-3)
        #expect(Swift.abs(a.damping - 20.1062) < 1e-3)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Swift.abs(b.response - 2 * Double.pi / 10) < 1e-9)
        #expect(Swift.abs(b.dampingRatio - 0.5) < 1e-9)
        #expect(Swift.abs(Spring.bouncy.dampingRatio - 0.7) < 1e-9)
        #expect(Swift.abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-9)
        #expect(Swift.abs(Spring(duration: 1, bounce: -0.5).bounce + 0.5) < 1e-9)
        // Over-damping is clamped to critical unless allowed.
        #expect(Spring(mass: 1, stiffness: 1, damping: 10).dampingRatio == 1)
        #expect(Swift.abs(Spring(mass: 1, stiffness: 1, damping: 10, allowOverDamping: true).dampingRatio - 5) < 1e-9)
        // Bad input: non-finite parameters fall back instead of NaN.
        #expect(Spring(response: .nan, dampingRatio: -1).stiffness.isFinite)
    }
}
