import Foundation

/// An observable object passed to the view (iOS 13 / macOS 10.15).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties (iOS 13 / macOS 10.15).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType
    /// iOS 13 / macOS 10.15.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}
