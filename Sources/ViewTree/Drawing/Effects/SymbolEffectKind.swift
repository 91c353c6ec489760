import Foundation

/// The model's one type for SwiftUI's symbol effects (`.bounce`, `.pulse`,
/// `.variableColor`, …) and their variants (`.up`, `.byLayer`,
/// `.iterative`, …). Animation only.
public struct SymbolEffectKind: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let name: String

    /// The same effect, a variant (each variant returns the effect).
    private var variant: SymbolEffectKind { self }
    public var up: SymbolEffectKind { variant }
    public var down: SymbolEffectKind { variant }
    public var byLayer: SymbolEffectKind { variant }
    public var wholeSymbol: SymbolEffectKind { variant }
    public var iterative: SymbolEffectKind { variant }
    public var cumulative: SymbolEffectKind { variant }
    public var reversing: SymbolEffectKind { variant }
    public var nonReversing: SymbolEffectKind { variant }
    public var hideInactiveLayers: SymbolEffectKind { variant }
    public var dimInactiveLayers: SymbolEffectKind { variant }
    public var offUp: SymbolEffectKind { variant }
    public var downUp: SymbolEffectKind { variant }
    public var upUp: SymbolEffectKind { variant }
    public var clockwise: SymbolEffectKind { variant }
    public var counterClockwise: SymbolEffectKind { variant }
    public var left: SymbolEffectKind { variant }
    public var right: SymbolEffectKind { variant }
    public var forward: SymbolEffectKind { variant }
    public var backward: SymbolEffectKind { variant }
    public var pulse: SymbolEffectKind { variant }
    public var plain: SymbolEffectKind { variant }
}

extension SymbolEffect where Self == SymbolEffectKind {
    /// iOS 17.
    public static var bounce: SymbolEffectKind { SymbolEffectKind(name: "bounce") }
    /// iOS 17.
    public static var pulse: SymbolEffectKind { SymbolEffectKind(name: "pulse") }
    /// iOS 17.
    public static var variableColor: SymbolEffectKind { SymbolEffectKind(name: "variableColor") }
    /// iOS 17.
    public static var scale: SymbolEffectKind { SymbolEffectKind(name: "scale") }
    /// iOS 17.
    public static var appear: SymbolEffectKind { SymbolEffectKind(name: "appear") }
    /// iOS 17.
    public static var disappear: SymbolEffectKind { SymbolEffectKind(name: "disappear") }
    /// iOS 17.
    public static var replace: SymbolEffectKind { SymbolEffectKind(name: "replace") }
    /// iOS 18.
    public static var wiggle: SymbolEffectKind { SymbolEffectKind(name: "wiggle") }
    /// iOS 18.
    public static var breathe: SymbolEffectKind { SymbolEffectKind(name: "breathe") }
    /// iOS 18.
    public static var rotate: SymbolEffectKind { SymbolEffectKind(name: "rotate") }
}
