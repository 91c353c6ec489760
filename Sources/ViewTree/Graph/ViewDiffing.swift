import Foundation

// View diffing: whether a view value is the same input as the one its node
// was built from, so that its body need not be evaluated again (used by
// `CompositeViewSource.makeNodes` when a parent is resolved again).

/// Equality for values of unknown type: `==` when `V` is Equatable, else
/// "changed" (the same rule as `StateSlot.set` and `sameViewInputs`).
func valuesEqual<V>(_ a: V, _ b: V) -> Bool {
    guard let equatable = V.self as? any Equatable.Type else { return false }
    return equal(equatable, a, b)
}

/// A dynamic property's contribution to "is this view value unchanged?".
protocol ComparableInput {
    /// nil: the property is not an input (state, environment: compared
    /// elsewhere); otherwise whether it equals `other`.
    func sameInput(as other: Self) -> Bool?
}

extension State: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}

extension Environment: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}

extension Binding: ComparableInput {
    /// The same slot and an equal value (a value that cannot be compared,
    /// or nil, counts as changed: the view is evaluated again).
    func sameInput(as other: Self) -> Bool? {
        guard let location, location == other.location,
              let value = valueAtCreation, let otherValue = other.valueAtCreation else { return false }
        return valuesEqual(value, otherValue)
    }
}

// (`sameViewInputs` and `equal`, which read a value's fields at their
// offsets, are in Kernel/UncheckedAccess.swift.)

// MARK: Environment rebase

/// Keeps a subtree resolved in one environment when its new environment
/// differs only in values no node in it reads: values of keys declared
/// outside ViewTree (`EnvironmentValues.changedUserEntries`, which built-in
/// views and layouts never read), that no composite view or custom
/// modifier in the subtree reads through `@Environment` (compared by value).
/// The nodes then take the new environment (each its own, rebased: a value
/// written again below stays), instead of the whole subtree being resolved
/// again. SwiftUI tracks environment dependencies per key and re-evaluates
/// only the views that read a changed one (Apple, `Environment`; WWDC21
/// "Demystify SwiftUI"). Unlike a per-read record (BENCHMARKS.md, Eighth
/// round (a)), nothing is recorded while resolving: the subtree is walked
/// only when an environment changed, and the readers are known from their
/// types (`ViewTypeFields.installables`).
struct EnvironmentRebase {
    let old: EnvironmentValues
    let new: EnvironmentValues
    let changed: [Int]
    /// The rebased environment of each old version met (nodes that shared
    /// an environment share the rebased one, so their versions stay equal).
    private var rebasedByVersion: [Int: EnvironmentValues] = [:]
    /// Whether the value a key path reads differs, by key path and pair of
    /// environments.
    fileprivate var reads: [ReadKey: Bool] = [:]

    init?(from old: EnvironmentValues, to new: EnvironmentValues) {
        guard let changed = new.changedUserEntries(since: old) else { return nil }
        self.old = old
        self.new = new
        self.changed = changed
    }

    /// Rebases `nodes` and everything under them if nothing there reads a
    /// changed value; whether it did (nothing is changed otherwise).
    mutating func apply(to nodes: NodeChildren) -> Bool {
        for node in nodes where !canRebase(node) { return false }
        for node in nodes { rebase(node) }
        return true
    }

    /// `environment` derived from `new` instead of `old`; nil if a node
    /// below wrote a changed key again (`EnvironmentValues.rebased`).
    private mutating func rebased(_ environment: EnvironmentValues) -> EnvironmentValues? {
        // (Most nodes hold the environment the content was given.)
        if environment.version == old.version { return new }
        if let known = rebasedByVersion[environment.version] { return known }
        guard let made = environment.rebased(from: old, to: new, changed: changed) else { return nil }
        rebasedByVersion[environment.version] = made
        return made
    }

    /// Whether `node` and everything under it can take the new environment:
    /// no composite view or custom modifier reads a changed value through
    /// `@Environment`, and no node's environment wrote a changed key again.
    private mutating func canRebase(_ node: Node) -> Bool {
        // (The common node, no body and the content's own environment,
        // costs no copy of either: the walk visits the whole content.)
        if node.hasSource {
            let environment = node.environment
            guard let updated = rebased(environment), let source = node.source else { return false }
            if let view = source.viewSource {
                if !view.fields.installables.isEmpty, readsChange(view.view, view.fields, environment, updated) { return false }
            } else if let modifier = source.modifierSource {
                if !modifier.fields.installables.isEmpty,
                   readsChange(modifier.anyModifier, modifier.fields, environment, updated) { return false }
            } else {
                return false
            }
        } else if node.environment.version != old.version, rebased(node.environment) == nil {
            return false
        }
        // (The children walked unretained: nothing here changes them.)
        return node.children.withUnretainedNodes { children in
            for child in children where !child.with({ canRebase($0) }) { return false }
            return true
        }
    }

    /// Gives `node` and everything under it the new environment (after
    /// `canRebase` said yes for all of them, so every `rebased` succeeds).
    private mutating func rebase(_ node: Node) {
        let from = node.environment.version
        node.environment = from == old.version ? new : rebased(node.environment) ?? new
        if node.hasSource, let modifier = node.source?.modifierSource {
            modifier.rebaseEnvironment(from: from, to: node.environment.version)
        }
        node.children.withUnretainedNodes { children in
            for child in children { child.with { rebase($0) } }
        }
        // (The implicit stack around several children of a unary layout
        // takes its parent's inputs when made: made again.)
        node.dropImplicitChild()
    }
}

extension EnvironmentRebase {
    /// Whether a dynamic property of `value` reads a value that differs
    /// between the environments (each key path compared once per pair of
    /// environments: `reads`).
    /// (One overload per existential: an `Any` would not be opened, and the
    /// fields' offsets would read the existential's container.)
    fileprivate mutating func readsChange(_ value: any View, _ fields: ViewTypeFields, _ old: EnvironmentValues,
                                          _ new: EnvironmentValues) -> Bool {
        func open<V: View>(_ value: V) -> Bool { readsChange(in: value, fields, old, new) }
        return open(value)
    }

    fileprivate mutating func readsChange(_ value: any ViewModifier, _ fields: ViewTypeFields, _ old: EnvironmentValues,
                                          _ new: EnvironmentValues) -> Bool {
        func open<M: ViewModifier>(_ value: M) -> Bool { readsChange(in: value, fields, old, new) }
        return open(value)
    }

    private mutating func readsChange<V>(in value: V, _ fields: ViewTypeFields, _ old: EnvironmentValues,
                                         _ new: EnvironmentValues) -> Bool {
        // (Not reached for a class today: its fields are not listed,
        // `ViewTypeFields`, so its `installables` are empty, and its
        // `@Environment` is never installed either. Should that change, a
        // class, whose fields have no offsets here, counts as a reader.)
        guard fields.isStruct else { return true }
        return fields.anyInstallable(in: value) { property in
            guard let keyPath = property.environmentKeyPath else { return false }
            let key = ReadKey(keyPath: ObjectIdentifier(keyPath), old: old.version, new: new.version)
            if let known = reads[key] { return known }
            let changed = property.readsChange(from: old, to: new)
            reads[key] = changed
            return changed
        }
    }
}

/// A key path read in a pair of environments (`EnvironmentRebase.reads`).
struct ReadKey: Hashable {
    let keyPath: ObjectIdentifier
    let old: Int
    let new: Int
}
