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

/// Visibility of a bar or an element (iOS 15 / macOS 12).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// A bar a toolbar modifier addresses (iOS 16 / macOS 13).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// iOS 16 / macOS 13.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar (iOS 16).
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar (iOS 16).
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar (iOS 16).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a toolbar item goes (iOS 14 / macOS 11).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// Whether the item lives in the navigation bar (and so shows it).
    var isInNavigationBar: Bool { !["bottomBar", "keyboard", "status"].contains(name) }
    /// iOS 14 / macOS 11.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// iOS 14 / macOS 11.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// iOS 14 (deprecated in iOS 17 for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// iOS 14 (deprecated in iOS 17 for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// iOS 17.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// iOS 17.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// iOS 14 / macOS 11.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// iOS 14 / macOS 11.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// iOS 14 / macOS 11.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// iOS 14 / macOS 11.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// iOS 14 / macOS 11.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The bottom toolbar (iOS 14); the runtime does not lay out a bottom toolbar (a difference).
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard (iOS 15 / macOS 12).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// iOS 14 / macOS 11.
    public static let status = ToolbarItemPlacement(name: "status")
}

/// Content of a toolbar (iOS 14 / macOS 11): items, not views.
public protocol ToolbarContent {
    /// The placements of the items, for the runtime's bar rule.
    var _placements: [ToolbarItemPlacement] { get }
}

/// One toolbar item (iOS 14 / macOS 11). Its view is not laid out in the
/// content (it lives in a bar).
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    /// iOS 14 / macOS 11.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        _ = content()
    }
    /// iOS 14 / macOS 11.
    public init(id: ID, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        _ = content()
    }
    public var _placements: [ToolbarItemPlacement] { [placement] }
}

/// Several items in one placement (iOS 14 / macOS 11).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    /// iOS 14 / macOS 11.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        _ = content()
    }
    public var _placements: [ToolbarItemPlacement] { [placement] }
}

/// Several toolbar contents (the builder's result).
public struct _ToolbarContentList: ToolbarContent {
    public let _placements: [ToolbarItemPlacement]
}

/// Builds toolbar content from items (iOS 14 / macOS 11).
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentList { _ToolbarContentList(_placements: content._placements) }
    public static func buildBlock(_ parts: _ToolbarContentList...) -> _ToolbarContentList {
        _ToolbarContentList(_placements: parts.flatMap(\._placements))
    }
    public static func buildOptional(_ part: _ToolbarContentList?) -> _ToolbarContentList { part ?? _ToolbarContentList(_placements: []) }
    public static func buildEither(first: _ToolbarContentList) -> _ToolbarContentList { first }
    public static func buildEither(second: _ToolbarContentList) -> _ToolbarContentList { second }
    public static func buildLimitedAvailability(_ part: _ToolbarContentList) -> _ToolbarContentList { part }
}

/// What a bar-configuring modifier says about the bars above it.
struct BarConfiguration: Equatable {
    /// Items in the navigation bar: the bar shows even without a title.
    var hasNavigationBarItems = false
    /// An explicit navigation-bar visibility (nil: automatic).
    var navigationBarHidden: Bool?
    /// An explicit tab-bar visibility (nil: automatic).
    var tabBarHidden: Bool?
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
        var configuration = BarConfiguration()
        let hidden: Bool? = visibility == .hidden ? true : nil
        for bar in bars {
            if bar == .navigationBar || bar == .automatic { configuration.navigationBarHidden = hidden }
            if bar == .tabBar { configuration.tabBarHidden = hidden }
        }
        return modifier(_BarConfigurationModifier(configuration: configuration)).checkingAvailability(.toolbarVisibility, kind: "toolbar")
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
    /// Adds a search field (iOS 15 / macOS 12). Not modelled: SwiftUI puts it
    /// in the navigation bar, which then grows by the field's height (a difference).
    nonisolated public func searchable(text: Binding<String>, prompt: String? = nil) -> some View { self }
    /// Pull to refresh (iOS 15 / macOS 12). Touch-only.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// The title display mode of toolbars (iOS 17 / macOS 14).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// iOS 17 / macOS 14.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// iOS 17.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// iOS 17 / macOS 14.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title in the inline bar (iOS 17): the bar keeps its inline
    /// height in the runtime (the title only draws larger).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

extension View {
    /// Large or inline title (iOS 17 / macOS 14): as `navigationBarTitleDisplayMode(_:)`.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: nil, mode: mode.mode, api: .toolbarTitleDisplayMode))
    }
}

extension ToolbarItemPlacement {
    /// The navigation placement (iOS 14 / macOS 11): the bar's leading edge on iOS.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
}
