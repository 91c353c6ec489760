import Foundation

/// A view with no content: it produces no node, takes no space and adds no
/// spacing in a stack.
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {}
}
