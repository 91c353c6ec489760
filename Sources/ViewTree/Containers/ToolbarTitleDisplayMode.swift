import Foundation

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
