import Foundation

/// Composite views and custom modifiers: transparent nodes whose children
/// come from `body`, re-evaluated when their state changes.
enum CompositeViewSource {
    /// Not generic (the view is an existential, opened to evaluate it): a
    /// generic source would have its type instantiated by the runtime for
    /// every composite node made and every reuse check.
    struct ViewSource: NodeSource {
        let view: any View
        let fields: ViewTypeFields
        func rebuild(_ node: Node) { Self.evaluate(view, node, fields) }
        var viewSource: ViewSource? { self }

        /// Whether the view is a `V` that is the same input as `new`
        /// (`sameViewInputs`): the existential opened and its type
        /// compared, instead of a dynamic cast (a general cast out of an
        /// existential cost several hundred instructions per reuse check),
        /// and the view compared where it is stored. Returning it as a `V?`
        /// instead copied it out (a binding's references retained and
        /// released) and looked up `Optional<V>`'s metadata at run time, twice
        /// per check.
        func holdsSameInput<V: View>(as new: V) -> Bool {
            func open<O: View>(_ view: O) -> Bool {
                guard O.self == V.self else { return false }
                return sameViewInputs(stored: view, new, fields: fields)
            }
            return open(view)
        }

        private static func evaluate<V: View>(_ view: V, _ node: Node, _ fields: ViewTypeFields) {
            node.graph.statistics.bodyEvaluations += 1
            node.rebuildRound = node.graph.rebuildRound
            let body = DynamicProperties.withInstalled(view, node: node, fields: fields) { assumingMainActor($0) { $0.body } }
            node.setChildren { inputs, list in V.Body._makeNodes(body, inputs, &list) }
        }
    }

    /// A composite view's source as one object, kept in its node's
    /// `TransparentLayout` (see `TransparentNodeSource`).
    final class ViewSourceObject: TransparentNodeSource {
        let source: ViewSource
        var rebuildRound = 0
        init(_ source: ViewSource) { self.source = source }
        func rebuild(_ node: Node) { source.rebuild(node) }
        var viewSource: ViewSource? { source }
    }

    /// A custom modifier's body, evaluated for its node (from its source,
    /// `TypedModifierContent`: the modifier, its type's fields, the content
    /// and the nodes the content produced last time, shared by every
    /// re-evaluation of this modifier value). The placeholder the body gets
    /// refers to the non-generic base, `ModifierContent`.
    static func evaluateModifier<M: ViewModifier>(_ modifier: M, _ node: Node, _ content: ModifierContent, _ fields: ViewTypeFields) {
        node.graph.statistics.bodyEvaluations += 1
        node.rebuildRound = node.graph.rebuildRound
        let body = DynamicProperties.withInstalled(modifier, node: node, fields: fields) {
            assumingMainActor($0, _ViewModifier_Content<M>(source: content)) { $0.body(content: $1) }
        }
        node.setChildren { inputs, list in M.Body._makeNodes(body, inputs, &list) }
    }

    static func makeNodes<V: View>(_ view: V, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        // Re-resolving: the same view at the same place with the same
        // inputs and environment keeps its node and subtree as they are
        // (dirty nodes inside are rebuilt on their own, top-down).
        // (The parent asked through the unretained reference: bound as a
        // `Node`, it was retained for every composite view made.)
        if let parent = inputs.unmanagedParent,
           let old = parent.with({ $0.reusableChild(at: inputs.slot) }), resolvesUnchanged(view, to: old, inputs) {
            parent.with { _ = $0.takeReusableChild(at: inputs.slot) }
            old.inputs = inputs
            inputs.graph.statistics.reusedSubtrees += 1
            list.nodes.append(old)
            return
        }
        let fields = ViewTypeFields.of(view)
        let source = ViewSourceObject(ViewSource(view: view, fields: fields))
        let node = inputs.makeNode(V.self, kind: fields.typeName, layout: TransparentLayout(source: source), transparent: true)
        source.rebuild(node)
        list.nodes.append(node)
    }

    /// Whether `makeNodes(view, inputs, _)` keeps `node` as it is (its reuse
    /// check; `View._resolvesUnchanged` asks it of a given node): the same
    /// type at the same place, in the same environment, with the same inputs.
    static func resolvesUnchanged<V: View>(_ view: V, to node: Node, _ inputs: _ResolveInputs) -> Bool {
        guard node.isMade(by: V.self, at: inputs), let source = node.source?.viewSource else { return false }
        return source.holdsSameInput(as: view)
    }

    static func makeModifierNodes<M: ViewModifier, C: View>(_ modifier: M, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let fields = ViewTypeFields.of(modifier)
        let source = TypedModifierContent(content, modifier: modifier, fields: fields)
        let node = inputs.makeNode(M.self, kind: fields.typeName, layout: TransparentLayout(source: source), transparent: true)
        source.rebuild(node)
        list.nodes.append(node)
    }
}

/// The source of a composite view's or custom modifier's node, as one
/// object kept in the node's `TransparentLayout` (a class reference fits
/// the layout existential's inline storage) with the round its body was
/// last evaluated in. Kept in the node's extras, as other sources are,
/// it made every composite node allocate an extras object (and a box for
/// a source larger than three words) besides its own.
protocol TransparentNodeSource: NodeSource, AnyObject {
    /// `Node.rebuildRound` of the node that holds it.
    var rebuildRound: Int { get set }
}

/// The layout of a transparent node: never asked directly, since parents lay
/// out a transparent node's children; if asked, it acts as its sole child.
struct TransparentLayout: UnaryLayout {
    /// The composite view's or custom modifier's source (`Node.source`),
    /// when the node is one: nil for the other transparent nodes.
    var source: (any TransparentNodeSource)? = nil

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        subview.place(in: bounds, proposal: proposal)
    }
}
