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

extension View {
    /// Lets people customize the tab view's tabs (iOS 18). Behaviour only.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        checkingAvailability(.tabViewCustomization, kind: "tabViewCustomization")
    }

    /// Names a tab for customization (iOS 18). Behaviour only.
    nonisolated public func customizationID(_ id: String) -> some View { self }
}
