import Foundation

// The modifiers a list reads of its rows and of itself besides the row's
// insets and background (`_ListRowInsetsModifier`,
// `_ListRowBackgroundModifier`) and the section spacing
// (`ListSectionSpacing`).

struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// `listRowSpacing(_:)` for the lists in this subtree (nil: the
    /// default, no space between rows). Not public in SwiftUI.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the vertical spacing between adjacent rows of the lists in this
    /// view (iOS 15; nil: the default, none). Laid out: rows are `spacing`
    /// apart (`ListRowsLayout`); a negative or non-finite spacing is 0, with
    /// a diagnostic.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing).modifier(AvailabilityCheck(api: .listRowSpacing, kind: "listRowSpacing"))
    }

    /// Sets the visibility of this row's separators (iOS 15 / macOS 13).
    /// Drawing-only: a separator is drawn over the cell's edge and takes no
    /// space.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        checkingAvailability(.listRowSeparator, kind: "listRowSeparator")
    }

    /// Sets the tint of this row's separators (iOS 15 / macOS 13). Drawing-only.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        checkingAvailability(.listRowSeparatorTint, kind: "listRowSeparatorTint")
    }

    /// Sets the visibility of this section's separators (iOS 15 / macOS 13). Drawing-only.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        checkingAvailability(.listSectionSeparator, kind: "listSectionSeparator")
    }

    /// Sets the tint of this section's separators (iOS 15 / macOS 13). Drawing-only.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        checkingAvailability(.listSectionSeparatorTint, kind: "listSectionSeparatorTint")
    }

    /// Hides the scrollable content's background (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        checkingAvailability(.scrollContentBackground, kind: "scrollContentBackground")
    }
}
