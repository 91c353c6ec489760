import Foundation

/// A tab of a `TabView` (iOS 18 / macOS 15): its content is the tab's view
/// and its value the selection it answers to, as `.tag(_:)` on a view in a
/// `TabView` is. The label (a title and image) draws in the tab bar and
/// takes no part in layout; a role (`.search`) only draws.
///
/// A tab is not a view (SwiftUI: `TabContent`): `TabView`'s
/// `TabContentBuilder` makes each into the tagged view it lays out, so a
/// tab view of tabs is never taken for one of plain views.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View> {
    let value: Value?
    let content: Content

    init(value: Value?, content: Content) {
        self.value = value
        self.content = content
    }

    /// The view the tab view lays out: the content tagged with the value.
    @MainActor var view: some View {
        // (The value unwrapped: a selection of `Value` must match it. A tab
        // without one matches no selection.)
        content.modifier(_TagModifier(tag: value.map { AnyHashable($0) } ?? AnyHashable(NoTabValue())))
            .checkingAvailability(.tab, kind: "Tab")
    }
}

/// The tag of a tab made without a value.
private struct NoTabValue: Hashable {}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content())
    }

    /// A tab with a title and an image from the asset catalogue.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content())
    }

    /// A tab with a `Text` title and an SF Symbol.
    public init(_ title: Text, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content())
    }

    /// A tab with a role (`.search`), labelled by the system.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab with a title, an SF Symbol and the selection value it answers to.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content())
    }

    /// A tab with a title, an SF Symbol, a selection value and a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content())
    }

    /// A tab with a title, an asset image and a selection value.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content())
    }

    /// A tab with a `Text` title, an SF Symbol and a selection value.
    public init(_ title: Text, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content())
    }

    /// A tab with a selection value and a role (`.search`), labelled by the system.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content())
    }
}

extension Tab {
    /// A tab with a selection value and a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content())
    }

    /// A tab with a selection value, a role and a custom label.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content())
    }
}

extension Tab where Value == Never {
    /// A tab with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content())
    }
}

extension Tab {
    /// Names the tab for customization (iOS 18); a tab still (SwiftUI's
    /// tab modifiers return tab content). Behaviour only.
    public func customizationID(_ id: String) -> Tab { self }
    /// A badge on the tab (iOS 18). Drawing only.
    public func badge(_ count: Int) -> Tab { self }
    /// A badge with a label on the tab (iOS 18). Drawing only.
    public func badge(_ label: Text?) -> Tab { self }
    /// A badge with a string on the tab (iOS 18). Drawing only.
    public func badge<S: StringProtocol>(_ label: S?) -> Tab { self }
    /// Whether the tab shows by default in `placements` (iOS 18). Not laid out.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Tab { self }
    /// Hides the tab (iOS 18): kept as declared in the model.
    public func hidden(_ hidden: Bool = true) -> Tab { self }
}
