import Foundation

/// A trait a view declares for its containers to read: a tab's tag, a
/// navigation title. A feature adds one by declaring a key next to its
/// code; nodes store any key without knowing it.
///
/// The traits stacks read on every layout call (priority, spacer edges,
/// being a spacer) are fields of `Node` and pass through modifiers by
/// `PassedTraits`; these are the rare ones, kept out of line.
protocol NodeTraitKey {
    associatedtype Value
    /// The value of a node that does not declare the trait.
    static var defaultValue: Value { get }
    /// Whether a one-child modifier around the view carries the trait on
    /// (`.tag(_:)` under a `.padding()` still names the tab), as SwiftUI's
    /// unary modifiers pass their content's traits.
    static var passesThroughModifiers: Bool { get }
}

extension NodeTraitKey {
    static var passesThroughModifiers: Bool { false }
}

/// The declared traits of a node: a short list (a node has none, one or
/// two), searched linearly.
struct NodeTraitStore {
    private struct Entry {
        let key: ObjectIdentifier
        var value: Any
        let passes: Bool
    }
    private var entries: [Entry] = []

    subscript<K: NodeTraitKey>(_ key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in entries where entry.key == id { return entry.value as! K.Value }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let index = entries.firstIndex(where: { $0.key == id }) {
                entries[index].value = newValue
            } else {
                entries.append(Entry(key: id, value: newValue, passes: K.passesThroughModifiers))
            }
        }
    }

    /// Whether some trait would pass through a modifier.
    var hasPassingTraits: Bool { entries.contains { $0.passes } }

    /// Takes on the traits of `inner` that pass through modifiers (those
    /// already set here are replaced).
    mutating func inherit(from inner: NodeTraitStore) {
        for entry in inner.entries where entry.passes {
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[index].value = entry.value
            } else {
                entries.append(entry)
            }
        }
    }
}

extension Node {
    /// Carries the traits of `inner` that pass through modifiers onto this
    /// modifier's node (nothing to do, and nothing allocated, for the
    /// common view without any).
    func inheritTraits(from inner: Node) {
        guard let store = inner.declaredTraits, store.hasPassingTraits else { return }
        traits.inherit(from: store)
    }
}
