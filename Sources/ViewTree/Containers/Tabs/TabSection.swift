import Foundation

/// A group of tabs with a header, shown as a section in a sidebar
/// (iOS 18). In a tab bar its tabs are the TabView's tabs (as a `Group` of
/// them); the header draws only.
///
/// Differences from SwiftUI: no footer type parameter (SwiftUI's is
/// `TabSection<Header, Content, Footer, SelectionValue>`).
nonisolated public struct TabSection<Header: View, Content: View, SelectionValue: Hashable> {
    let content: Content

    /// A section titled `title`.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text {
        self.content = content()
    }

    /// A section with a custom header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }

    /// A section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView {
        self.content = content()
    }

    /// The view the tab view lays out: its tabs' views.
    @MainActor var view: some View {
        Group { content }.checkingAvailability(.tabSection, kind: "TabSection")
    }
}

extension TabSection {
    /// Names the section for customization (iOS 18). Behaviour only.
    public func customizationID(_ id: String) -> TabSection { self }
}
