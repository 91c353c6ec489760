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

/// A property that a gesture updates while it is active and that returns to
/// its initial value when it ends (iOS 13 / macOS 10.15). The runtime runs
/// no gesture, so the value is always the initial one.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// iOS 13 / macOS 10.15.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value) { initial = initialValue }
    /// iOS 13 / macOS 10.15; the transaction only animates the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// iOS 13 / macOS 10.15; `reset` is never called (no gesture ends).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// iOS 13 / macOS 10.15.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The value: always the initial one here (no gesture is active).
    public var wrappedValue: Value { initial }
    /// The state itself, for `updating(_:body:)`: `$dragOffset`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A state starting at nil (iOS 13 / macOS 10.15).
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    /// A state starting at nil (iOS 13 / macOS 10.15).
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

/// A gesture that updates a `@GestureState` (iOS 13 / macOS 10.15). Behaviour-only.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture with an action when its value changes (iOS 13 / macOS 10.15). Behaviour-only.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action when it ends (iOS 13 / macOS 10.15). Behaviour-only.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture whose value is mapped (iOS 13 / macOS 10.15). Behaviour-only.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
}

/// Two gestures recognised together (iOS 13 / macOS 10.15). Behaviour-only.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values, nil for one that has not started.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// A gesture recognised after another ends (iOS 13 / macOS 10.15). Behaviour-only.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// One of two gestures, the first having priority (iOS 13 / macOS 10.15). Behaviour-only.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the gesture that was recognised.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    /// iOS 13 / macOS 10.15.
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
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

extension DragGesture: Gesture {}

extension DragGesture.Value: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.location == b.location && a.startLocation == b.startLocation
            && a.predictedEndTranslation == b.predictedEndTranslation
    }
}

extension DragGesture {
    /// iOS 17 / macOS 14: the coordinate space as `.local`, `.global` or `.named(_:)`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A tap (iOS 13 / macOS 10.15). Behaviour-only.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    /// iOS 13 / macOS 10.15.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it happened (iOS 16 / macOS 13). Behaviour-only.
public struct SpatialTapGesture: Gesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    /// iOS 16 / macOS 13.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A long press (iOS 13 / macOS 10.15). Behaviour-only.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    /// iOS 13 / macOS 10.15.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch (iOS 13 / macOS 10.15; deprecated in iOS 17 for `MagnifyGesture`). Behaviour-only.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    /// iOS 13 / macOS 10.15.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (iOS 17 / macOS 14). Behaviour-only.
public struct MagnifyGesture: Gesture {
    /// The pinch's state.
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    /// iOS 17 / macOS 14.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation (iOS 13 / macOS 10.15). Behaviour-only.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    /// iOS 13 / macOS 10.15.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures a view's `gesture(_:including:)` enables (iOS 13 / macOS 10.15). Behaviour-only.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// iOS 13 / macOS 10.15.
    public static let none = GestureMask([])
    /// iOS 13 / macOS 10.15.
    public static let gesture = GestureMask(rawValue: 1)
    /// iOS 13 / macOS 10.15.
    public static let subviews = GestureMask(rawValue: 2)
    /// iOS 13 / macOS 10.15.
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    /// Adds a gesture enabling only `mask` (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View { self }
    /// Adds a gesture recognised with the view's own (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Adds a gesture recognised before the view's own (iOS 13 / macOS 10.15). Behaviour-only.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
}
