import Foundation

/// A horizontal stack that (in SwiftUI) creates its children on demand. The
/// runtime lays out all of them; across its axis it takes the full proposal.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyHStack, kind: "LazyHStack")
        let spacing = validatedLength(view.spacing, "LazyHStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(LazyHStack<EmptyView>.self, kind: "LazyHStack",
                         layout: StackLayout(axis: .horizontal, guide: view.alignment.key, spacing: spacing, lazy: true),
                         content: view.content, &list)
    }
}
