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

/// `.fill(.white)`, `.background(.blue)`, `.foregroundStyle(.red)`: SwiftUI
/// declares the colours a second time on `ShapeStyle where Self == Color`
/// so an implicit member works where a generic `ShapeStyle` is expected.
/// iOS 15 / macOS 12 (the colours themselves: iOS 13 / macOS 10.15).
/// Drawing-only.
extension ShapeStyle where Self == Color {
    /// Red. iOS 15 / macOS 12.
    public static var red: Color { Color.red }
    /// Orange. iOS 15 / macOS 12.
    public static var orange: Color { Color.orange }
    /// Yellow. iOS 15 / macOS 12.
    public static var yellow: Color { Color.yellow }
    /// Green. iOS 15 / macOS 12.
    public static var green: Color { Color.green }
    /// Mint. iOS 15 / macOS 12.
    public static var mint: Color { Color.mint }
    /// Teal. iOS 15 / macOS 12.
    public static var teal: Color { Color.teal }
    /// Cyan. iOS 15 / macOS 12.
    public static var cyan: Color { Color.cyan }
    /// Blue. iOS 15 / macOS 12.
    public static var blue: Color { Color.blue }
    /// Indigo. iOS 15 / macOS 12.
    public static var indigo: Color { Color.indigo }
    /// Purple. iOS 15 / macOS 12.
    public static var purple: Color { Color.purple }
    /// Pink. iOS 15 / macOS 12.
    public static var pink: Color { Color.pink }
    /// Brown. iOS 15 / macOS 12.
    public static var brown: Color { Color.brown }
    /// White. iOS 15 / macOS 12.
    public static var white: Color { Color.white }
    /// Gray. iOS 15 / macOS 12.
    public static var gray: Color { Color.gray }
    /// Black. iOS 15 / macOS 12.
    public static var black: Color { Color.black }
    /// Clear. iOS 15 / macOS 12.
    public static var clear: Color { Color.clear }
}

extension Color {
    /// A colour from white level and opacity. iOS 13 / macOS 10.15. Drawing-only.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness. iOS 13 / macOS 10.15.
    /// Drawing-only; the name records the components.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0 }
        self.init("hsb(\(Int(clamp(hue) * 360)),\(Int(clamp(saturation) * 100)),\(Int(clamp(brightness) * 100)))")
        self.opacityValue = opacity
    }

    /// A colour read from an asset catalogue (iOS 13 / macOS 10.15). The
    /// runtime has no catalogue: the name is kept. Drawing-only.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// A gradient derived from this colour. iOS 16 / macOS 13. Drawing-only.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour from a `#colorLiteral(red:green:blue:alpha:)` (SwiftUI's
    /// `Color` accepts colour literals, iOS 13 / macOS 10.15); drawing-only.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
