import Foundation

/// A color; as a view it fills the space it is offered.
nonisolated public struct Color: View, PrimitiveView, Hashable, Sendable, ShapeStyle {
    public let name: String
    public var opacityValue: Double = 1
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        // Components outside 0...1 (or NaN) are clamped: the name is only a label.
        func byte(_ value: Double) -> Int { value.isFinite ? Int(Swift.min(Swift.max(value, 0), 1) * 255) : 0 }
        self.name = "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))"
        self.opacityValue = opacity
    }

    public static let red = Color("red"), green = Color("green"), blue = Color("blue"), yellow = Color("yellow")
    public static let orange = Color("orange"), purple = Color("purple"), pink = Color("pink"), mint = Color("mint")
    public static let teal = Color("teal"), cyan = Color("cyan"), indigo = Color("indigo"), brown = Color("brown")
    public static let gray = Color("gray"), black = Color("black"), white = Color("white"), clear = Color("clear")
    public static let primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accentColor")

    /// The color with another opacity (layout is unchanged).
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue = opacity
        return copy
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Color.self, kind: "Color", layout: FlexibleLeafLayout(name: view.name), &list)
    }
}
