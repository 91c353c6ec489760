import Foundation

// Reference-type models as SwiftUI code declares them: `ObservableObject`
// with `@Published` (Combine's, re-exported by SwiftUI), `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`, `@AppStorage`, and `@Bindable`
// for `@Observable` classes (Observation is re-exported, as SwiftUI does).
//
// Difference from SwiftUI: the runtime has no Combine, so a change to an
// object's property does not invalidate the views that read it; a body reads
// the values the objects hold when it is evaluated (the first layout, its
// own or an ancestor's state changing), and a view its parent keeps as the
// same input (`sameViewInputs`: an object is not an input) does not read
// them again. `@StateObject` and
// `@AppStorage` keep their value for the life of the view's node, as
// `@State` does (AppStorage is not persisted).

/// A class whose changes SwiftUI observes (Combine, iOS 13 / macOS 10.15).
/// In the runtime a marker: changes are not observed (see above).
public protocol ObservableObject: AnyObject {}

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

/// Makes a lazily built object once per node.
final class LazyObject<Object> {
    private let make: () -> Object
    private var made: Object?
    init(_ make: @escaping () -> Object) { self.make = make }
    var object: Object {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An observable object owned by the view (iOS 14 / macOS 11): built once,
/// the first time the view's node reads it, and kept while the node lives.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes the object; each graph's node calls it once (`install`).
    let make: () -> ObjectType
    var state: State<LazyObject<ObjectType>>

    /// iOS 14 / macOS 11.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
        state = State(wrappedValue: LazyObject(thunk))
    }

    public var wrappedValue: ObjectType { state.wrappedValue.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    /// A lazy object of the node's own: two graphs of one view value each
    /// make their object, as SwiftUI makes one per view identity.
    mutating func install(in node: Node, index: Int, label: String) {
        state.install(in: node, index: index, label: label, initial: LazyObject(make))
    }
}

extension StateObject: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}

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

struct EnvironmentObjectKey<Object>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

/// An observable object supplied by an ancestor's `environmentObject(_:)`
/// (iOS 13 / macOS 10.15). Reading one that no ancestor supplied stops the
/// program with a message naming the type, as SwiftUI does: no value of the
/// type exists to return. The runtime reports it as a diagnostic first.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The node's environment, written into the copy of the view that
    /// evaluates its body (as `Environment.values`).
    var values: EnvironmentValues?
    /// iOS 13 / macOS 10.15.
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = values?[EnvironmentObjectKey<ObjectType>.self] else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found: an ancestor must call .environmentObject(_:)")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    mutating func install(in node: Node, index: Int, label: String) {
        // (The node's environment itself, as `Environment.install` takes it:
        // `node.inputs` built the whole inputs around it.)
        values = node.environment
        if values?[EnvironmentObjectKey<ObjectType>.self] == nil {
            node.graph.diagnose(.missingResource, "No environment object of type \(ObjectType.self) (add .environmentObject(_:) above this view)",
                                node: node)
        }
    }
}

extension EnvironmentObject: ComparableInput {
    func sameInput(as other: Self) -> Bool? { nil }
}

/// Writes an environment object for the subtree.
nonisolated public struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier, PrimitiveModifier {
    let object: Object
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[EnvironmentObjectKey<Object>.self] = modifier.object
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties below (iOS 13 / macOS 10.15).
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}

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

// MARK: - Previews

/// Xcode's preview declaration (iOS 13 / macOS 10.15). The runtime never
/// shows previews; the type exists so files that declare one compile.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// A preview size (iOS 13 / macOS 10.15). Preview-only.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A preview device name (iOS 13 / macOS 10.15). Preview-only.
public struct PreviewDevice: ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

extension View {
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
