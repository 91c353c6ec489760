import Foundation

/// A vertical stack that (in SwiftUI) creates its children on demand. The
/// runtime lays out all of them; across its axis it takes the full proposal.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyVStack, kind: "LazyVStack")
        let spacing = validatedLength(view.spacing, "LazyVStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(LazyVStack<EmptyView>.self, kind: "LazyVStack",
                         layout: StackLayout(axis: .vertical, guide: view.alignment.key, spacing: spacing, lazy: true),
                         content: view.content, &list)
    }
}
