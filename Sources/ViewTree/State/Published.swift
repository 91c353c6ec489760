import Foundation

/// A property of an `ObservableObject` that announces its changes
/// (Combine, iOS 13 / macOS 10.15). In the runtime a plain stored value.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    /// iOS 13 / macOS 10.15.
    public init(wrappedValue value: Value) { self.wrappedValue = value }
    /// iOS 13 / macOS 10.15.
    public init(initialValue value: Value) { self.wrappedValue = value }
}
