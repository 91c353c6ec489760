import Testing
import ViewTree

/// Drawing-only API: each modifier is accepted with SwiftUI's spelling and
/// leaves every frame where the undecorated view has it.
@MainActor @Suite struct DrawingOnlyTests {
    /// "Hello" in `.body` is 5 x 8.5 = 42.5 wide and 22 tall (Text metric);
    /// padded 16 it is 74.5 x 54, centred in the iPhone 13 safe rect
    /// (y 47...810): x = (390 - 74.5) / 2, y = 47 + (763 - 54) / 2.
    static let card = rect(157.75, 401.5, 74.5, 54)

    @Test func shapeStylesAndEffectsKeepFrames() {
        let view = Text("Hello")
            .fontWeight(.bold)
            .foregroundStyle(.secondary)
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .clipShape(Capsule())
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(.blue, lineWidth: 2))
            .opacity(0.9)
            .scaleEffect(1.2)
            .rotationEffect(.degrees(10))
            .tint(.pink)
            .disabled(true)
            .contentShape(Rectangle())
            .onTapGesture {}
            .animation(.spring(), value: 1)
            .layoutTag("card")
        expectFrames(view, ["card": Self.card])
    }

    @Test func fillsGradientsAndMaterialsAreShapeStyles() {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.white).frame(height: 10).layoutTag("white")
            Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(height: 10)
            Capsule().fill(.regularMaterial).frame(height: 10)
            RoundedRectangle(cornerRadius: 4).strokeBorder(.tint, lineWidth: 1).frame(height: 10)
            // iOS 17's `antialiased:` and `strokeBorder(_:style:antialiased:)`.
            Circle().stroke(.red, lineWidth: 2, antialiased: false).frame(height: 10)
            Capsule().strokeBorder(.blue, style: StrokeStyle(lineWidth: 2), antialiased: true).frame(height: 10)
            Ellipse().fill(Color.blue.gradient).frame(height: 10).layoutTag("last")
        }
        .foregroundStyle(.primary, .secondary)
        .font(.system(size: 15, weight: .semibold, design: .rounded))
        // A VStack of seven 10-pt rows in the safe rect: 70 tall, centred
        // (y = 47 + (763 - 70) / 2 = 393.5), full width (shapes fill).
        expectFrames(view, ["white": rect(0, 393.5, 390, 10), "last": rect(0, 453.5, 390, 10)])
    }

    /// A custom ButtonStyle's body is laid out: its padding is layout, as in
    /// SwiftUI (the style replaces the label). "Go" is 17 x 22; padded 10: 37 x 42.
    @Test func customButtonStyleIsLaidOut() {
        struct Padded: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).background(.blue)
            }
        }
        expectFrames(Button("Go") {}.buttonStyle(Padded()).layoutTag("button"),
                     ["button": rect(176.5, 407.5, 37, 42)])
        // A built-in style lays out the bare label: 17 x 22.
        expectFrames(Button("Go") {}.buttonStyle(.borderedProminent).buttonStyle(Padded()).layoutTag("button"),
                     ["button": rect(186.5, 417.5, 17, 22)])
    }

    /// Weights and designs do not change the Text metric (0.5 em per
    /// character): 5 characters at 20 pt are 50 wide, 24 tall (1.2 x 20).
    @Test func fontWeightsKeepTheMetric() {
        expectFrames(Text("Hello").font(.system(size: 20, weight: .heavy)).bold().italic().layoutTag("t"),
                     ["t": rect(170, 416.5, 50, 24)])
        expectFrames((Text("He").font(.system(size: 20)) + Text("llo").bold()).layoutTag("t"),
                     ["t": rect(170, 416.5, 50, 24)])
    }
}
