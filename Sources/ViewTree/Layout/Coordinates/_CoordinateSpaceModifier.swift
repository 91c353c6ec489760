import Foundation

extension View {
    /// Names the view's coordinate space so that descendants can read frames
    /// relative to it with `frame(in: .named(name))` (iOS 13 / macOS 10.15;
    /// deprecated in iOS 17 for `coordinateSpace(_:)`). The view's layout is
    /// unchanged: the modifier only records where the view is placed.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name), api: .coordinateSpaceName))
    }

    /// Names the view's coordinate space (iOS 17 / macOS 14):
    /// `.coordinateSpace(.named("scroll"))`. Same behaviour as
    /// `coordinateSpace(name:)`.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name, api: .coordinateSpaceNamed))
    }
}

/// The modifier behind `coordinateSpace(name:)` and `coordinateSpace(_:)`.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    /// The spelling used: `coordinateSpace(name:)` (iOS 13) or `coordinateSpace(_:)` (iOS 17).
    let api: APIAvailability

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(modifier.api, kind: "coordinateSpace")
        let box = CoordinateSpaceBox()
        inputs.makeUnary(Self.self, kind: "coordinateSpace(\(modifier.name))", layout: CoordinateSpaceLayout(box: box), content: content, &list,
                         configure: { node in
            // Descendants find the space through the environment, nearest
            // first, so a reader resolves its spaces without walking up the
            // tree (which would cost the tree's depth per reader).
            node.environment.insertNamedCoordinateSpace(modifier.name) { box.frame }
        })
    }
}

/// Where a named space's view was last placed (window coordinates).
final class CoordinateSpaceBox {
    var frame: CGRect?
}

/// Laid out as its content; records its frame when placed (before its
/// descendants are, so a reader below sees this pass's frame).
struct CoordinateSpaceLayout: UnaryLayout {
    let box: CoordinateSpaceBox
    /// A marker: the modified view's traits pass through unchanged.
    var passedTraits: PassedTraits { .all }
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        box.frame = bounds
        subview.place(in: bounds, proposal: proposal)
    }
}
