import Foundation

/// The content of `Group(subviews:transform:)` (iOS 18): the subviews of a
/// view, transformed. See `Subview` for how the model resolves them.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.groupSubviews, kind: "Group")
        let subviews = SubviewAdoption.resolve({ Subviews._makeNodes(view.subviews, $0, &$1) }, inputs.child(0))
        Content._makeNodes(view.transform(SubviewsCollection(elements: subviews)), inputs.child(1), &list)
        SubviewAdoption.dropUnplaced(subviews)
    }
}

extension Group {
    /// A group of `transform`'s views, made from the subviews of `view`
    /// (iOS 18 / macOS 15).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}
