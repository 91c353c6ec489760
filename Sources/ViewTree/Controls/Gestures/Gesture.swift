import Foundation

// Gestures are behaviour-only: the runtime lays views out and delivers no
// touches, so no gesture ever starts, no callback runs and every
// `@GestureState` holds its initial value, which is what SwiftUI shows
// while no gesture is active. The types and modifiers exist so that code
// written around them compiles with SwiftUI's spelling.

/// An input gesture (iOS 13 / macOS 10.15). Behaviour-only.
///
/// Differs from SwiftUI: there is no `body` requirement (gestures are never
/// run, so none has to be composed from others).
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Updates `state` while the gesture is active (iOS 13 / macOS 10.15).
    /// Never called here.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self)
    }
    /// Runs `action` when the gesture ends (iOS 13 / macOS 10.15). Never called here.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }
    /// Maps the gesture's value (iOS 13 / macOS 10.15).
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }
    /// This gesture and `other` together (iOS 13 / macOS 10.15).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// This gesture, then `other` (iOS 13 / macOS 10.15).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// This gesture, or `other` when this one fails (iOS 13 / macOS 10.15).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension Gesture where Value: Equatable {
    /// Runs `action` when the gesture's value changes (iOS 13 / macOS 10.15). Never called here.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self) }
}

extension View {
    /// Adds a gesture enabling only `mask` (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View { self }
    /// Adds a gesture recognised with the view's own (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Adds a gesture recognised before the view's own (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
}
