import Foundation

/// The tabs a person has rearranged or hidden (iOS 18): stored by the app
/// (`@AppStorage`), applied with `tabViewCustomization(_:)`. Behaviour
/// only: the model lays out the tabs as declared.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    public init() {}
}

extension AppStorage where Value == TabViewCustomization {
    /// Tab customization kept in `UserDefaults` under `key`, empty at first
    /// (iOS 18; not persisted in the model).
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: TabViewCustomization(), key, store: store)
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

extension TabSection {
    /// Names the section for customization (iOS 18). Behaviour only.
    public func customizationID(_ id: String) -> TabSection { self }
}

extension View {
    /// Lets people customize the tab view's tabs (iOS 18). Behaviour only.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        checkingAvailability(.tabViewCustomization, kind: "tabViewCustomization")
    }

    /// Names a tab for customization (iOS 18). Behaviour only.
    nonisolated public func customizationID(_ id: String) -> some View { self }

    /// A sidebar or sheet beside the view (iOS 17): on an iPhone a sheet,
    /// in a regular width a trailing column. Not laid out (a difference in
    /// a regular width).
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        checkingAvailability(.inspector, kind: "inspector")
    }

    /// The inspector column's width (iOS 17). Not laid out.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The inspector column's fixed width (iOS 17). Not laid out.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// A view shown above the tab bar (iOS 26). Not laid out (no public
    /// measurement of the accessory's frame or of the inset it adds: a
    /// difference).
    nonisolated public func tabViewBottomAccessory<V: View>(@ViewBuilder content: () -> V) -> some View {
        checkingAvailability(.tabViewBottomAccessory, kind: "tabViewBottomAccessory")
    }
}
