import Foundation

/// An SF Symbol animation (iOS 17 / macOS 14): bounce, pulse, variable
/// colour, scale, appear, disappear, replace, wiggle, breathe, rotate.
/// Animation only: a symbol's frame does not change.
///
/// Differences from SwiftUI: one type, `SymbolEffectKind`, stands for
/// SwiftUI's effect types (`BounceSymbolEffect`, `PulseSymbolEffect`, …);
/// the spellings (`.bounce.up.byLayer`, `.variableColor.iterative`) compile
/// as in SwiftUI.
public protocol SymbolEffect: Sendable {}

extension View {
    /// Runs `effect` on the view's symbols while `isActive` (iOS 17 /
    /// macOS 14). Animation only.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   isActive: Bool = true) -> some View {
        checkingAvailability(.symbolEffect, kind: "symbolEffect")
    }

    /// Runs `effect` on the view's symbols each time `value` changes
    /// (iOS 17 / macOS 14). Animation only.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                               value: U) -> some View {
        checkingAvailability(.symbolEffectValue, kind: "symbolEffect")
    }
}
