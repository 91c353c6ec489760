import Foundation

/// How a symbol effect repeats and how fast it runs (iOS 17). Animation only.
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats forever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Runs once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Runs at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// Runs at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
