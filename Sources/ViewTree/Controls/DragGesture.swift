import Foundation

/// A drag gesture (iOS 13 / macOS 10.15). Touch-only.
public struct DragGesture: Sendable {
    /// The drag's state.
    public struct Value: Sendable {
        public var translation: CGSize
        public var location: CGPoint
        public var startLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    /// iOS 13 / macOS 10.15.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    /// Touch-only.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    /// Touch-only.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
