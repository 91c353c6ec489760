import Testing
import ViewTree

/// `Image` and `Label` (size model: Image.swift, Label.swift). Centring in
/// the iPhone 13 safe rect (x 0...390, y 47...810, 763 tall).
@MainActor @Suite struct ImageAndLabelTests {
    /// A named image is fixed at its registered size whatever it is offered
    /// (Apple: an image is displayed at its intrinsic size): 300 x 200,
    /// centred: x = 45, y = 47 + (763 - 200) / 2.
    @Test func namedImageHasItsIntrinsicSize() {
        ImageRegistry.register("surface-photo", size: CGSize(width: 300, height: 200))
        expectFrames(Image("surface-photo").layoutTag("image"), ["image": rect(45, 328.5, 300, 200)])
        // Offered less, it keeps its size (and overflows its frame).
        expectFrames(Image("surface-photo").layoutTag("image").frame(width: 100, height: 100),
                     ["image": rect(45, 328.5, 300, 200)])
    }

    /// `resizable()` takes the proposal; `scaledToFit()` keeps the image's
    /// 3:2 ratio (aspectRatio with a nil ratio reads the ideal size):
    /// offered 390 x 763, it is 390 x 260, y = 47 + (763 - 260) / 2.
    @Test func resizableImageScalesToFit() {
        ImageRegistry.register("surface-wide", size: CGSize(width: 300, height: 200))
        expectFrames(Image("surface-wide").resizable().scaledToFit().layoutTag("image"),
                     ["image": rect(0, 298.5, 390, 260)])
        expectFrames(Image("surface-wide").resizable().frame(width: 100, height: 50).layoutTag("image"),
                     ["image": rect(145, 403.5, 100, 50)])
        // Filling a 100 x 100 frame: 150 x 100, centred on the frame (overflowing it).
        expectFrames(Image("surface-wide").resizable(capInsets: EdgeInsets(), resizingMode: .tile).scaledToFill()
                        .layoutTag("image").frame(width: 100, height: 100),
                     ["image": rect(120, 378.5, 150, 100)])
    }

    /// An image given its size at creation; a missing asset is 0 x 0 and
    /// diagnosed (SwiftUI draws nothing); an invalid size is clamped.
    @Test func givenSizesAndMissingImages() {
        expectFrames(Image("avatar", intrinsicSize: CGSize(width: 40, height: 40)).layoutTag("image"),
                     ["image": rect(175, 408.5, 40, 40)])
        let missing = phone.layout(Image("surface-not-registered").layoutTag("image"))
        #expect(missing.frame(of: "image")?.size == .zero)
        #expect(missing.diagnostics.contains { $0.kind == .missingResource && $0.message.contains("surface-not-registered") })
        let invalid = phone.layout(Image("bad", intrinsicSize: CGSize(width: -1, height: CGFloat.nan)).layoutTag("image"))
        #expect(invalid.frame(of: "image")?.size == .zero)
        #expect(invalid.diagnostics.contains { $0.kind == .invalidDimension })
    }

    /// An SF Symbol is one em wide and one line tall in its font: `.body`
    /// 17 x 22, `.title` 28 x 34 (Text metric, Text.swift).
    @Test func symbolsAreSizedFromTheFont() {
        expectFrames(Image(systemName: "star.fill").layoutTag("star"), ["star": rect(186.5, 417.5, 17, 22)])
        expectFrames(Image(systemName: "star.fill").font(.title).layoutTag("star"), ["star": rect(181, 411.5, 28, 34)])
    }

    /// `Label(_:systemImage:)`: icon then title, 8 apart (the stack's default
    /// spacing): 17 + 8 + 17 = 42 wide, 22 tall; `.iconOnly` is the icon alone.
    @Test func labelLaysOutIconAndTitle() {
        expectFrames(Label("Hi", systemImage: "star").layoutTag("label"), ["label": rect(174, 417.5, 42, 22)])
        expectFrames(Label("Hi", systemImage: "star").labelStyle(.iconOnly).layoutTag("label"), ["label": rect(186.5, 417.5, 17, 22)])
        let custom = Label { Text("Title") } icon: { Color.red.frame(width: 10, height: 10) }
        // "Title" is 42.5 wide: 10 + 8 + 42.5 = 60.5.
        expectFrames(custom.layoutTag("label"), ["label": rect(164.75, 417.5, 60.5, 22)])
        struct Vertical: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.icon; configuration.title }
            }
        }
        // A custom style stacks them: 42.5 wide, 10 + 22 tall.
        expectFrames(custom.labelStyle(Vertical()).layoutTag("label"), ["label": rect(173.75, 412.5, 42.5, 32)])
    }
}
