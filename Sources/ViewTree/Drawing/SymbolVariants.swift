import Foundation

/// An SF Symbol variant (iOS 15 / macOS 12). Drawing-only.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let none = SymbolVariants(name: "none")
    /// iOS 15 / macOS 12.
    public static let fill = SymbolVariants(name: "fill")
    /// iOS 15 / macOS 12.
    public static let circle = SymbolVariants(name: "circle")
    /// iOS 15 / macOS 12.
    public static let square = SymbolVariants(name: "square")
    /// iOS 15 / macOS 12.
    public static let slash = SymbolVariants(name: "slash")
}
