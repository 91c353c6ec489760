import Foundation

/// `listRowBackground(_:)`: a view behind a list row, filling the row's
/// cell (Apple: "Places a custom background view behind a list row item").
///
/// The row is laid out as without the modifier; the background takes no
/// part in its size. The list places the background in the row's cell
/// (`ListRowsLayout`): the whole row, from the row's top to its bottom and
/// across the card in the inset styles (across the list in `.plain` and
/// `.grouped`), whatever the row's content insets; proposed the cell's size
/// and centred in it, as a UIKit cell's background view is given the
/// cell's bounds. A row outside a list draws no background (it gets no
/// frame). Like SwiftUI's view traits, the modifier reaches the list through
/// the modifiers around the row (`.listRowBackground(...).padding()`); the
/// outermost one wins, and `nil` removes the background.
nonisolated public struct _ListRowBackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    let background: Background?

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "listRowBackground", layout: RowBackgroundLayout())
        // Re-resolving after it was distributed: the copies' views join the
        // pool again (their state survives).
        inputs.adoptChildrenOfCopies(of: node)
        node.setChildren { inputs, list in C._makeNodes(content, inputs.child(0), &list) }
        // On several views (a `Section`, a `ForEach`, a `Group`) each row
        // gets its own background, as any modifier is copied per view.
        if inputs.distribute(node, layout: RowBackgroundLayout(), into: &list, each: { target, _ in
            finish(target, modifier.background, inputs)
        }) { return }
        if node.children.count != 1 {
            // None, or one view whose body is several: one row.
            node.setChildren { inputs, list in inputs.child(0).resolveSingle(content, wrapping: .vertical, into: &list) }
        }
        finish(node, modifier.background, inputs)
        list.nodes.append(node)
    }

    /// Adds the background as the node's second child and takes the row's traits.
    private static func finish(_ node: Node, _ background: Background?, _ inputs: _ResolveInputs) {
        if let background {
            var made = _NodeList()
            let backgroundInputs = _ResolveInputs(environment: inputs.environment, slot: 0, graph: inputs.graph, parent: node,
                                                  depth: inputs.depth + 1).child(1)
            backgroundInputs.resolveSingle(background, wrapping: .depth(.center), into: &made)
            node.children.append(contentsOf: made.nodes)
        }
        node.childrenDidChange()
        node.takePrimaryTraits()
        node.traits[ListRowBackgroundTrait.self] = true
    }
}

/// Whether a row, or a modifier around it, sets `listRowBackground` (the
/// list then finds the outermost writer: `Node.listRowBackground`).
enum ListRowBackgroundTrait: NodeTraitKey {
    static var defaultValue: Bool { false }
    static var passesThroughModifiers: Bool { true }
}

/// The row is subview 0, laid out alone; the background (subview 1, when
/// there) is left unplaced here and placed by the list in the row's cell.
struct RowBackgroundLayout: PrimarySubviewLayout {
    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        guard subviews.count > 0 else { return }
        subviews.place(0, in: frame, proposal: proposal)
        // Placed by the list after this (a background placed in an earlier
        // layout, when the row was in a list, is taken out first).
        if subviews.count > 1 { subviews.hide(1) }
    }
}

extension Node {
    /// The background view of the row's outermost `listRowBackground`
    /// (nil: none, or the outermost says nil). The writer is on the row's
    /// primary chain: the trait passes only through one-child modifiers and
    /// the primary side of overlays and backgrounds.
    var listRowBackground: Node? {
        guard declaredTraits?[ListRowBackgroundTrait.self] == true else { return nil }
        var node = self
        // (Bounded by the tree's depth: each step goes one node down.)
        while !(node.layout is RowBackgroundLayout) {
            guard let primary = node.layoutChildren.first, primary.declaredTraits?[ListRowBackgroundTrait.self] == true else { return nil }
            node = primary
        }
        return node.layoutChildren.count > 1 ? node.layoutChildren[1] : nil
    }

    /// Places the row's background (if any) in `cell`, proposed the cell's
    /// size and centred in it.
    func placeListRowBackground(in cell: CGRect, _ context: PlacementContext) {
        guard let background = listRowBackground else { return }
        let proposal = ProposedViewSize(cell.size)
        let size = background.size(for: proposal, context.layout)
        background.place(in: CGRect(origin: Alignment.center.origin(of: size, in: cell), size: size), proposal: proposal, context)
    }
}

extension View {
    /// Places `view` behind this row of a list, filling the row's cell
    /// (iOS 13 / macOS 10.15); nil: no background. See
    /// `_ListRowBackgroundModifier` for how the model lays it out.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }
}
