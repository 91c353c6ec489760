// The app's own views: this file is compiled by the app against SwiftUI and
// by this package against the model (its target defines COMPAT_MODEL), so the
// tests lay out exactly what ships. In the app, `layoutTag(_:)` is Compat's
// accessibility identifier.
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif
import Compat

/// The README's checkout screen: twelve rows, each a sixth of the scroll
/// view's height, and a Pay button inset at the bottom.
public struct CheckoutView: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12) { i in
                    Text("Item \(i)")
                        .frame(maxWidth: .infinity)
                        .compatContainerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
                        .layoutTag("row\(i)")
                }
            }
        }
        .layoutTag("list")
        .compatSafeAreaInset(edge: .bottom) {
            Button("Pay") {}
                .frame(maxWidth: .infinity)
                .padding()
                .layoutTag("pay")
        }
    }
}

/// A plain (non-scrolling) screen with a 60-pt toolbar inset at the bottom.
public struct ToolbarScreen: View {
    public init() {}

    public var body: some View {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }
}
