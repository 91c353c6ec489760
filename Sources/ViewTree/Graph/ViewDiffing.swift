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

/// Whether a new value of a view is the same input as the old one, so its
/// body need not be evaluated again (SwiftUI compares view values the same
/// way: `==` for Equatable views, else field by field). Conservative: a
/// field that cannot be compared (a closure, a non-Equatable value) makes
/// the views different.
func sameViewInputs<V>(_ old: V, _ new: V, fields: ViewTypeFields) -> Bool {
    if let equatable = fields.equatableView { return equal(equatable, old, new) }
    guard let comparisons = fields.comparisons else { return false }
    return withUnsafePointer(to: old) { oldPointer in
        withUnsafePointer(to: new) { newPointer in
            let a = UnsafeRawPointer(oldPointer), b = UnsafeRawPointer(newPointer)
            for comparison in comparisons {
                switch comparison {
                case let .input(offset, type):
                    if sameInput(type, a + offset, b + offset) == false { return false }
                case let .equatable(offset, type):
                    if !equalFields(type, a + offset, b + offset) { return false }
                }
            }
            return true
        }
    }
}

/// `a == b` for values of a type known (at run time) to be `T`.
func equal<T: Equatable, V>(_ type: T.Type, _ a: V, _ b: V) -> Bool {
    withUnsafePointer(to: a) { a in
        withUnsafePointer(to: b) { b in
            UnsafeRawPointer(a).assumingMemoryBound(to: T.self).pointee == UnsafeRawPointer(b).assumingMemoryBound(to: T.self).pointee
        }
    }
}

private func equalFields<T: Equatable>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
}

private func sameInput<T: ComparableInput>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool? {
    a.assumingMemoryBound(to: T.self).pointee.sameInput(as: b.assumingMemoryBound(to: T.self).pointee)
}
