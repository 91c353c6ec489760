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

/// A preference value set by a node, type-erased.
struct AnyPreferenceWriter {
    let key: ObjectIdentifier
    let value: Any
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

/// Sets a preference value for the modified view.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public let value: Key.Value
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "preference(\(Key.self))", layout: TransparentLayout(), transparent: true)
        node.preference = AnyPreferenceWriter(key: ObjectIdentifier(Key.self), value: modifier.value)
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        inputs.graph.registerWriter(node)
        list.nodes.append(node)
    }
}

/// Runs an action when a preference value of the subtree changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    public let action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "onPreferenceChange(\(Key.self))", layout: TransparentLayout(), transparent: true)
        node.observer = AnyPreferenceObserver(
            key: ObjectIdentifier(Key.self),
            keyName: String(describing: Key.self),
            collect: { PreferenceCollector.value(Key.self, below: $0) },
            defaultValue: Key.defaultValue,
            equal: { ($0 as? Key.Value) == ($1 as? Key.Value) },
            action: { modifier.action(($0 as? Key.Value) ?? Key.defaultValue) })
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        inputs.graph.registerObserver(node)
        list.nodes.append(node)
    }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Adds an action to perform when the key's value, produced by this view's
    /// subtree, changes. Runs after a layout; state it writes causes another pass.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

/// Combines the preference values of a subtree.
enum PreferenceCollector {
    /// The value of `K` produced by `node`'s children (nil when none writes it).
    static func value<K: PreferenceKey>(_ key: K.Type, below node: Node) -> K.Value? {
        combine(key, node.children)
    }

    private static func value<K: PreferenceKey>(_ key: K.Type, of node: Node) -> K.Value? {
        guard node.isAttached else { return nil }
        if let writer = node.preference, writer.key == ObjectIdentifier(K.self) {
            return writer.value as? K.Value
        }
        guard node.hasPreferenceWriters else { return nil }
        return combine(key, node.children)
    }

    private static func combine<K: PreferenceKey>(_ key: K.Type, _ nodes: [Node]) -> K.Value? {
        var result: K.Value?
        for child in nodes {
            guard let next = value(key, of: child) else { continue }
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }
}

/// What an observer saw last; survives node reuse.
final class ObserverState {
    @exclusivity(unchecked) var lastValue: Any?
    @exclusivity(unchecked) var changeCount = 0
}

extension Node {
    var observerState: ObserverState {
        get {
            if let state = stateSlots.first(where: { $0 is ObserverState }) as? ObserverState { return state }
            let state = ObserverState()
            stateSlots.append(state)
            return state
        }
    }
}
