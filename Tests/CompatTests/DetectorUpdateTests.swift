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
@Suite struct DetectorUpdateTests {
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

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
