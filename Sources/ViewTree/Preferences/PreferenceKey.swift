import Foundation

/// A named value produced by a view and read by its ancestors.
///
/// Values flow up: sibling values are combined in order with `reduce`
/// (starting from the first value produced, so a `reduce` that does nothing
/// keeps the first); an outer `.preference` on the same key replaces what the
/// subtree produced.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The value a node writes for the preference `Key`: a declared trait of
/// the writing modifier's node (one trait per key, so a node may write
/// several keys, as a navigation title writes its title and display mode).
enum PreferenceWriterTrait<Key: PreferenceKey>: NodeTraitKey {
    static var defaultValue: Key.Value? { nil }
}

/// The `onPreferenceChange` observer a node declares.
enum PreferenceObserverTrait: NodeTraitKey {
    static var defaultValue: AnyPreferenceObserver? { nil }
}

extension NodeFlags {
    /// The node or a node below it writes a preference (set by
    /// `ViewGraph.registerWriter` up to the root; never cleared, so a
    /// collection may visit a subtree that no longer writes, never miss
    /// one that does): the collection skips subtrees without it.
    static let hasPreferenceWriters = NodeFlags(rawValue: 1 << 0)
    /// The node is in the graph's list of observers.
    static let isRegisteredObserver = NodeFlags(rawValue: 1 << 1)
}

extension ViewGraph {
    /// Marks `node` and its ancestors as having a preference writer below
    /// (`NodeFlags.hasPreferenceWriters`), up to the first already marked.
    func registerWriter(_ node: Node) {
        var current: Node? = node.parent
        while let ancestor = current, !ancestor.flags.contains(.hasPreferenceWriters) {
            ancestor.flags.insert(.hasPreferenceWriters)
            current = ancestor.parent
        }
        node.flags.insert(.hasPreferenceWriters)
    }

    /// Runs the `onPreferenceChange` actions whose subtree's value changed
    /// since they last ran (after a layout pass: `settle`).
    func runObservers() {
        observers.removeAll { node in
            if node.isAttached { return false }
            node.flags.remove(.isRegisteredObserver)
            return true
        }
        for node in observers {
            guard let observer = node.declaredTraits?[PreferenceObserverTrait.self] else { continue }
            let value = observer.collect(node) ?? observer.defaultValue
            let state = node.observerState
            if let last = state.lastValue, observer.equal(last, value) { continue }
            state.lastValue = value
            state.changeCount += 1
            statistics.preferenceActions += 1
            observer.action(value)
            attributeLastChange(toPreference: observer.keyName)
        }
    }

    func registerObserver(_ node: Node) {
        if node.flags.contains(.isRegisteredObserver) { return }
        node.flags.insert(.isRegisteredObserver)
        observers.append(node)
    }
}

extension Node {
    /// Writes `value` for the preference `K` from this node: its subtree's
    /// value of `K` is replaced by it (`PreferenceKey`), and the ancestors
    /// learn that a writer is below them.
    func writePreference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        traits[PreferenceWriterTrait<K>.self] = value
        graph.registerWriter(self)
    }

    /// The value this node itself writes for `K`, nil when it writes none.
    func writtenPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard let traits = declaredTraits else { return nil }
        return traits[PreferenceWriterTrait<K>.self]
    }

    /// Makes this container's own value of `K` the default whatever its
    /// content writes: the content's values stop here, as a navigation
    /// container keeps its content's title for its own bar. The ancestors
    /// are not marked (the collection checks a visited node's own writes
    /// before its flag, so it sees this one whenever it could pass it).
    func hidePreference<K: PreferenceKey>(_ key: K.Type) {
        traits[PreferenceWriterTrait<K>.self] = K.defaultValue
    }
}

/// An `onPreferenceChange` observer, type-erased.
struct AnyPreferenceObserver {
    let key: ObjectIdentifier
    let keyName: String
    /// Computes the subtree's value for the key (nil: no writer).
    let collect: (Node) -> Any?
    let defaultValue: Any
    let equal: (Any, Any) -> Bool
    let action: (Any) -> Void
}

/// Combines the preference values of a subtree.
enum PreferenceCollector {
    /// The value of `K` produced by `node`'s children (nil when none writes it).
    static func value<K: PreferenceKey>(_ key: K.Type, below node: Node) -> K.Value? {
        combine(key, node.children)
    }

    /// The value of `K` produced by `node` itself and its subtree (nil when
    /// none writes it).
    static func value<K: PreferenceKey>(_ key: K.Type, of node: Node) -> K.Value? {
        guard node.isAttached else { return nil }
        if let written = node.writtenPreference(K.self) { return written }
        guard node.flags.contains(.hasPreferenceWriters) else { return nil }
        return combine(key, node.children)
    }

    private static func combine<K: PreferenceKey>(_ key: K.Type, _ nodes: NodeChildren) -> K.Value? {
        var result: K.Value?
        for child in nodes {
            // The common child writes nothing and has no writer below: skip
            // it before the generic call, whose entry asks the runtime for
            // `Optional<K.Value>`'s metadata (about 325 instructions a call,
            // BENCHMARKS.md "Eighth round (b)"). The same tests as
            // `value(_:of:)`: detached, no traits of its own (so no
            // `writtenPreference`), no writers below.
            guard child.isAttached, child.declaredTraits != nil || child.flags.contains(.hasPreferenceWriters) else { continue }
            guard let next = value(key, of: child) else { continue }
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }
}

/// What an observer saw last; survives node reuse.
final class ObserverState {
    var lastValue: Any?
    var changeCount = 0
}

/// An observer node's `ObserverState`: kept node state, not a declaration
/// (a new action closure from the view resolved again must not run for a
/// value the node already reported).
enum ObserverStateKey: NodeStateKey {
    static var defaultValue: ObserverState? { nil }
}

extension Node {
    var observerState: ObserverState {
        if let state = keptState[ObserverStateKey.self] { return state }
        let state = ObserverState()
        keptState[ObserverStateKey.self] = state
        return state
    }
}
