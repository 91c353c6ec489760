import Foundation

/// A key for a container value (iOS 18): a type with the value a view has
/// when no `containerValue(_:_:)` sets it. Declare a property of
/// `ContainerValues` that reads and writes it (SwiftUI's `@Entry` macro
/// writes that property; this package has no macros, so it is written out).
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
