import Foundation

/// A property wrapper that reads a value from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// The environment of the node whose body is evaluated, written into
    /// the copy of the view that evaluates it (`install`), as SwiftUI keeps
    /// the installed value in the property itself. A class box shared by
    /// the view's copies cost an allocation per view value made (13 a
    /// CheckoutView layout; BENCHMARKS.md, "Twelfth round (a)").
    var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the view's position in the tree (read when its body is evaluated).
    ///
    /// Read through the key path at every read, never from a cache by
    /// environment version: a key path may go through a class or a computed
    /// property whose value changes while the environment does not (and
    /// SwiftUI reads it afresh when the body runs again for its own state).
    public var wrappedValue: Value {
        (values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: InstallableProperty {
    mutating func install(in node: Node, index: Int, label: String) {
        // (The node's environment itself: `node.inputs` built all the
        // inputs around it, a copy and a release more.)
        values = node.environment
    }

    /// Whether the value this property reads differs between the two
    /// environments (a value that cannot be compared counts as changed).
    func readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        !valuesEqual(old[keyPath: keyPath], new[keyPath: keyPath])
    }

    var environmentKeyPath: AnyKeyPath? { keyPath }
}
