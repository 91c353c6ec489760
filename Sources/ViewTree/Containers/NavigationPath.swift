import Foundation

/// A type-erased navigation path (iOS 16 / macOS 13). The runtime lays out
/// a stack's root only, whatever the path holds.
public struct NavigationPath {
    private var elements: [AnyHashable] = []
    /// iOS 16 / macOS 13.
    public init() {}
    /// The number of pushed values.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value (iOS 16 / macOS 13).
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops values (iOS 16 / macOS 13).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}
