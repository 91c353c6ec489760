import Foundation

/// A gesture that updates a `@GestureState` (iOS 13 / macOS 10.15). Behaviour-only.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}
