import Foundation

/// A two-dimensional gradient over a grid of points (iOS 18 / macOS 15).
/// As a view it fills the space offered, as a colour does; its colours
/// draw only.
nonisolated public struct MeshGradient: View, ShapeStyle {
    /// The grid's columns and rows.
    public let width: Int
    public let height: Int

    /// A gradient of `width` x `height` points, each with a colour.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
    }

    public var body: some View {
        Rectangle().checkingAvailability(.meshGradient, kind: "MeshGradient")
    }
}
