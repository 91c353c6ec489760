import Foundation

// What a node carries for the features, without knowing them. Three kinds,
// each declared by a feature next to its code (Preferences/, Containers/,
// Inspection/):
// - declared traits (`NodeTraitKey`): what the node's view declares, set
//   again each time the view is resolved and forgotten when a node is reused
//   for another view (a tab's tag, a preference a view writes);
// - kept state (`NodeStateKey`): what the node remembers across
//   resolutions, as SwiftUI's view state does (the responder chain an
//   observer last reported);
// - flags (`NodeFlags`): one bit a feature reads on its own walks (whether
//   a subtree writes preferences, whether the node is in one of the graph's
//   registries), inline so that a walk tests them without a lookup.
//
// The traits stacks read on every layout call (priority, spacer edges,
// being a spacer) are generic layout traits, stored inline in `Node` and
// passed through modifiers by `PassedTraits`
// (Docs/LayoutRules.md, "Layout traits through modifiers"): a lookup there
// would cost every size and place call.

/// A trait a view declares for its containers or its ancestors to read: a
/// tab's tag, a preference value. A feature adds one by declaring a key next
/// to its code; nodes store any key without knowing it.
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

/// Something a node keeps across resolutions of its view (node state, not
/// a declaration): kept when the node is reused, gone with the node.
protocol NodeStateKey {
    associatedtype Value
    /// The value of a node that has not stored one.
    static var defaultValue: Value { get }
}

/// Values by key type: a short list (a node has none, one or two),
/// searched linearly.
private struct NodeValueList {
    struct Entry {
        let key: ObjectIdentifier
        var value: Any
        let passes: Bool
    }
    var entries: [Entry] = []

    func value(_ key: ObjectIdentifier) -> Any? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    mutating func set(_ key: ObjectIdentifier, _ value: Any, passes: Bool) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value, passes: passes))
        }
    }
}

/// A trait value that is not hashable but tells when it changed (a
/// version), so that the modifiers it passes through see the change.
protocol FingerprintedTraitValue {
    var traitFingerprint: Int { get }
}

/// The declared traits of a node (`NodeTraitKey`).
struct NodeTraitStore {
    private var list = NodeValueList()

    subscript<K: NodeTraitKey>(_ key: K.Type) -> K.Value {
        get { list.value(ObjectIdentifier(key)).map { $0 as! K.Value } ?? K.defaultValue }
        set { list.set(ObjectIdentifier(key), newValue, passes: K.passesThroughModifiers) }
    }

    /// Whether the trait was declared (as opposed to holding its default).
    func contains<K: NodeTraitKey>(_ key: K.Type) -> Bool {
        list.value(ObjectIdentifier(key)) != nil
    }

    /// Whether some trait would pass through a modifier.
    var hasPassingTraits: Bool { list.entries.contains { $0.passes } }

    /// The traits that pass through a modifier, as a number that changes
    /// when one does (its key, and its value when hashable: a tab's tag);
    /// 0 without any. (`LayoutShape`.)
    var passingTraitsFingerprint: Int {
        var hasher = Hasher()
        var any = false
        for entry in list.entries where entry.passes {
            any = true
            hasher.combine(entry.key)
            if let value = entry.value as? FingerprintedTraitValue {
                hasher.combine(value.traitFingerprint)
            } else {
                hasher.combine(entry.value as? AnyHashable)
            }
        }
        return any ? hasher.finalize() | 1 : 0
    }

    /// Takes on the traits of `inner` that pass through modifiers (those
    /// already set here are replaced).
    mutating func inherit(from inner: NodeTraitStore) {
        for entry in inner.list.entries where entry.passes {
            list.set(entry.key, entry.value, passes: true)
        }
    }
}

/// The kept state of a node (`NodeStateKey`).
struct NodeStateStore {
    private var list = NodeValueList()

    subscript<K: NodeStateKey>(_ key: K.Type) -> K.Value {
        get { list.value(ObjectIdentifier(key)).map { $0 as! K.Value } ?? K.defaultValue }
        set { list.set(ObjectIdentifier(key), newValue, passes: false) }
    }
}

/// One-bit marks features keep on a node (inline: a walk guided by them
/// reads no out-of-line storage). Each feature declares its bits in its own
/// folder, as static members of an extension, and lists them in `registry`;
/// `NodeTraitTests` checks that every declared bit is listed and that no two
/// share a bit. Ten of sixteen are taken.
struct NodeFlags: OptionSet {
    let rawValue: UInt16

    /// Every flag, by the name it is declared with.
    static let registry: [(name: String, flag: NodeFlags)] = [
        ("hasPreferenceWriters", .hasPreferenceWriters), ("isRegisteredObserver", .isRegisteredObserver),
        ("isRegisteredTag", .isRegisteredTag), ("derivesFromChildren", .derivesFromChildren),
        ("mayHavePlacedDescendants", .mayHavePlacedDescendants), ("hasRecordedScrollGeometry", .hasRecordedScrollGeometry),
        ("kindFieldHoldsTag", .kindFieldHoldsTag), ("flatteningIsChildren", .flatteningIsChildren),
        ("isSpacerItself", .isSpacerItself), ("hasExplicitGuides", .hasExplicitGuides),
    ]

    /// A `Spacer`, or a modifier that is no layout around one (a tag, a
    /// background): `PassedTraits.spacerItself`.
    static let isSpacerItself = NodeFlags(rawValue: 1 << 8)
}

extension Node {
    /// A `Spacer`, or a modifier that is no layout around one (a tag, a
    /// background): `PassedTraits.spacerItself`.
    var isSpacerItself: Bool {
        get { flags.contains(.isSpacerItself) }
        set { if newValue { flags.insert(.isSpacerItself) } else { flags.remove(.isSpacerItself) } }
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
