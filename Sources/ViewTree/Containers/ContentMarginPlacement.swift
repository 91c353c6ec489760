import Foundation

/// Where a `contentMargins` modifier's margins go (iOS 17).
///
/// `.automatic` and `.scrollContent` inset a scroll view's content (and the
/// container size `containerRelativeFrame` sees inside it); `.automatic`
/// and `.scrollIndicators` inset its scroll indicators, which are drawing
/// only in the model.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Role: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let role: Role

    /// Both the content and the scroll indicators of a scroll view.
    public static let automatic = ContentMarginPlacement(role: .automatic)
    /// A scroll view's content, not its indicators.
    public static let scrollContent = ContentMarginPlacement(role: .scrollContent)
    /// A scroll view's indicators, not its content (no layout effect).
    public static let scrollIndicators = ContentMarginPlacement(role: .scrollIndicators)

    /// Whether margins of this placement inset scroll content.
    var insetsContent: Bool { role != .scrollIndicators }
}
