import Foundation

/// A tab's role (iOS 18): `.search` marks the search tab (drawn apart in
/// the tab bar; no layout effect in the model).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static var search: TabRole { TabRole(name: "search") }
}
