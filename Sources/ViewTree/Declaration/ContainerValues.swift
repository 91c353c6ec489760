import Foundation

/// The container values of a view (iOS 18): values a view declares for its
/// closest container to read, through a `Subview`, a `SectionConfiguration`
/// or a `Layout`'s `LayoutSubview` (Apple's documentation of
/// `ContainerValues`).
///
/// As Apple documents them, a value set on a view affects only that view;
/// it passes through the modifiers around the view (`.containerValue(...)
/// .padding()` keeps it) but not out of a container (a `VStack` around the
/// view drops it); values do not merge: the outermost writer of a key wins.
/// A value set on a `Section` is the section's
/// (`SectionConfiguration.containerValues`), not its rows'.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes on every write (0: nothing written): equal versions mean
    /// equal values, so a modifier around the view sees when they change
    /// (`NodeTraitStore.passingTraitsFingerprint`) although the values
    /// themselves need not be hashable.
    private var version = 0

    /// Values with every key at its default.
    init() {}

    /// The value of `key` (its default when none is set).
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            version = EnvironmentVersions.next()
        }
    }

    /// These values with those of `outer` on top (an outer writer wins).
    func overridden(by outer: ContainerValues) -> ContainerValues {
        guard !outer.values.isEmpty else { return self }
        guard !values.isEmpty else { return outer }
        var result = self
        result.values.merge(outer.values) { _, outerValue in outerValue }
        result.version = EnvironmentVersions.next()
        return result
    }

    var isEmpty: Bool { values.isEmpty }
}

extension ContainerValues: FingerprintedTraitValue {
    var traitFingerprint: Int { version }
}

/// A view's container values as a node trait: it passes through the
/// one-child modifiers around the view and the primary side of an overlay or
/// background, as Apple documents, and stops at a container.
enum ContainerValuesTrait: NodeTraitKey {
    static var defaultValue: ContainerValues { ContainerValues() }
    static var passesThroughModifiers: Bool { true }
}

extension Node {
    /// The container values the node's view declares.
    var containerValues: ContainerValues { declaredTraits?[ContainerValuesTrait.self] ?? ContainerValues() }
}
