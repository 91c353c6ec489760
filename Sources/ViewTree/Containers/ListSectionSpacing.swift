import Foundation

/// The spacing between adjacent sections of a list (iOS 17): `.default`,
/// `.compact` or `.custom(_:)`.
///
/// Accepted and not laid out: the model lays a list's sections out as rows
/// (Docs/LayoutRules.md, "List"), with no space between sections, so
/// neither the default nor a set spacing changes a frame (a difference).
public struct ListSectionSpacing: Hashable, Sendable {
    enum Value: Hashable, Sendable { case `default`, compact, custom(CGFloat) }
    let value: Value

    /// The default spacing between sections.
    public static let `default` = ListSectionSpacing(value: .default)
    /// Compact spacing between sections.
    public static let compact = ListSectionSpacing(value: .compact)
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: .custom(spacing)) }
}

extension View {
    /// Sets the spacing between adjacent sections of a list (iOS 17). Not
    /// laid out: see `ListSectionSpacing`.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        checkingAvailability(.listSectionSpacing, kind: "listSectionSpacing")
    }

    /// Sets the spacing between adjacent sections of a list to `spacing`
    /// points (iOS 17). Not laid out: see `ListSectionSpacing`.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        checkingAvailability(.listSectionSpacing, kind: "listSectionSpacing")
    }
}
