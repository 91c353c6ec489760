import Foundation

/// An effect that runs once per change of a value (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
