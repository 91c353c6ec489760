import Foundation

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
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
        let spacing = validatedLength(view.spacing, "VStack spacing", allowsNegative: true, fallback: nil, inputs: inputs)
        inputs.makeStack(VStack<EmptyView>.self, kind: "VStack",
                         layout: StackLayout(axis: .vertical, guide: view.alignment.key, spacing: spacing, lazy: false),
                         content: view.content, &list)
    }
}
