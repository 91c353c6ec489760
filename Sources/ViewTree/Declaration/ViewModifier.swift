import Foundation

/// A modifier that you apply to a view, producing a different version of it.
///
/// As in SwiftUI, `content.modifier(m)` is the view `ModifiedContent(content,
/// m)`; a custom modifier's `body(content:)` is evaluated by the runtime with
/// its `@State` and `@Environment` installed, like a view's `body`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// Runtime hook for primitive modifiers; custom modifiers never implement it.
    nonisolated static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList)
}

extension ViewModifier {
    nonisolated public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        CompositeViewSource.makeModifierNodes(modifier, content: content, inputs, &list)
    }
}

/// A modifier the runtime implements itself.
protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension ViewModifier {
    /// Returns a modifier that applies `self`, then `modifier`.
    nonisolated public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to the view and returns the wrapper view.
    @inlinable
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
