import Foundation

/// An effect that runs while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
