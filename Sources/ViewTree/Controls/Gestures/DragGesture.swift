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
