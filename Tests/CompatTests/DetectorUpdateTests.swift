import Foundation
import Testing
import ViewTree
import Compat

/// A horizontal scroll view whose width is state: every relayout gives the
/// detectors in it a new container.
private struct ResizableGallery: View {
    @State var width: CGFloat = 300
    let backend: CompatBackend
    let expose: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = expose($width)
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.blue.frame(height: 30)
                        .compatContainerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                        .layoutTag("item\(index)")
                }
            }
        }
        .frame(width: width)
        .environment(\.compatBackend, backend)
    }
}

/// The detector shim when its container changes size twice: each change is
/// reported after the layout pass (the queued responder-chain report), the
/// detector's state takes the new size and its modifier is evaluated again.
/// A report left out, or one carrying the previous chain, leaves the items at
/// the previous width. Expected widths: Apple's formula (documentation of
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`), count 2,
/// spacing 10: (container - 10) / 2; the container is the scroll view's width
/// (seed 002: a scroll view's frame minus its content insets, none here).
@MainActor @Suite struct DetectorUpdateTests {
    @Test(arguments: [CompatBackend.native, .shim, .environmentShim])
    func containerResizedTwice(backend: CompatBackend) {
        let width = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: .iPhone13, rootView: ResizableGallery(backend: backend, expose: { width.value = $0 }))
        // The scroll view (hugging the 30-pt items) centred in the safe rect
        // (0, 47, 390, 763): x = (390 - w) / 2, y = 47 + (763 - 30) / 2 = 413.5;
        // item i at x + i * (item + 10).
        for containerWidth: CGFloat in [300, 200, 250] {
            if containerWidth != 300 { width.value?.wrappedValue = containerWidth }
            let result = host.layout()
            let item = (containerWidth - 10) / 2, left = (390 - containerWidth) / 2
            for index in 0..<3 {
                let expected = CGRect(x: left + CGFloat(index) * (item + 10), y: 413.5, width: item, height: 30)
                let frame = result.frame(of: "item\(index)")
                #expect(frame.map { $0.isClose(to: expected, tolerance: 1.0 / 3.0 + 0.0001) } == true,
                        "\(backend) width \(containerWidth) item\(index): \(String(describing: frame)) != \(expected)")
            }
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        }
    }
}

/// Seed 002's `ContainerDetector` is a `UIViewRepresentable`, which SwiftUI
/// lays out as a primitive view (its `Body` is `Never`): the shim evaluates
/// the compat modifier's body and the detector modifier's, and no body of
/// the detector, whose observer is kept when the detector modifier's body
/// runs again.
@MainActor @Suite struct DetectorIsPrimitiveTests {
    @Test func theShimEvaluatesNoBodyOfTheDetector() {
        let scene = ScrollView {
            Color.blue.compatContainerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0).layoutTag("item")
        }
        let result = Window.iPhone13.layout(scene.environment(\.compatBackend, .shim))
        // Pass 1: CompatContainerRelativeFrame's body and
        // ContainerDetectorModifier's (2); the observer reports the scroll
        // view after it, and pass 2 evaluates the detector modifier's body
        // with the size (1): 3 bodies, 2 passes (the item's new height
        // changes no container).
        #expect(result.statistics.bodyEvaluations == 3)
        #expect(result.statistics.passes == 2)
        // The container (seed 002: a scroll view's frame minus its content
        // insets): the scroll view's UIKit frame is the whole 390 x 844
        // window, its content insets the safe area's 47 and 34, so 763 high;
        // count 2: 763 / 2 = 381.5, the item at the content's top (y = 47),
        // as wide as the scroll view's proposal (390); frames are rounded to
        // the window's pixels (scale 3, half away from zero): 1144.5 -> 1145.
        #expect(result.frame(of: "item") == CGRect(x: 0, y: 47, width: 390, height: 1145.0 / 3))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
