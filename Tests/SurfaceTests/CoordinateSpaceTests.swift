import Testing
import ViewTree

/// Collects what readers saw while the scene was laid out.
final class GeometryProbe {
    var rects: [String: CGRect] = [:]
    var optionalRects: [String: CGRect?] = [:]
}

/// A 400 x 800 window without safe area, so frames are easy to follow.
let plainWindow = Window(size: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets())

@MainActor @Suite struct CoordinateSpaceTests {
    /// Apple's example in the documentation of `CoordinateSpaceProtocol`:
    /// a reader padded (16, the default padding) inside a VStack named
    /// "container" is 16 points from the top of the VStack, whatever the
    /// window puts above it (the iPhone 13's safe area starts at 47).
    @Test func appleDocumentationExample() {
        let probe = GeometryProbe()
        let view = VStack {
            GeometryReader { geometryProxy in
                let _ = probe.rects["container"] = geometryProxy.frame(in: .named("container"))
                let _ = probe.rects["global"] = geometryProxy.frame(in: .global)
                Color.clear
            }
            .padding()
        }
        .coordinateSpace(.named("container"))
        _ = phone.layout(view)
        #expect(close(probe.rects["container"]?.minY, 16))
        #expect(close(probe.rects["global"]?.minY, 47 + 16))
    }

    /// The named frame is the global frame minus the named view's origin.
    /// The padded VStack (360 x 300 + 2 x 20) is centred in the 800-pt
    /// window: y = (800 - 340) / 2 = 230; the reader is 20 + 100 below that
    /// and 20 from the left: global (20, 350), in "outer" (20, 120).
    /// `bounds(of:)` is the named view's rectangle in the reader's space.
    @Test func namedFrameIsRelativeToTheNamedView() {
        let probe = GeometryProbe()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                let _ = probe.rects["outer"] = proxy.frame(in: .named("outer"))
                let _ = probe.rects["outer17"] = proxy.frame(in: NamedCoordinateSpace.named("outer"))
                let _ = probe.rects["global"] = proxy.frame(in: .global)
                let _ = probe.rects["local"] = proxy.frame(in: .local)
                let _ = probe.optionalRects["bounds"] = proxy.bounds(of: .named("outer"))
                let _ = probe.optionalRects["missing"] = proxy.bounds(of: .named("nowhere"))
                let _ = probe.rects["unknown"] = proxy.frame(in: .named("nowhere"))
                Color.clear
            }
            .frame(height: 200)
        }
        .padding(20)
        .coordinateSpace(name: "outer")
        _ = plainWindow.layout(view)
        #expect(close(probe.rects["global"], rect(20, 350, 360, 200)))
        #expect(close(probe.rects["outer"], rect(20, 120, 360, 200)))
        #expect(close(probe.rects["outer17"], rect(20, 120, 360, 200)))
        #expect(close(probe.rects["local"], rect(0, 0, 360, 200)))
        #expect(close(probe.optionalRects["bounds"] ?? nil, rect(-20, -120, 400, 340)))
        #expect(probe.optionalRects["missing"] == .some(nil))
        // A name no ancestor declared: the walk up reaches the root, so the
        // frame is the global one (OpenSwiftUI ViewTransform.swift).
        #expect(close(probe.rects["unknown"], rect(20, 350, 360, 200)))
    }

    /// Two ancestors with the same name: the nearest wins. The inner space
    /// is the HStack's second child (x 200 of two 200-wide halves); the
    /// reader fills it, so its frame there is at the origin.
    @Test func nearestSpaceWithTheNameWins() {
        let probe = GeometryProbe()
        let view = HStack(spacing: 0) {
            Color.blue
            GeometryReader { proxy in
                let _ = probe.rects["space"] = proxy.frame(in: .named("space"))
                Color.clear
            }
            .coordinateSpace(name: "space")
        }
        .coordinateSpace(name: "space")
        _ = plainWindow.layout(view)
        #expect(close(probe.rects["space"], rect(0, 0, 200, 800)))
    }

    /// A space named on a sibling is not an ancestor: not found, global.
    @Test func siblingSpaceIsNotFound() {
        let probe = GeometryProbe()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100).coordinateSpace(name: "sibling")
            GeometryReader { proxy in
                let _ = probe.rects["sibling"] = proxy.frame(in: .named("sibling"))
                Color.clear
            }
        }
        _ = plainWindow.layout(view)
        #expect(close(probe.rects["sibling"], rect(0, 100, 400, 700)))
    }

    /// The modifier changes no layout: the tagged view's frame is the same
    /// with and without it (a centred 100 x 50 in 400 x 800).
    @Test func modifierKeepsTheLayout() {
        expectFrames(Color.red.frame(width: 100, height: 50).layoutTag("view").coordinateSpace(name: "x"),
                     in: plainWindow, ["view": rect(150, 375, 100, 50)])
        expectFrames(Color.red.frame(width: 100, height: 50).coordinateSpace(.named("x")).layoutTag("view"),
                     in: plainWindow, ["view": rect(150, 375, 100, 50)])
    }

    /// A space named outside a padding: the reader sits at the padding's
    /// inset in that space, wherever the box is in the window.
    @Test func readerInsidePaddedNamedView() {
        let probe = GeometryProbe()
        let view = VStack(spacing: 0) {
            GeometryReader { proxy in
                let _ = probe.rects["named"] = proxy.frame(in: .named("box"))
                Color.clear
            }
            .frame(width: 50, height: 50)
            .padding(10)
            .coordinateSpace(name: "box")
        }
        _ = plainWindow.layout(view)
        // The 70 x 70 box centred: (165, 365); the reader 10 inside.
        #expect(close(probe.rects["named"], rect(10, 10, 50, 50)))
    }
}
