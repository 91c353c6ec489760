import Foundation

/// A piece of user interface, declared as a value.
///
/// As in SwiftUI, a view is either a *primitive* (a shape, a stack, a layout
/// modifier), which the runtime knows how to lay out, or a *composite*, whose
/// `body` is another view. Modifiers do not change a view: they return a new
/// wrapper view (`ModifiedContent`) whose content is the original, which is
/// why the order of modifiers changes frames (seeds 000/001).
///
/// Main-actor isolated as SwiftUI declares it (`@MainActor @preconcurrency`,
/// Xcode 16 SDKs and later): a body may read main-actor state, and the
/// runtime evaluates it on the main actor only (Docs/MemorySafety.md,
/// "Threads"). The runtime hooks are `nonisolated`, as SwiftUI's
/// `_makeView` is; the built-in views are `nonisolated` types.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View

    /// The content of a composite view. Primitive views have `Body == Never`.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }

    /// Runtime hook: turns a view value into layout nodes. Custom views never
    /// implement it; the default evaluates `body`. (Compat's model platform
    /// layer does, for its stand-in of a `UIViewRepresentable`, which SwiftUI
    /// lays out as a primitive: it resolves to the runtime's own view.)
    nonisolated static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList)

    /// Runtime hook: a `_ConditionalContent` as its innermost branch and the
    /// branches taken to it (nil for every other view), so that one built
    /// into a branch of another is kept flat. Views never implement it.
    nonisolated static func _conditionalBranches(_ view: Self) -> _ConditionalBranches?

    /// Runtime hook, while a node's children are resolved again: whether
    /// resolving `view` with `inputs` would give back `node` exactly as it
    /// is, subtree and caches included (`_ResolveInputs.unchangedNode`).
    /// Views never implement it: a composite view answers by comparing its
    /// inputs, a custom modifier's content by its kept nodes, a
    /// `ResponderChainObserver` yes at its own place (taking the new action,
    /// as a representable's view is kept and updated), every other view no.
    nonisolated static func _resolvesUnchanged(_ view: Self, to node: _ResolvedNode, _ inputs: _ResolveInputs) -> Bool
}

extension View {
    nonisolated public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        CompositeViewSource.makeNodes(view, inputs, &list)
    }

    /// Every view but `_ConditionalContent`: nil. (SwiftUI has no such hook:
    /// its `_ConditionalContent` is a generic enum, nested as built.)
    @inlinable
    nonisolated public static func _conditionalBranches(_ view: Self) -> _ConditionalBranches? { nil }

    /// A composite view (`CompositeViewSource.resolvesUnchanged`); no for a
    /// primitive, whose node holds no view to compare (the observer answers
    /// for itself).
    nonisolated public static func _resolvesUnchanged(_ view: Self, to node: _ResolvedNode, _ inputs: _ResolveInputs) -> Bool {
        CompositeViewSource.resolvesUnchanged(view, to: node.node, inputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime lays out itself. Its `body` must never be called.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
