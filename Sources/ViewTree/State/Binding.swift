import Foundation

/// A reference to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    // Either closures (`init(get:set:)`) or a `@State`'s slot, read and
    // written directly (a state's binding allocates no closure contexts).
    @usableFromInline let getter: (() -> Value)?
    @usableFromInline let setter: ((Value) -> Void)?
    @usableFromInline let slot: StateSlot<Value>?
    /// The storage the binding reads and writes (a `@State` slot) and the
    /// value it held when the binding was made, when known: two bindings to
    /// the same slot made with equal values are the same input to a view
    /// (as a SwiftUI `Binding` carries the value of its transaction).
    @usableFromInline let location: ObjectIdentifier?
    @usableFromInline let valueAtCreation: Value?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
        self.slot = nil
        self.location = nil
        self.valueAtCreation = nil
    }

    /// A binding to a state's storage in one graph.
    @usableFromInline
    init(slot: StateSlot<Value>) {
        self.getter = nil
        self.setter = nil
        self.slot = slot
        self.location = ObjectIdentifier(slot)
        self.valueAtCreation = slot.value
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    @inlinable
    public var wrappedValue: Value {
        get {
            if let slot { return slot.value }
            return getter!()
        }
        nonmutating set {
            if let slot { slot.set(newValue) } else { setter!(newValue) }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { var value = self.wrappedValue; value[keyPath: keyPath] = $0; self.wrappedValue = value })
    }
}

extension Binding: DynamicProperty {}
