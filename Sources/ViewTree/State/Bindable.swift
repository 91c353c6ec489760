import Foundation

/// Bindings to the properties of an `@Observable` object (iOS 17 / macOS 14).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    public var wrappedValue: Value
    /// iOS 17 / macOS 14.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// iOS 17 / macOS 14.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
