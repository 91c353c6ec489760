import Foundation

/// The tabs a person has rearranged or hidden (iOS 18): stored by the app
/// (`@AppStorage`), applied with `tabViewCustomization(_:)`. Behaviour
/// only: the model lays out the tabs as declared.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    public init() {}
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
