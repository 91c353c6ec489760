import Foundation

/// A key for a value a view hands to the custom layout that contains it,
/// read with `subview[Key.self]`. SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}
