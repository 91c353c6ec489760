import Foundation

/// A 2D shape (iOS 13 / macOS 10.15): a custom shape only says how to draw
/// itself in a rectangle (`path(in:)`). As a view a shape takes the proposed
/// size, a nil dimension becoming 10 (`sizeThatFits(_:)`'s default, Apple's
/// documentation: "the default implementation returns the proposed size
/// with any unspecified dimensions replaced by 10"), and is placed like any
/// leaf; its path only draws.
///
/// Differences from SwiftUI: `Animatable` and `layoutDirectionBehavior` are
/// not modelled; a shape's `body` is not a `_ShapeView` but the runtime lays
/// the shape out directly, asking `sizeThatFits(_:)`.
///
/// As in SwiftUI, a shape is not main-actor isolated though it is a view
/// (`_RemoveGlobalActorIsolation`), and its requirements are `nonisolated`.
public protocol Shape: View, _RemoveGlobalActorIsolation {
    /// The outline of the shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// How the shape is filled by default (iOS 15 / macOS 12). Drawing-only.
    nonisolated static var role: ShapeRole { get }
    /// The size of the shape for a proposal (iOS 16 / macOS 13); the
    /// default is the proposal, 10 for a nil dimension. A shape that
    /// implements it gets the size it returns.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// `.fill` (iOS 15 / macOS 12).
    nonisolated public static var role: ShapeRole { .fill }

    /// The proposal with nil dimensions replaced by 10 (iOS 16 / macOS 13).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A custom shape is a leaf sized by its `sizeThatFits(_:)`. The
    /// built-in shapes have their own, cheaper leaves.
    nonisolated public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeLeaf(Self.self, kind: typeDescription(Self.self), layout: CustomShapeLayout(shape: view), &list)
    }

    /// Only the part from `startFraction` to `endFraction` is drawn (iOS 13 /
    /// macOS 10.15). Drawing-only: the shape keeps its size.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
}

extension Shape where Body == Never {
    /// A shape's body is never evaluated: the runtime lays it out directly.
    public var body: Never { fatalError("\(Self.self) is a shape: the runtime lays it out without a body") }
}

/// A custom shape's layout: its `sizeThatFits(_:)` (the proposal by
/// default), negative or non-finite answers clamped by the node.
struct CustomShapeLayout<S: Shape>: LeafLayout {
    let shape: S
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

// MARK: - Paths of the built-in shapes (Apple's documentation of each shape)

extension Path: Shape, View {
    /// A path is a primitive leaf.
    public typealias Body = Never
    /// The path itself, whatever the rectangle (SwiftUI's `Path.path(in:)`).
    public func path(in rect: CGRect) -> Path { self }
}

extension Rectangle {
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
    /// The rectangle with corners of `cornerRadius` (clamped to half the
    /// shorter side).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}

extension Capsule {
    /// The rectangle with corners of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
}

extension Circle {
    /// The largest circle centred in the rectangle.
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Ellipse {
    /// The ellipse inscribed in the rectangle.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension ContainerRelativeShape {
    /// The rectangle (the container's corner radius is not modelled).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension UnevenRoundedRectangle {
    /// The rectangle (the radii are not kept).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    /// A rectangle (iOS 17 / macOS 14): `.clipShape(.rect)`.
    nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle (iOS 17 / macOS 14): `.clipShape(.rect(cornerRadius: 8))`.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle (iOS 17 / macOS 14).
    nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule (iOS 17 / macOS 14).
    nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse (iOS 17 / macOS 14).
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}

// A built-in shape is a primitive leaf with no body. Its own `body` member
// is declared here so the compiler does not have to choose between the
// primitive views' default and the shapes' default (both `Never`).
extension Rectangle { public var body: Never { fatalError("Rectangle is a primitive view") } }
extension RoundedRectangle { public var body: Never { fatalError("RoundedRectangle is a primitive view") } }
extension Capsule { public var body: Never { fatalError("Capsule is a primitive view") } }
extension Circle { public var body: Never { fatalError("Circle is a primitive view") } }
extension Ellipse { public var body: Never { fatalError("Ellipse is a primitive view") } }
extension ContainerRelativeShape { public var body: Never { fatalError("ContainerRelativeShape is a primitive view") } }
extension UnevenRoundedRectangle { public var body: Never { fatalError("UnevenRoundedRectangle is a primitive view") } }


extension Shape {
    /// Fills the shape; layout is unchanged.
    nonisolated public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
    /// Strokes the shape (iOS 13; `antialiased:` iOS 17); layout is unchanged.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
}

extension Shape {
    /// Fills the shape with `content` (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> Self { self }
    /// Fills the shape with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func fill(style: FillStyle = FillStyle()) -> Self { self }
    /// Strokes the outline (iOS 13; `antialiased:` iOS 17); layout is unchanged.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    /// Strokes the outline with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> Self { self }
    /// Strokes the outline with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func stroke(style: StrokeStyle) -> Self { self }
    /// Strokes inside the shape's bounds (`InsettableShape`, iOS 13; `antialiased:` iOS 17); layout is unchanged.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> Self { self }
    /// Strokes inside the shape's bounds (`InsettableShape`, iOS 13; `antialiased:` iOS 17); layout is unchanged.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> Self { self }
    /// Strokes inside the shape's bounds with the foreground style (iOS 13 / macOS 10.15); layout is unchanged.
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1) -> Self { self }
}
