import Foundation

/// The separator colour (`.separator`). iOS 17 / macOS 14. Drawing-only.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour. iOS 17 / macOS 14.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
