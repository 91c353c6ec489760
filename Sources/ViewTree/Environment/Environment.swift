import Foundation

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree. Keys are types; a key that was
/// never set reads its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    /// Changes on every write: equal versions mean equal values. Lets the
    /// runtime reuse a subtree whose environment did not change.
    private(set) var version = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            version = EnvironmentVersions.next()
        }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

/// A property wrapper that reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the view's position in the tree (read when its body is evaluated).
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

final class EnvironmentBox {
    @exclusivity(unchecked) var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(in node: Node, index: Int, label: String) {
        box.values = node.inputs.environment
    }
}

/// Sets an environment value for the modified view's subtree.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    public let keyPath: WritableKeyPath<EnvironmentValues, Value>
    public let value: Value
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Sets the environment value of the key path for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

// MARK: - Built-in values

/// A simulated operating-system version, the runtime's stand-in for
/// `if #available(iOS 15, *)`. Set by `Window(osVersion:)` or the environment.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }
    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "iOS \(major).\(minor)" }
    /// The newest system the runtime models.
    public static let latest = OSVersion(17, 0)
}

struct SimulatedOSVersionKey: EnvironmentKey {
    static let defaultValue = OSVersion.latest
}

struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

struct PixelLengthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1.0 / 3.0
}

extension EnvironmentValues {
    /// The simulated iOS version (default: iOS 17, the newest modelled).
    public var simulatedOSVersion: OSVersion {
        get { self[SimulatedOSVersionKey.self] }
        set { self[SimulatedOSVersionKey.self] = newValue }
    }

    /// The font text uses (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The size of a pixel in points (1/3 on the iPhone presets).
    public var pixelLength: CGFloat {
        get { self[PixelLengthKey.self] }
        set { self[PixelLengthKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
}

/// The source of environment versions.
enum EnvironmentVersions {
    private static let counter = LockedCounter()
    static func next() -> Int { counter.next() }
}

final class LockedCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
