import Foundation
// `_forEachField`: the field records Mirror reads, once per type.
@_spi(Reflection) import Swift

/// A property the runtime connects to its node before evaluating `body`.
protocol InstallableProperty {
    /// Mutating: an `Environment` keeps the node's environment in the
    /// property itself (in the copy of the view whose body is evaluated).
    mutating func install(in node: Node, index: Int, label: String)
    /// Whether the property reads a value of the environment that differs
    /// between `old` and `new` (`EnvironmentRebase`); false by default:
    /// only `Environment` reads values a rebase can change (an
    /// `EnvironmentObject` is stored under a key declared in ViewTree,
    /// `EnvironmentObjectKey`, and a change of such a key is never rebased).
    func readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool
    /// The key path an `Environment` reads (nil for the others): views of
    /// one type read through the same key path object, so a rebase compares
    /// each value once.
    var environmentKeyPath: AnyKeyPath? { get }
}

extension InstallableProperty {
    func readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool { false }
    var environmentKeyPath: AnyKeyPath? { nil }
}

/// A value owned by a view node that survives re-evaluation of the view.
///
/// Writing a different value invalidates the node: its body is evaluated
/// again and layout runs again (`Window.layout` repeats until nothing
/// changes). As in SwiftUI, the initial value is used only the first time.
///
/// The storage belongs to the graph, not to the view value: each graph
/// that lays out a view value (two windows, two `LayoutHost`s) keeps its
/// own, and writes the location of it into the copy of the view whose body
/// it evaluates (`install`), as SwiftUI keeps a state's location in the
/// property itself. Outside a body a `State` reads its initial value, and
/// its binding is a constant one (SwiftUI reads the same and warns at run
/// time that the state is not installed on a view).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    // The accessors are `@inlinable`: a view's body reads and binds its
    // state with its `Value` known statically.
    @usableFromInline let initial: Value
    /// This graph's storage, set in the copy whose body is evaluated.
    @usableFromInline var slot: StateSlot<Value>?

    @inlinable
    public init(wrappedValue value: Value) {
        initial = value
        slot = nil
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    @inlinable
    public var wrappedValue: Value {
        get { slot?.value ?? initial }
        nonmutating set { slot?.set(newValue) }
    }

    /// A binding to the stored value.
    @inlinable
    public var projectedValue: Binding<Value> {
        if let slot { return Binding(slot: slot) }
        let initial = initial
        return Binding(get: { initial }, set: { _ in })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of one `@State` of one node.
@usableFromInline final class StateSlot<Value>: AnyStateSlot {
    @usableFromInline var value: Value
    /// The owning node; cleared when the node goes (a `Binding` may keep
    /// the slot longer). Not a weak reference: a weakly referenced object
    /// keeps its reference count in a side table, which makes every retain
    /// and release of the node take the slow path.
    var node: Node? { nodeReference?.object }
    private var nodeReference: Unretained<Node>?
    /// `Value` as an Equatable type, looked up once per slot (a write of an
    /// equal value changes nothing); nil: every write counts as a change.
    let equatable: (any Equatable.Type)?
    /// The property's label; the readable name is built only when needed
    /// (a state change's reason), not for every slot created.
    let label: String
    init(value: Value, node: Node, label: String) {
        self.value = value
        self.nodeReference = Unretained(node)
        self.label = label
        self.equatable = Value.self as? any Equatable.Type
        super.init(valueType: ObjectIdentifier(Value.self))
    }

    override func detach() { nodeReference = nil }

    @usableFromInline func set(_ newValue: Value) {
        if let equatable, equal(equatable, value, newValue) { return }
        value = newValue
        // A node never outlives its graph (a `LayoutResult` keeps both), and
        // a node that is gone has cleared `node`: a `Binding` kept after its
        // layout writes harmlessly. (No weak reference to the graph: that
        // gives it a side table, and every retain of it the slow path.)
        guard let node else { return }
        node.graph.invalidate(node, reason: DirtyReason(label: label, kind: node.kind))
    }
}

/// What every state slot has: its value type's identity, checked instead of
/// a dynamic cast to `StateSlot<Value>` when a slot is found again (that
/// cast looks up the generic class's metadata at every body evaluation).
@usableFromInline class AnyStateSlot {
    let valueType: ObjectIdentifier
    init(valueType: ObjectIdentifier) { self.valueType = valueType }
    /// The owning node is going away.
    func detach() {}
}

extension State: InstallableProperty {
    mutating func install(in node: Node, index: Int, label: String) {
        let initial = initial
        install(in: node, index: index, label: label, initial: initial)
    }

    /// Points this copy at the node's slot `index`, made with `initial()`
    /// the first time (a `StateObject` makes its lazy object per node).
    mutating func install(in node: Node, index: Int, label: String, initial: @autoclosure () -> Value) {
        if let existing = node.stateSlot(at: index) as? AnyStateSlot, existing.valueType == ObjectIdentifier(Value.self) {
            slot = downcast(existing, to: StateSlot<Value>.self)
            return
        }
        let made = StateSlot(value: initial(), node: node, label: label)
        node.setStateSlot(made, at: index)
        slot = made
    }
}

final class PlaceholderSlot {}

/// Connects a view value's dynamic properties (`@State`, `@Environment`)
/// to its node before `body` is evaluated, in the copy of the value whose
/// body is evaluated.
///
/// Differs from SwiftUI: only a struct's own fields are installed (their
/// offsets and types come from the struct's field records, so each write
/// lands on a field of that type); a class view's fields and a custom
/// `DynamicProperty` struct's nested ones are not (`ViewTypeFields` lists
/// none for them).
enum DynamicProperties {
    /// `body(value)`, with `value`'s dynamic properties installed: into a
    /// copy (an `Environment` keeps the node's environment in itself), and
    /// no copy for a value without any.
    @inline(__always)
    static func withInstalled<V, R>(_ value: V, node: Node, fields: ViewTypeFields, _ body: (V) -> R) -> R {
        if fields.installables.isEmpty { return body(value) }
        var copy = value
        install(in: &copy, node: node, fields: fields)
        return body(copy)
    }

    // (`install(in:node:fields:)`, which writes the fields at their
    // offsets, is in Kernel/UncheckedAccess.swift.)
}

/// What the runtime needs to know about a view type's stored properties,
/// read once per type from its field layout (the stdlib's reflection
/// records, as `Mirror` uses, but without reflecting every value): where
/// the dynamic properties are, and how to compare two values field by field.
///
/// Reading them is the first layout's cost of a view type (a test suite
/// lays out many types once each), and what costs there is the runtime's
/// conformance lookup: the first question whether a type conforms to a
/// protocol scans every conformance record of the process (about 260,000
/// instructions; only then is the answer cached). So the fields ask only
/// what can be true and what is needed now: whether a field is a dynamic
/// property only of the few types that are (the protocols are internal), and
/// how to compare values only when a value is first compared
/// (`comparisons`), which a single layout of a view never does
/// (BENCHMARKS.md, "Twelfth round (c)").
final class ViewTypeFields: @unchecked Sendable {
    struct Installable {
        let offset: Int
        let type: any InstallableProperty.Type
        let label: String
    }
    enum Comparison {
        /// A dynamic property: compared by `ComparableInput` (state and
        /// environment are not inputs; bindings compare their location).
        case input(offset: Int, type: any ComparableInput.Type)
        case equatable(offset: Int, type: any Equatable.Type)
    }

    let isStruct: Bool
    /// The type's name without generic arguments, for dumps (`readableTypeName`).
    let typeName: String
    let installables: [Installable]

    /// A stored field, as the comparisons need it.
    private struct Field {
        let offset: Int
        let type: Any.Type
        let input: (any ComparableInput.Type)?
    }
    private let viewType: Any.Type
    /// The fields, nil when some field can never be compared (a closure,
    /// an existential, a metatype) or the type is no struct.
    private let fields: [Field]?
    private let lock = NSLock()
    private var derived: (equatableView: (any Equatable.Type)?, comparisons: [Comparison]?)?

    /// How two values of the type are compared: `equatableView`, the `==`
    /// of an Equatable view type (then no field is compared), else
    /// `comparisons`, field by field; nil comparisons when some field cannot
    /// be compared (a closure, a non-Equatable value), so two values always
    /// count as different. Derived on first use, once (behind a lock:
    /// layouts may run on several threads).
    var comparing: (equatableView: (any Equatable.Type)?, comparisons: [Comparison]?) {
        lock.lock(); defer { lock.unlock() }
        if let derived { return derived }
        let equatableView = viewType as? any Equatable.Type
        var comparisons: [Comparison]?
        if equatableView == nil, let fields {
            comparisons = []
            for field in fields {
                if let input = field.input {
                    comparisons?.append(.input(offset: field.offset, type: input))
                } else if let equatable = field.type as? any Equatable.Type {
                    comparisons?.append(.equatable(offset: field.offset, type: equatable))
                } else {
                    comparisons = nil
                    break
                }
            }
        }
        derived = (equatableView, comparisons)
        return (equatableView, comparisons)
    }

    private init<V>(_ type: V.Type) {
        viewType = V.self
        typeName = readableTypeName(V.self)
        var installables: [Installable] = []
        var fields: [Field]? = []
        let isStruct = Self.isStruct(V.self)
        if isStruct {
            _forEachField(of: V.self, options: []) { name, offset, fieldType, kind in
                switch kind {
                case .function, .existential, .metatype, .existentialMetatype:
                    // No conformance to Equatable is possible.
                    fields = nil
                case .struct where Self.isDynamicPropertyCandidate(fieldType):
                    if let installable = fieldType as? any InstallableProperty.Type {
                        installables.append(Installable(offset: offset, type: installable,
                                                        label: Self.propertyLabel(String(cString: name), installables.count)))
                    }
                    fields?.append(Field(offset: offset, type: fieldType, input: fieldType as? any ComparableInput.Type))
                default:
                    // A conformer missing from `dynamicPropertyTypes` would
                    // silently never be installed or compared: debug builds
                    // (the tests) ask every struct field.
                    assert(kind != .struct || !(fieldType is any InstallableProperty.Type || fieldType is any ComparableInput.Type),
                           "\(fieldType) is a dynamic property missing from ViewTypeFields.dynamicPropertyTypes")
                    fields?.append(Field(offset: offset, type: fieldType, input: nil))
                }
                return true
            }
        }
        self.isStruct = isStruct
        self.installables = installables
        self.fields = isStruct ? fields : nil
    }

    /// Whether `T` is a struct, from its metadata's kind (through a field of
    /// that type: `Mirror` asked the runtime whether the value customises
    /// its reflection, a conformance lookup).
    private static func isStruct<T>(_ type: T.Type) -> Bool {
        var kind: _MetadataKind?
        _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        return kind == .struct
    }
    private struct KindProbe<T> { let value: T }

    /// Whether `type` is one of the generic structs that conform to the
    /// internal `InstallableProperty` or `ComparableInput`
    /// (`dynamicPropertyTypes`): only then are the conformances asked for.
    /// The runtime caches a type's name; a conformance lookup answered
    /// "no" (an `Alignment` field, a `Color`) scans every record.
    private static func isDynamicPropertyCandidate(_ type: Any.Type) -> Bool {
        dynamicPropertyTypeNames.contains(genericTypeName(type))
    }
    private static func genericTypeName(_ type: Any.Type) -> Substring {
        let name = _typeName(type, qualified: true)
        return name.prefix { $0 != "<" }
    }
    private final class AnyObservable: ObservableObject {}
    /// Every type conforming to `InstallableProperty` or `ComparableInput`
    /// (a new conformer must be listed here; `ViewTypeFieldsTests` checks
    /// that each listed type conforms and is found in a view).
    static let dynamicPropertyTypes: [Any.Type] = [
        State<Int>.self, Binding<Int>.self, Environment<Int>.self, StateObject<AnyObservable>.self,
        EnvironmentObject<AnyObservable>.self, AppStorage<Int>.self,
    ]
    private static let dynamicPropertyTypeNames = Set(dynamicPropertyTypes.map(genericTypeName))

    private static let cache = ViewTypeFieldsCache()

    /// The fields of `V`, the type of `value`.
    static func of<V>(_ value: V) -> ViewTypeFields {
        let key = ObjectIdentifier(V.self)
        if let known = cache[key] { return known }
        let fields = ViewTypeFields(V.self)
        cache[key] = fields
        return fields
    }

    /// "_count" -> "count" (a property wrapper's storage), else "#index".
    static func propertyLabel(_ label: String?, _ index: Int) -> String {
        guard let label else { return "#\(index)" }
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// The fields of each view type, behind a lock (layouts may run on several
/// threads). Every composite view and custom modifier asks once per
/// resolution, so the common answer comes from a direct-mapped table indexed
/// by bits of the type's metadata address, compared by identity: no hashing
/// (a hashed dictionary lookup cost about 300 instructions with its lock;
/// BENCHMARKS.md "Eighth round (b)"). Two types on the same slot take turns
/// there; the dictionary behind it keeps every type.
final class ViewTypeFieldsCache: @unchecked Sendable {
    private static let slotBits = 7
    private static let slotCount = 1 << slotBits
    private var slots = [(key: ObjectIdentifier, fields: ViewTypeFields)?](repeating: nil, count: slotCount)
    private var all: [ObjectIdentifier: ViewTypeFields] = [:]
    private let lock = NSLock()

    private static func slot(_ key: ObjectIdentifier) -> Int {
        // Fibonacci hashing (one multiplication): the top bits of the
        // address times 2^64/φ spread neighbouring metadata records.
        let bits = UInt64(UInt(bitPattern: key))
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    subscript(key: ObjectIdentifier) -> ViewTypeFields? {
        get {
            let index = Self.slot(key)
            lock.lock(); defer { lock.unlock() }
            if let entry = slots[index], entry.key == key { return entry.fields }
            guard let fields = all[key] else { return nil }
            slots[index] = (key, fields)
            return fields
        }
        set {
            let index = Self.slot(key)
            lock.lock(); defer { lock.unlock() }
            all[key] = newValue
            slots[index] = newValue.map { (key, $0) }
        }
    }
}
