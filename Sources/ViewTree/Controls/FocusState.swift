import Foundation

/// Which view has keyboard focus (iOS 15 / macOS 12). The runtime has no
/// keyboard focus: the value is stored and read back, and changing it does
/// not show a keyboard (use `Window.withKeyboard(height:)` for that).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box

    /// A binding to the focus value (iOS 15 / macOS 12).
    @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// iOS 15 / macOS 12.
    public init() where Value == Bool { box = Box(false) }
    /// iOS 15 / macOS 12.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// Binds focus to a Boolean (iOS 15 / macOS 12). Input-only.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        checkingAvailability(.focusedCondition, kind: "focused")
    }
    /// Binds focus to a value (iOS 15 / macOS 12). Input-only.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        checkingAvailability(.focusedEquals, kind: "focused")
    }
}
