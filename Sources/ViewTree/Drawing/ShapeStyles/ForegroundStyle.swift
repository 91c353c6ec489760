import Foundation

/// The current foreground style (`.foreground`). iOS 15 / macOS 12. Drawing-only.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment. iOS 15 / macOS 12.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
