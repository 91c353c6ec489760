import Foundation
import Testing
import ViewTree
import Compat

func scene(_ backend: CompatBackend) -> some View {
    ScrollView {
        ForEach(1..<30) { i in Color.red.frame(height: 40).layoutTag("row\(i)") }
        ExtraBottomSafeAreaInset()
    }
    .defaultScrollAnchor(.bottom)
    .layoutTag("scroll")
    .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).layoutTag("inset1") }
    .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 30).layoutTag("inset2") }
    .environment(\.compatBackend, backend)
}

@Test func smoke() {
    for backend in [CompatBackend.native, .shim, .environmentShim] {
        let r = Window.iPhone13.layout(scene(backend))
        print(backend, r.statistics, r.frame(of: "scroll")!.shortDescription, r.frame(of: "row29")!.shortDescription, r.frame(of: "inset1")!.shortDescription, r.frame(of: "inset2")!.shortDescription, r.diagnostics)
    }
    let gallery = { (b: CompatBackend) in
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { i in
                    Rectangle().aspectRatio(3 / 2, contentMode: .fit)
                        .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10).layoutTag("item\(i)")
                }
            }
        }.environment(\.compatBackend, b)
    }
    for b in [CompatBackend.native, .shim] {
        let r = Window.iPhone13.layout(gallery(b))
        print(b, r.statistics, r.frame(of: "item0")!.shortDescription, r.frame(of: "item1")!.shortDescription, r.diagnostics)
    }
}
extension CGRect { var shortDescription: String { "(\(minX), \(minY), \(width), \(height))" } }
struct Probe: View {
    @State private var size: CGSize? = nil
    var body: some View {
        let _ = print("body size=\(String(describing: size))")
        return Color.red.frame(width: size?.width).background(Det(size: $size))
    }
}
struct Det: View {
    @Binding var size: CGSize?
    var body: some View {
        Color.clear.preference(key: K.self, value: CGSize(width: 5, height: 5))
            .onPreferenceChange(K.self) { print("action \(String(describing: $0))"); size = $0; print("after set \(String(describing: size))") }
    }
}
struct K: PreferenceKey { static let defaultValue: CGSize? = nil; static func reduce(value: inout CGSize?, nextValue: () -> CGSize?) {} }
@Test func probe() { let r = Window.iPhone13.layout(Probe()); print(r.statistics) }
