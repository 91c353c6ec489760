import Foundation

/// A property that a gesture updates while it is active and that returns to
/// its initial value when it ends (iOS 13 / macOS 10.15). The runtime runs
/// no gesture, so the value is always the initial one.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// iOS 13 / macOS 10.15.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value) { initial = initialValue }
    /// iOS 13 / macOS 10.15; the transaction only animates the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// iOS 13 / macOS 10.15; `reset` is never called (no gesture ends).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The value: always the initial one here (no gesture is active).
    public var wrappedValue: Value { initial }
    /// The state itself, for `updating(_:body:)`: `$dragOffset`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state starting at nil (iOS 13 / macOS 10.15).
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// A state starting at nil (iOS 13 / macOS 10.15).
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}
