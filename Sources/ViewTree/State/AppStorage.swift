import Foundation

/// A value SwiftUI keeps in `UserDefaults` (iOS 14 / macOS 11). In the
/// runtime a `@State` with a default: kept for the node's life, not persisted.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    var state: State<Value>
    /// iOS 14 / macOS 11 (the store is ignored).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage: InstallableProperty {
    mutating func install(in node: Node, index: Int, label: String) { state.install(in: node, index: index, label: label) }
}

extension AppStorage: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}
