import Foundation

/// The foreground's levels: `.primary` ... `.quinary`. iOS 15 / macOS 12
/// (`.quinary`: iOS 16 / macOS 13). Drawing-only.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// 0 for primary ... 4 for quinary.
    let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground. iOS 15 / macOS 12.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground. iOS 15 / macOS 12.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground. iOS 15 / macOS 12.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground. iOS 15 / macOS 12.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground. iOS 16 / macOS 13.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
