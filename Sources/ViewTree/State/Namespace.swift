import Foundation

/// A namespace for matched-geometry identifiers (iOS 14 / macOS 11).
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity (iOS 14 / macOS 11).
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private let id = ID(value: EnvironmentVersions.next())
    /// iOS 14 / macOS 11.
    public init() {}
    public var wrappedValue: ID { id }
}
