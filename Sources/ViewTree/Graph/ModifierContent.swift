import Foundation

/// The content of a custom modifier, and the nodes it produced, kept for
/// reuse when only the modifier's own state changed; also the modifier's
/// node's source.
///
/// This base is not generic, so that the modifier's placeholder view
/// (`_ViewModifier_Content`) and the node refer to it without generic
/// types; the modifier and the content themselves are kept typed by the
/// one subclass, `TypedModifierContent<M, C>`, whose metadata the runtime
/// looks up once per object made (an existential for each cost a box).
class ModifierContent: ModifierContentSource, TransparentNodeSource {
    /// The modifier's type's fields: this object is also the modifier's
    /// node's source (`TypedModifierContent` keeps the modifier).
    final let fields: ViewTypeFields
    final var rebuildRound = 0

    init(fields: ViewTypeFields) { self.fields = fields }

    final var modifierSource: ModifierContent? { self }

    /// The modifier, as an existential (`EnvironmentRebase` opens it to
    /// read its `@Environment` fields; `TypedModifierContent`).
    var anyModifier: any ViewModifier { fatalError("ModifierContent.anyModifier is implemented by TypedModifierContent") }

    /// Evaluates the modifier's body for its node (`TypedModifierContent`).
    func rebuild(_ node: Node) { fatalError("ModifierContent.rebuild is implemented by TypedModifierContent") }

    /// Resolves the content itself (`TypedModifierContent`).
    func makeContentNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        fatalError("ModifierContent.makeContentNodes is implemented by TypedModifierContent")
    }

    final func makeNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // The modifier re-evaluated because of its own state: the content is
        // the same value. If it lands at the same place with the same
        // environment, its nodes are still right (SwiftUI does not
        // re-evaluate unchanged inputs either); dirty nodes inside it are
        // rebuilt on their own.
        if canReuse(at: inputs) {
            adopt(into: inputs, &list)
            return
        }
        let start = list.nodes.count
        makeContentNodes(inputs, &list)
        remember(list.nodes.nodes(from: start), at: inputs)
    }

    private var nodes = NodeChildren()
    private var environmentVersion = -1
    /// The parent's identity, compared only. Not a weak reference: a
    /// weakly referenced node keeps its reference count in a side table,
    /// which sends every retain and release of it down the slow path. A
    /// parent gone and another node at its address is caught by the cached
    /// nodes being detached (a discarded parent's children are).
    private var parent: ObjectIdentifier?
    private var slot = 0
    private var isValid = false

    final func resolvesUnchanged(to node: Node, _ inputs: _ResolveInputs) -> Bool {
        canReuse(at: inputs) && nodes.count == 1 && nodes[0] === node
    }

    func canReuse(at inputs: _ResolveInputs) -> Bool {
        guard isValid, let parent, let inputsParent = inputs.parent, parent == ObjectIdentifier(inputsParent),
              slot == inputs.slot else { return false }
        guard nodes.allSatisfy({ $0.isAttached && $0.parent === inputsParent }) else { return false }
        if environmentVersion == inputs.environment.version { return true }
        // Another environment: still the same nodes if it differs only in
        // values nothing in them reads (`EnvironmentRebase`; the nodes made
        // directly in the environment this content was given, not in one a
        // modifier without a node wrote on top of it).
        guard let first = nodes.first, first.environment.version == environmentVersion,
              var rebase = EnvironmentRebase(from: first.environment, to: inputs.environment),
              rebase.apply(to: nodes) else { return false }
        environmentVersion = inputs.environment.version
        return true
    }

    /// A rebased node's environment (`EnvironmentRebase`): the content kept
    /// follows it.
    func rebaseEnvironment(from old: Int, to new: Int) {
        if environmentVersion == old { environmentVersion = new }
    }

    /// Puts the cached nodes back, taking them out of the parent's reuse
    /// pool so they are not detached.
    func adopt(into inputs: _ResolveInputs, _ list: inout _NodeList) {
        for node in nodes {
            if let parent = inputs.parent, let pooled = parent.reusableChild(at: node.slot), pooled === node {
                parent.takeReusableChild(at: node.slot)
            }
        }
        inputs.graph.statistics.reusedSubtrees += 1
        list.nodes.append(contentsOf: nodes)
    }

    final func remember(_ nodes: NodeChildren, at inputs: _ResolveInputs) {
        self.nodes = nodes
        environmentVersion = inputs.environment.version
        parent = inputs.parent.map(ObjectIdentifier.init)
        slot = inputs.slot
        isValid = true
    }
}

/// A custom modifier's modifier and content, stored typed in the object:
/// kept as existentials, each (larger than three words in most modifiers
/// and contents) took a box of its own, two allocations per custom
/// modifier resolved besides this object. The runtime looks this class's
/// metadata up once per object made instead (cached by its arguments).
final class TypedModifierContent<M: ViewModifier, C: View>: ModifierContent {
    let modifier: M
    let content: C

    init(_ content: C, modifier: M, fields: ViewTypeFields) {
        self.modifier = modifier
        self.content = content
        super.init(fields: fields)
    }

    override func rebuild(_ node: Node) { CompositeViewSource.evaluateModifier(modifier, node, self, fields) }

    override var anyModifier: any ViewModifier { modifier }

    override func makeContentNodes(_ inputs: _ResolveInputs, _ list: inout _NodeList) {
        C._makeNodes(content, inputs, &list)
    }
}
