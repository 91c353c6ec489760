import Foundation

/// A blur-and-vibrancy background (`.ultraThinMaterial` ... `.bar`).
/// iOS 15 / macOS 12. Drawing-only: in SwiftUI too a material only blurs
/// what is behind it; it takes no space of its own.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The material's thickness, kept for dumps.
    public let name: String
    init(_ name: String) { self.name = name }

    /// iOS 15 / macOS 12.
    public static let ultraThin = Material("ultraThin")
    /// iOS 15 / macOS 12.
    public static let thin = Material("thin")
    /// iOS 15 / macOS 12.
    public static let regular = Material("regular")
    /// iOS 15 / macOS 12.
    public static let thick = Material("thick")
    /// iOS 15 / macOS 12.
    public static let ultraThick = Material("ultraThick")
    /// The material of system bars. iOS 15 / macOS 12.
    public static let bar = Material("bar")
}

extension ShapeStyle where Self == Material {
    /// iOS 15 / macOS 12.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// iOS 15 / macOS 12.
    public static var thinMaterial: Material { .thin }
    /// iOS 15 / macOS 12.
    public static var regularMaterial: Material { .regular }
    /// iOS 15 / macOS 12.
    public static var thickMaterial: Material { .thick }
    /// iOS 15 / macOS 12.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system bars. iOS 15 / macOS 12.
    public static var bar: Material { .bar }
}
