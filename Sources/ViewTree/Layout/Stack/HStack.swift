import Foundation

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
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
        let spacing = validatedLength(view.spacing, "HStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(HStack<EmptyView>.self, kind: "HStack",
                         layout: StackLayout(axis: .horizontal, guide: view.alignment.key, spacing: spacing, lazy: false),
                         content: view.content, &list)
    }
}
