import Foundation

/// How an SF Symbol's layers are coloured (iOS 15 / macOS 12). Drawing-only.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// iOS 15 / macOS 12.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// iOS 15 / macOS 12.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// iOS 15 / macOS 12.
    public static let palette = SymbolRenderingMode(name: "palette")
}
