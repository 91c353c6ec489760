import Foundation

/// The result of an `if`/`else` in a view builder: one branch or the other,
/// with distinct identities so state is not shared between branches.
///
/// Unlike SwiftUI's (a generic enum), the branch is kept as an existential
/// and a flag. A generic enum's layout depends on its arguments: code that
/// is not specialised (the body of a generic view) asked the runtime for the
/// enum's metadata, a hash-table lookup of about 400 instructions, at every
/// construction and every resolution. This layout is fixed, so building and
/// resolving one needs no metadata.
///
/// Nested conditionals (a `switch` of three or more cases, an `if` in a
/// branch) are kept flat: the innermost branch's view once, and the branch
/// taken at each level as a bit. Boxed one inside the other, each level
/// allocated a box for the level inside it (an existential holds 24 bytes
/// inline, a `_ConditionalContent` takes 41); flat, the levels share the
/// innermost one's. Resolution gives the same slots as the nested values
/// would, level by level from the outermost.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The innermost branch taken: a view that is not a `_ConditionalContent`
    /// (unless 64 levels deep).
    @usableFromInline let content: any View
    /// The branch taken at each level, bit `i` for level `i` counted from
    /// the innermost: 1 for the first branch, 0 for the second.
    @usableFromInline let path: UInt64
    @usableFromInline let levels: UInt8

    @inlinable init<Branch: View>(branch: Branch, isTrue: Bool) {
        // (Specialised in the builder's caller, the check is decided when
        // compiling: `Branch` is a concrete type there.)
        if let nested = Branch._conditionalBranches(branch), nested.levels < 64 {
            path = nested.path | (isTrue ? 1 << UInt64(nested.levels) : 0)
            levels = nested.levels + 1
            // Moved out, not copied (a copy of the boxed view and the
            // release of the taken-apart value's, per level).
            content = (consume nested).innermost
        } else {
            content = branch
            path = isTrue ? 1 : 0
            levels = 1
        }
    }

    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // Slot 1 for a first branch, 2 for a second, at each level: distinct identities.
        var inputs = inputs
        var level = view.levels
        while level > 0 {
            level -= 1
            inputs = inputs.child(view.path & (1 << UInt64(level)) != 0 ? 1 : 2)
        }
        makeNodesErased(view.content, inputs, &list)
    }

    /// This conditional's innermost branch and the branches taken to it,
    /// for a `buildEither` that puts it in a branch of another.
    @inlinable
    public static func _conditionalBranches(_ view: Self) -> _ConditionalBranches? {
        _ConditionalBranches(innermost: view.content, path: view.path, levels: view.levels)
    }
}
