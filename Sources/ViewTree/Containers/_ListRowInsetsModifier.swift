import Foundation

/// A row's content insets as its `listRowInsets` modifiers set them, edge
/// by edge: nil on an edge keeps the list's default there.
struct ListRowInsets: Hashable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// Every edge set from `insets` (nil: every edge the default).
    init(_ insets: EdgeInsets? = nil) {
        top = insets?.top; leading = insets?.leading; bottom = insets?.bottom; trailing = insets?.trailing
    }

    /// The insets with the list's `defaults` where no edge is set.
    func resolved(_ defaults: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? defaults.top, leading: leading ?? defaults.leading,
                   bottom: bottom ?? defaults.bottom, trailing: trailing ?? defaults.trailing)
    }

    /// These insets with `edges` set to `length` (nil: back to the default).
    func setting(_ edges: Edge.Set, to length: CGFloat?) -> ListRowInsets {
        var result = self
        if edges.contains(.top) { result.top = length }
        if edges.contains(.leading) { result.leading = length }
        if edges.contains(.bottom) { result.bottom = length }
        if edges.contains(.trailing) { result.trailing = length }
        return result
    }
}

/// A row's `listRowInsets`, a trait the list reads of each row. As SwiftUI's
/// view traits, it passes through the modifiers around the row
/// (`.listRowInsets(...).padding()` still sets the row's insets), and the
/// outermost writer wins on the edges it sets.
enum ListRowInsetsTrait: NodeTraitKey {
    static var defaultValue: ListRowInsets { ListRowInsets() }
    static var passesThroughModifiers: Bool { true }
}

extension Node {
    /// The row's `listRowInsets` (every edge nil: the list's defaults).
    var listRowInsets: ListRowInsets { declaredTraits?[ListRowInsetsTrait.self] ?? ListRowInsets() }
}

/// `listRowInsets(_:)` and, from iOS 26, `listRowInsets(_:_:)`: sets the
/// row's content insets on some edges. A pass-through node carrying the
/// trait.
nonisolated public struct _ListRowInsetsModifier: ViewModifier, PrimitiveModifier {
    /// Every edge from `insets` (`listRowInsets(_:)`), or `edges` to one length.
    let edges: Edge.Set
    let insets: EdgeInsets?
    /// The public form that built it (nil: the iOS 13 form).
    var api: APIAvailability?

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let api = modifier.api { inputs.checkAvailability(api, kind: "listRowInsets") }
        var insets = modifier.insets
        if let value = insets, ![value.top, value.leading, value.bottom, value.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            inputs.graph.diagnose(.invalidDimension, "Invalid listRowInsets \(value) (negative or non-finite); used the default insets",
                                  node: inputs.parent)
            insets = nil
        }
        let edges = modifier.edges
        inputs.makeUnary(Self.self, kind: "listRowInsets", layout: PassthroughLayout(), content: content, &list, finish: { node in
            // The row's own insets were inherited from below: this outer
            // writer replaces the edges it sets.
            // (The iOS 26 form sets one length on its edges.)
            let set = edges == .all ? ListRowInsets(insets) : node.listRowInsets.setting(edges, to: insets?.top)
            node.traits[ListRowInsetsTrait.self] = set
        })
    }
}

extension View {
    /// Sets this row's content insets in a list (iOS 13 / macOS 10.15); nil: the defaults.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(edges: .all, insets: insets))
    }

    /// Sets this row's content insets on `edges` to `length` (iOS 26); nil:
    /// the defaults there. The other edges keep what is set around or inside.
    nonisolated public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        let insets = length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
        return modifier(_ListRowInsetsModifier(edges: edges, insets: insets, api: .listRowInsetsEdges))
    }
}
