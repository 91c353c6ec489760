import Foundation

/// A gradient; as a view it fills the space it is offered.
nonisolated public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public var colors: [Color]
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.colors = colors
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(LinearGradient.self, kind: "LinearGradient", layout: FlexibleLeafLayout(), &list)
    }
}

extension LinearGradient {
    /// iOS 13 / macOS 10.15. Drawing-only (as a view it fills its proposal).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
    /// iOS 13 / macOS 10.15. Drawing-only (as a view it fills its proposal).
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// iOS 15 / macOS 12.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// iOS 15 / macOS 12.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// iOS 15 / macOS 12.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
