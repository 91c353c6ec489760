import Foundation

/// A view whose content is built from the responder chain above it, once it
/// is placed: the runtime's equivalent of a `UIViewRepresentable` that walks
/// `next` from its `UIView` (seed 002's `ContainerDetector`). Like that view
/// it takes the whole proposal. Not a SwiftUI API: it stands for UIKit access
/// that a shim has on a real device.
nonisolated public struct ResponderChainReader<Content: View>: View, PrimitiveView {
    public var content: (ResponderChain) -> Content
    public init(@ViewBuilder content: @escaping (ResponderChain) -> Content) {
        self.content = content
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let layout = PlacementReaderLayout(input: { _, place in ResponderChain(place.placement.containers) }, build: { content, chain in
            let built = view.content(chain)
            content.setContent { inputs, list in Content._makeNodes(built, inputs, &list) }
        })
        list.nodes.append(inputs.makeNode(ResponderChainReader<EmptyView>.self, kind: "ResponderChainReader", layout: layout))
    }
}
