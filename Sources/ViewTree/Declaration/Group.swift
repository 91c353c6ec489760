import Foundation

/// Groups views without laying them out: a stack sees each grouped view as its
/// own child; modifiers applied to the group reach every member.
nonisolated public struct Group<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { fatalError("Group has no body") }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        Content._makeNodes(view.content, inputs.child(0), &list)
    }
}
