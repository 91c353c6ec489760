import Foundation

/// The values that flow down the view tree. Keys are types; a key that was
/// never set reads its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key, searched in order: an environment holds a
    /// few keys (the window's and the modifiers' above a view), where
    /// comparing identifiers beats hashing them (a dictionary hashed the
    /// key, about 200 instructions, for every read while resolving).
    private var storage: [Entry] = []
    /// (A struct, not a tuple: a tuple of an existential is copied through
    /// the runtime's generic tuple witnesses.)
    private struct Entry {
        let key: ObjectIdentifier
        var value: Any
        /// The version the value was written at: two environments derived
        /// from one hold the same stamp for a key neither wrote since
        /// (`changedUserEntries`).
        var stamp: Int

        /// The key's type (an `ObjectIdentifier` of a type is its metadata
        /// pointer; not stored, so that entries stay small), to tell where it
        /// was declared (`EnvironmentKeyOrigins`).
        var keyType: Any.Type { metatype(of: key) }
    }
    /// The simulated OS, packed (`OSVersion.packed`) and stored outside the
    /// dictionary: every modelled API with an availability compares it while
    /// the tree is resolved, and every node keeps a copy of its environment
    /// (4 bytes, not a 16-byte `OSVersion`).
    private(set) var packedOSVersion = OSVersion.latest.packed
    /// Set when a write of `simulatedOSVersion` was clamped; the
    /// environment modifier that wrote it reports the problem (kept in
    /// `storage`, off the common path) and clears it.
    var hasOSVersionProblem = false
    var osVersionProblem: String? {
        get { hasOSVersionProblem ? stored(ObjectIdentifier(OSVersionProblemKey.self)) as? String : nil }
        set {
            hasOSVersionProblem = newValue != nil
            // (A write like any other: a new version, so that equal versions
            // still mean equal values.)
            let stamp = EnvironmentVersions.next()
            store(OSVersionProblemKey.self, newValue, stamp: stamp)
            version = stamp
        }
    }
    /// Changes on every write: equal versions mean equal values. Lets the
    /// runtime reuse a subtree whose environment did not change.
    private(set) var version = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Inlinable: a key declared in another module (Compat's backend, an
        // app's) is read through its computed property there, and that
        // called this getter unspecialised (its associated type and the
        // cast looked up at run time: about 500 instructions a read, with
        // the `@Environment` key path around it; BENCHMARKS.md, "Twelfth
        // round (a)"). `stored` is the non-inlinable part.
        @inlinable get {
            guard let value = stored(ObjectIdentifier(key)) else { return K.defaultValue }
            // The stored value is a `K.Value` unless that type is itself an
            // existential or optional: then a cast unwraps it. Comparing the
            // opened type first skips the runtime's general cast.
            func open<T>(_ value: T) -> K.Value? {
                guard T.self == K.Value.self else { return value as? K.Value }
                return reinterpret(value, as: K.Value.self)
            }
            return open(value) ?? K.defaultValue
        }
        set {
            let stamp = EnvironmentVersions.next()
            store(key, newValue, stamp: stamp)
            version = stamp
        }
    }

    @usableFromInline
    func stored(_ key: ObjectIdentifier) -> Any? {
        for index in storage.indices where storage[index].key == key { return storage[index].value }
        return nil
    }

    /// Sets (or, with nil, removes) the value of `key`.
    private mutating func store(_ keyType: Any.Type, _ value: Any?, stamp: Int) {
        let key = ObjectIdentifier(keyType)
        if let index = storage.firstIndex(where: { $0.key == key }) {
            if let value {
                storage[index].value = value
                storage[index].stamp = stamp
            } else {
                storage.remove(at: index)
            }
        } else if let value {
            storage.append(Entry(key: key, value: value, stamp: stamp))
        }
    }

    // MARK: Environments that differ in values nothing built in reads

    /// The indices of the entries whose values differ from `old`'s, if the
    /// two environments hold the same keys in the same order, the same OS
    /// version, and differ only in keys declared outside ViewTree (an app's
    /// or Compat's: no built-in view or layout reads them; only views that
    /// declare `@Environment` for them do); nil otherwise, or if nothing
    /// differs. What `EnvironmentRebase` needs to keep a subtree resolved
    /// in `old` when only such a value changed above it.
    func changedUserEntries(since old: EnvironmentValues) -> [Int]? {
        guard storage.count == old.storage.count, packedOSVersion == old.packedOSVersion,
              hasOSVersionProblem == old.hasOSVersionProblem else { return nil }
        var changed: [Int] = []
        for index in storage.indices {
            let entry = storage[index], oldEntry = old.storage[index]
            guard entry.key == oldEntry.key else { return nil }
            if entry.stamp != oldEntry.stamp {
                guard EnvironmentKeyOrigins.isDeclaredOutsideViewTree(entry.keyType) else { return nil }
                changed.append(index)
            }
        }
        return changed.isEmpty ? nil : changed
    }

    /// This environment (derived from `old` by writes below it) derived
    /// from `new` instead: the `changed` entries (`changedUserEntries`),
    /// which it inherited from `old` unchanged, take `new`'s values. Nil when
    /// it wrote one of them again itself (or removed it): a write below may
    /// derive from the inherited value (`.environment(\.theme.size, 2)`
    /// reads the inherited `theme` and writes it back whole), so the
    /// subtree must be resolved again.
    func rebased(from old: EnvironmentValues, to new: EnvironmentValues, changed: [Int]) -> EnvironmentValues? {
        if version == old.version { return new }
        var result = self
        for index in changed {
            let oldEntry = old.storage[index]
            guard let own = result.storage.firstIndex(where: { $0.key == oldEntry.key }),
                  result.storage[own].stamp == oldEntry.stamp else { return nil }
            result.storage[own] = new.storage[index]
        }
        result.version = EnvironmentVersions.next()
        return result
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

// MARK: - Built-in values

/// Where a clamped `simulatedOSVersion` write keeps its problem until reported.
enum OSVersionProblemKey {}

struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

struct PixelLengthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1.0 / 3.0
}

extension EnvironmentValues {
    /// The simulated iOS version (default: iOS 17, the newest modelled),
    /// from `Window.osVersion`. A value outside the modelled range is
    /// clamped (`OSVersion.clampedToModelledRange()`) and reported as an
    /// `.invalidOSVersion` diagnostic by the `environment` modifier that set it.
    public var simulatedOSVersion: OSVersion {
        get { OSVersion(packed: packedOSVersion) }
        set {
            let (version, problem) = newValue.clampedToModelledRange()
            packedOSVersion = version.packed
            if problem != nil || hasOSVersionProblem { osVersionProblem = problem }
            self.version = EnvironmentVersions.next()
        }
    }

    /// The font text uses (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The size of a pixel in points (1/3 on the iPhone presets).
    public var pixelLength: CGFloat {
        get { self[PixelLengthKey.self] }
        set { self[PixelLengthKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view.
    nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }
}

/// Where environment keys were declared: ViewTree's own keys are read by
/// built-in views and layouts (a font by `Text`, the OS version by every
/// availability check), so a change of one always resolves the views below
/// again; a key declared elsewhere is read only through `@Environment`.
/// Asked only when two environments are compared (`changedUserEntries`),
/// once per key type.
enum EnvironmentKeyOrigins {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: Bool] = [:]

    static func isDeclaredOutsideViewTree(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let answer = known[key] { lock.unlock(); return answer }
        lock.unlock()
        // (`_typeName`: what `String(reflecting:)` prints for a type, without
        // its conformance lookups, each a scan of every record the first time.)
        let answer = !_typeName(type, qualified: true).hasPrefix("ViewTree.")
        lock.lock()
        known[key] = answer
        lock.unlock()
        return answer
    }
}

/// The source of environment versions.
enum EnvironmentVersions {
    private static let counter = LockedCounter()
    static func next() -> Int { counter.next() }
}

final class LockedCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
