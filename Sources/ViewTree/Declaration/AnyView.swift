import Foundation

/// A type-erased view. Its identity includes the wrapped view's type, so a
/// different type behind the same `AnyView` is a new view (as in SwiftUI).
nonisolated public struct AnyView: View {
    let view: any View
    let make: (_ResolveInputs, inout _NodeList) -> Void
    let typeID: Int

    public init<V: View>(_ view: V) {
        self.view = view
        self.make = { inputs, list in V._makeNodes(view, inputs, &list) }
        self.typeID = ObjectIdentifier(V.self).hashValue
    }

    public init(erasing view: some View) { self.init(view) }

    public typealias Body = Never
    public var body: Never { fatalError("AnyView has no body") }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        view.make(inputs.child(view.typeID), &list)
    }
}
