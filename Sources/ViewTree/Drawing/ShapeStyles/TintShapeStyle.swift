import Foundation

/// The view's tint colour (`.tint`). iOS 15 / macOS 12. Drawing-only.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the view (the accent colour unless `tint(_:)` set one). iOS 15 / macOS 12.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
