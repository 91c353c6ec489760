import Foundation

/// SwiftUI's marker for properties that the runtime updates before `body`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A property the runtime connects to its node before evaluating `body`.
protocol InstallableProperty {
    func install(in node: Node, index: Int, label: String)
}

/// A value owned by a view node that survives re-evaluation of the view.
///
/// Writing a different value invalidates the node: its body is evaluated
/// again and layout runs again (`Window.layout` repeats until nothing
/// changes). As in SwiftUI, the initial value is used only the first time.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(initial: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, location: box.slot.map(ObjectIdentifier.init))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The per-view-value handle of a state; the runtime points it at the node's slot.
final class StateBox<Value> {
    let initial: Value
    var slot: StateSlot<Value>?
    init(initial: Value) { self.initial = initial }

    var value: Value {
        get { slot?.value ?? initial }
        set {
            if let slot { slot.set(newValue) }
        }
    }
}

/// The storage of one `@State` of one node.
final class StateSlot<Value>: StateSlotProtocol {
    var value: Value
    weak var node: Node?
    let name: String
    init(value: Value, node: Node, name: String) {
        self.value = value
        self.node = node
        self.name = name
    }

    func set(_ newValue: Value) {
        if valuesEqual(value, newValue) { return }
        value = newValue
        node?.graph.invalidate(node, reason: name)
    }
}

protocol StateSlotProtocol: AnyObject {}

extension State: InstallableProperty {
    func install(in node: Node, index: Int, label: String) {
        if index < node.stateSlots.count, let slot = node.stateSlots[index] as? StateSlot<Value> {
            box.slot = slot
            return
        }
        let slot = StateSlot(value: box.initial, node: node, name: "@State \(label) of \(node.kind)")
        while node.stateSlots.count < index { node.stateSlots.append(PlaceholderSlot()) }
        if index < node.stateSlots.count { node.stateSlots[index] = slot } else { node.stateSlots.append(slot) }
        box.slot = slot
    }
}

final class PlaceholderSlot {}

/// A reference to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    /// The storage the binding reads and writes (a `@State` slot), when
    /// known: two bindings to the same slot are the same input to a view.
    let location: ObjectIdentifier?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
        self.location = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: ObjectIdentifier?) {
        self.getter = get
        self.setter = set
        self.location = location
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.getter()[keyPath: keyPath] },
                         set: { var value = self.getter(); value[keyPath: keyPath] = $0; self.setter(value) })
    }
}

extension Binding: DynamicProperty {}

/// Equality for values of unknown type: `==` when Equatable, else "changed".
func valuesEqual<V>(_ a: V, _ b: V) -> Bool {
    guard let equatable = a as? any Equatable else { return false }
    return equatable.isEqual(to: b)
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Finds a view value's dynamic properties (by reflection, once per type)
/// and connects them to the node.
enum DynamicProperties {
    private static let cache = LockedDictionary<ObjectIdentifier, Bool>()

    static func install<V>(in value: V, node: Node) {
        let typeID = ObjectIdentifier(V.self)
        if cache[typeID] == false { return }
        var index = 0
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any InstallableProperty {
                found = true
                let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "#\(index)"
                property.install(in: node, index: index, label: label)
                index += 1
            }
        }
        if cache[typeID] == nil { cache[typeID] = found }
    }
}

/// A dictionary behind a lock, for caches shared across layouts and threads.
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()
    subscript(key: Key) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[key] }
        set { lock.lock(); storage[key] = newValue; lock.unlock() }
    }
}

// MARK: - Comparing view values

/// A dynamic property's contribution to "is this view value unchanged?".
protocol ComparableInput {
    /// nil: the property is not an input (state, environment: compared
    /// elsewhere); otherwise whether it equals `other`.
    func sameInput(as other: Any) -> Bool?
}

extension State: ComparableInput {
    func sameInput(as other: Any) -> Bool? { nil }
}

extension Environment: ComparableInput {
    func sameInput(as other: Any) -> Bool? { nil }
}

extension Binding: ComparableInput {
    func sameInput(as other: Any) -> Bool? {
        guard let location, let other = other as? Binding<Value>, let otherLocation = other.location else { return false }
        return location == otherLocation
    }
}

/// Whether a new value of a view is the same input as the old one, so its
/// body need not be evaluated again (SwiftUI compares view values the same
/// way: `==` for Equatable views, else field by field). Conservative: a
/// field that cannot be compared (a closure, a non-Equatable value) makes
/// the views different.
func sameViewInputs<V>(_ old: V, _ new: V) -> Bool {
    if let equatable = old as? any Equatable { return equatable.isEqual(to: new) }
    let oldFields = Mirror(reflecting: old).children, newFields = Mirror(reflecting: new).children
    guard oldFields.count == newFields.count else { return false }
    for (a, b) in zip(oldFields, newFields) {
        if let property = a.value as? any ComparableInput {
            if let same = property.sameInput(as: b.value), !same { return false }
            continue
        }
        guard let equatable = a.value as? any Equatable, equatable.isEqual(to: b.value) else { return false }
    }
    return true
}
