import Foundation

nonisolated public struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    let title: String?
    let mode: NavigationBarItem.TitleDisplayMode?
    /// The public form that built it.
    var api: APIAvailability = .navigationTitle
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(modifier.api, kind: "navigationTitle")
        let node = inputs.makeNode(Self.self, kind: "navigationTitle", layout: TransparentLayout(), transparent: true)
        // Each part set is a preference of its own (a modifier that sets
        // only the mode leaves the title below it in place).
        if let title = modifier.title { node.writePreference(NavigationTitleKey.self, title) }
        if let mode = modifier.mode { node.writePreference(NavigationTitleDisplayModeKey.self, mode) }
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        list.nodes.append(node)
    }
}

extension View {
    /// Sets the title shown in the navigation bar of the enclosing stack or
    /// column (iOS 14 / macOS 11). A title shows the bar: large (96 pt)
    /// unless the display mode is inline (44 pt).
    nonisolated public func navigationTitle(_ title: String) -> some View {
        modifier(_NavigationTitleModifier(title: title, mode: nil))
    }

    /// Sets an editable title from a binding (iOS 16 / macOS 13): laid out
    /// as `navigationTitle(_:)` with the binding's value (the model does not
    /// edit it).
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(title: title.wrappedValue, mode: nil, api: .navigationTitleBinding))
    }

    /// Sets the title from a `Text` (iOS 14 / macOS 11); as `navigationTitle(_:)` with its string.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.content, mode: nil))
    }

    /// The iOS 13 title modifier (deprecated; SwiftUI's overloads take a
    /// `Text`, a `LocalizedStringKey` or a string: the model takes a string
    /// or a `Text`). Its default display mode is `.automatic` (a large title
    /// at the root of a `NavigationView`), as `navigationTitle(_:)`'s.
    @available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationTitleModifier(title: String(title), mode: nil, api: .navigationBarTitle))
    }

    /// Sets the title and its display mode (iOS 13, deprecated): as
    /// `navigationTitle(_:)` plus `navigationBarTitleDisplayMode(_:)`.
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: title, mode: displayMode, api: .navigationBarTitle))
    }

    /// Sets the title from a `Text` (iOS 13, deprecated).
    @available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        modifier(_NavigationTitleModifier(title: title.content, mode: displayMode, api: .navigationBarTitle))
    }

    /// Chooses a large or inline navigation bar title (iOS 14).
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: nil, mode: displayMode, api: .navigationBarTitleDisplayMode))
    }
}
