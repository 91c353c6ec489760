import Foundation

// Drawing-only: every style in this file only says how pixels are coloured.
// No style changes a proposal, a size or a position, so the runtime keeps
// the value (for readable dumps) and lays the view out as if unstyled.
// Introduction versions (iOS / macOS) are Apple's documentation's.

// MARK: - Colours as shape-style statics

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

// MARK: - Hierarchical, semantic and tint styles

/// The foreground's levels: `.primary` ... `.quinary`. iOS 15 / macOS 12
/// (`.quinary`: iOS 16 / macOS 13). Drawing-only.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// 0 for primary ... 4 for quinary.
    let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground. iOS 15 / macOS 12.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground. iOS 15 / macOS 12.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground. iOS 15 / macOS 12.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground. iOS 15 / macOS 12.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground. iOS 16 / macOS 13.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The view's tint colour (`.tint`). iOS 15 / macOS 12. Drawing-only.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the view (the accent colour unless `tint(_:)` set one). iOS 15 / macOS 12.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The current foreground style (`.foreground`). iOS 15 / macOS 12. Drawing-only.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment. iOS 15 / macOS 12.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style (`.background`): the system background
/// colour unless `backgroundStyle(_:)` set another. iOS 15 / macOS 12. Drawing-only.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment. iOS 15 / macOS 12.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The separator colour (`.separator`). iOS 17 / macOS 14. Drawing-only.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour. iOS 17 / macOS 14.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A type-erased shape style. iOS 15 / macOS 12. Drawing-only.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`. iOS 15 / macOS 12.
    public init<S: ShapeStyle>(_ style: S) { self.base = style }
}

// MARK: - Materials

/// A blur-and-vibrancy background (`.ultraThinMaterial` ... `.bar`).
/// iOS 15 / macOS 12. Drawing-only: in SwiftUI too a material only blurs
/// what is behind it; it takes no space of its own.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The material's thickness, kept for dumps.
    public let name: String
    init(_ name: String) { self.name = name }

    /// iOS 15 / macOS 12.
    public static let ultraThin = Material("ultraThin")
    /// iOS 15 / macOS 12.
    public static let thin = Material("thin")
    /// iOS 15 / macOS 12.
    public static let regular = Material("regular")
    /// iOS 15 / macOS 12.
    public static let thick = Material("thick")
    /// iOS 15 / macOS 12.
    public static let ultraThick = Material("ultraThick")
    /// The material of system bars. iOS 15 / macOS 12.
    public static let bar = Material("bar")
}

extension ShapeStyle where Self == Material {
    /// iOS 15 / macOS 12.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// iOS 15 / macOS 12.
    public static var thinMaterial: Material { .thin }
    /// iOS 15 / macOS 12.
    public static var regularMaterial: Material { .regular }
    /// iOS 15 / macOS 12.
    public static var thickMaterial: Material { .thick }
    /// iOS 15 / macOS 12.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system bars. iOS 15 / macOS 12.
    public static var bar: Material { .bar }
}

// MARK: - Gradients

/// A colour gradient: stops along a line from 0 to 1. iOS 13 / macOS 10.15. Drawing-only.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// A colour at a location (0...1) of the gradient. iOS 13 / macOS 10.15.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// iOS 13 / macOS 10.15.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    /// iOS 13 / macOS 10.15.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours evenly spaced. iOS 13 / macOS 10.15.
    public init(colors: [Color]) {
        let count = colors.count
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }
}

/// A gradient derived from one colour (`Color.gradient`). iOS 16 / macOS 13. Drawing-only.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    /// iOS 16 / macOS 13.
    public init(_ gradient: Gradient) { self.gradient = gradient }
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

/// A radial gradient. As a view it fills its proposal, like every shape
/// style. iOS 13 / macOS 10.15. Drawing-only.
nonisolated public struct RadialGradient: View, PrimitiveView, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    /// iOS 13 / macOS 10.15.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// iOS 13 / macOS 10.15.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(RadialGradient.self, kind: "RadialGradient", layout: FlexibleLeafLayout(), &list)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// iOS 15 / macOS 12.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// iOS 15 / macOS 12.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// An angle, for angular gradients and rotations. iOS 13 / macOS 10.15.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    /// iOS 13 / macOS 10.15.
    public init() { radians = 0 }
    /// iOS 13 / macOS 10.15.
    public init(radians: Double) { self.radians = radians }
    /// iOS 13 / macOS 10.15.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// iOS 13 / macOS 10.15.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// iOS 13 / macOS 10.15.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// iOS 13 / macOS 10.15.
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// An angular (conic) gradient; as a view it fills its proposal.
/// iOS 13 / macOS 10.15. Drawing-only.
nonisolated public struct AngularGradient: View, PrimitiveView, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    /// iOS 13 / macOS 10.15.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
    }
    /// iOS 13 / macOS 10.15.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }
    /// iOS 15 / macOS 12.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(AngularGradient.self, kind: "AngularGradient", layout: FlexibleLeafLayout(), &list)
    }
}

// MARK: - Fill and stroke

/// How a shape is filled (winding rule, antialiasing). iOS 13 / macOS 10.15. Drawing-only.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// iOS 13 / macOS 10.15.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked. iOS 13 / macOS 10.15. Drawing-only.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    /// iOS 13 / macOS 10.15.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The corner style of a rounded rectangle. iOS 13 / macOS 10.15. Drawing-only.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

extension Shape {
    /// Fills the shape with `content` (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> Self { self }
    /// Fills the shape with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> Self { self }
    /// Strokes the outline (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
    /// Strokes the outline with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> Self { self }
    /// Strokes the outline with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func stroke(style: StrokeStyle) -> Self { self }
    /// Strokes inside the shape's bounds (`InsettableShape`, iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    /// Strokes inside the shape's bounds with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1) -> Self { self }
}

extension RoundedRectangle {
    /// A rounded rectangle with a corner style. iOS 13 / macOS 10.15; the
    /// style only draws.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) { self.init(cornerRadius: cornerRadius) }
    /// A rounded rectangle with elliptical corners (the size's larger side is
    /// kept as the radius for dumps). iOS 13 / macOS 10.15; drawing-only.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: Swift.max(cornerSize.width, cornerSize.height))
    }
}

/// An ellipse: fills its proposal like every shape. iOS 13 / macOS 10.15.
nonisolated public struct Ellipse: Shape, PrimitiveView {
    /// iOS 13 / macOS 10.15.
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Ellipse.self, kind: "Ellipse", layout: FlexibleLeafLayout(), &list)
    }
}

/// The shape of the enclosing container (a widget's rounded corners): fills
/// its proposal like every shape. iOS 14 / macOS 11.
nonisolated public struct ContainerRelativeShape: Shape, PrimitiveView {
    /// iOS 14 / macOS 11.
    public init() {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.containerRelativeShape, kind: "ContainerRelativeShape")
        inputs.makeLeaf(ContainerRelativeShape.self, kind: "ContainerRelativeShape", layout: FlexibleLeafLayout(), &list)
    }
}

/// A rectangle with a different radius per corner: fills its proposal like
/// every shape. iOS 16 / macOS 13.
nonisolated public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    /// iOS 16 / macOS 13; the radii only draw.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.unevenRoundedRectangle, kind: "UnevenRoundedRectangle")
        inputs.makeLeaf(UnevenRoundedRectangle.self, kind: "UnevenRoundedRectangle", layout: FlexibleLeafLayout(), &list)
    }
}
