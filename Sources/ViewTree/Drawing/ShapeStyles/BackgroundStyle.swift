import Foundation

/// The current background style (`.background`): the system background
/// colour unless `backgroundStyle(_:)` set another. iOS 15 / macOS 12. Drawing-only.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment. iOS 15 / macOS 12.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
