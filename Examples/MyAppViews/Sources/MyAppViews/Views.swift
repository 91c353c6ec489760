import ViewTree
import Compat

// An app's own views, written with the compat modifiers exactly as they would
// be against SwiftUI (`import SwiftUI` instead of ViewTree in the app).

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
