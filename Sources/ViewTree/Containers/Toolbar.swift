import Foundation

// Toolbars and bar visibility. What changes layout: whether a navigation
// bar is shown (its height is the content's top safe-area level) and
// whether the tab bar is shown (its height is the content's bottom level).
// Rules (UIKit's UINavigationController / UITabBarController, which SwiftUI
// hosts on iOS): a navigation bar shows when the stack's content sets a
// title or puts items in the bar; `toolbar(.hidden, for: .navigationBar)`
// and `navigationBarHidden(true)` hide it; `toolbar(.hidden, for: .tabBar)`
// inside a tab hides the tab bar (iOS 16, Apple's documentation of
// `toolbar(_:for:)`). Items themselves take no room in the content.

/// What a bar-configuring modifier says about the bars above it.
struct BarConfiguration: Equatable {
    /// Items in the navigation bar: the bar shows even without a title.
    var hasNavigationBarItems = false
    /// An explicit navigation-bar visibility (nil: automatic).
    var navigationBarHidden: Bool?
    /// An explicit tab-bar visibility (nil: automatic).
    var tabBarHidden: Bool?
}

extension BarConfiguration {
    /// `visibility` for `bars` (`toolbar(_:for:)`, `toolbarVisibility(_:for:)`):
    /// `.hidden` hides them; `.automatic` and `.visible` keep the default rule.
    init(_ visibility: Visibility, for bars: [ToolbarPlacement]) {
        let hidden: Bool? = visibility == .hidden ? true : nil
        for bar in bars {
            if bar == .navigationBar || bar == .automatic { navigationBarHidden = hidden }
            if bar == .tabBar { tabBarHidden = hidden }
        }
    }
}

/// Items in the navigation bar below a view: a preference the enclosing
/// navigation container reads (SwiftUI's toolbar items flow up to the
/// container that shows them: Apple, `toolbar(content:)`). Items anywhere
/// count (`reduce` is "or").
enum NavigationBarItemsKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// An explicit navigation-bar visibility below a view (nil: automatic): a
/// preference the enclosing navigation container reads (Apple,
/// `toolbar(_:for:)`). The outermost setting wins, and the first in tree
/// order among siblings.
enum NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}

/// An explicit tab-bar visibility below a view (nil: automatic): a
/// preference the enclosing `TabView` reads from its selected tab (Apple,
/// `toolbar(_:for:)`); it passes through navigation containers (a list in
/// a stack in a tab hides the tab bar). Reduced as `NavigationBarHiddenKey`.
enum TabBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated public struct _BarConfigurationModifier: ViewModifier, PrimitiveModifier {
    let configuration: BarConfiguration
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: "toolbar", layout: TransparentLayout(), transparent: true)
        // Each part the modifier sets is a preference of its own, so that
        // what it leaves unset is still read from below it.
        let configuration = modifier.configuration
        if configuration.hasNavigationBarItems { node.writePreference(NavigationBarItemsKey.self, true) }
        if let hidden = configuration.navigationBarHidden { node.writePreference(NavigationBarHiddenKey.self, hidden) }
        if let hidden = configuration.tabBarHidden { node.writePreference(TabBarHiddenKey.self, hidden) }
        node.setChildren { inputs, list in C._makeNodes(content, inputs, &list) }
        list.nodes.append(node)
    }
}

extension View {
    /// Adds toolbar items (iOS 14 / macOS 11). Items in the navigation bar
    /// make it show (inline, 44 pt) even without a title.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let placements = content()._placements
        return modifier(_BarConfigurationModifier(configuration: BarConfiguration(
            hasNavigationBarItems: placements.contains { $0.isInNavigationBar }))).checkingAvailability(.toolbar, kind: "toolbar")
    }

    /// Adds views as toolbar items in the automatic placement (iOS 14 / macOS 11).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        _ = content()
        return modifier(_BarConfigurationModifier(configuration: BarConfiguration(hasNavigationBarItems: true)))
            .checkingAvailability(.toolbar, kind: "toolbar")
    }

    /// Shows or hides bars (iOS 16 / macOS 13): `.hidden` for
    /// `.navigationBar` removes the navigation bar (and its safe-area level),
    /// for `.tabBar` the tab bar. `.automatic` and `.visible` keep the
    /// default rule (the runtime does not force a bar that has no title).
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(visibility, for: bars)))
            .checkingAvailability(.toolbarVisibility, kind: "toolbar")
    }

    /// Shows or hides bars (iOS 18 / macOS 15): iOS 18's name of
    /// `toolbar(_:for:)`, laid out the same.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(visibility, for: bars)))
            .checkingAvailability(.toolbarVisibilityModifier, kind: "toolbarVisibility")
    }

    /// Hides the navigation bar (iOS 13, deprecated): as `toolbar(.hidden, for: .navigationBar)`.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(navigationBarHidden: hidden)))
    }

    /// Sets bar items (iOS 13, deprecated): the bar shows.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(hasNavigationBarItems: true)))
    }

    /// Sets the leading bar item (iOS 13, deprecated): the bar shows.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(hasNavigationBarItems: true)))
    }

    /// Sets the trailing bar item (iOS 13, deprecated): the bar shows.
    @available(iOS, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_BarConfigurationModifier(configuration: BarConfiguration(hasNavigationBarItems: true)))
    }

    /// Sets a bar's background (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    /// Sets a bar's background visibility (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    /// Sets a bar's colour scheme (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// Hides the back button (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Adds a search field (iOS 15 / macOS 12). Not laid out: SwiftUI puts
    /// it in the navigation bar, which then grows by the field's height (a
    /// difference, Docs/LayoutRules.md "Surface views and modifiers").
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View {
        checkingAvailability(.searchable, kind: "searchable")
    }

    /// A search field with a string prompt (iOS 15 / macOS 12); not laid out.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                          prompt: S) -> some View {
        checkingAvailability(.searchable, kind: "searchable")
    }

    /// A search field whose presentation is bound (iOS 17 / macOS 14); not laid out.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        checkingAvailability(.searchablePresented, kind: "searchable")
    }

    /// A search field whose presentation is bound, with a string prompt
    /// (iOS 17 / macOS 14); not laid out.
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        checkingAvailability(.searchablePresented, kind: "searchable")
    }
    /// Pull to refresh (iOS 15 / macOS 12). Touch-only.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
