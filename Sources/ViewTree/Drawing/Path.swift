import Foundation

/// The outline of a 2D shape (iOS 13 / macOS 10.15), a value built with
/// SwiftUI's API (`move(to:)`, `addLine(to:)`, `addRect(_:)`, `addArc`,
/// `addEllipse(in:)`, `closeSubpath()`...). As a view it is a `Shape`: it
/// takes the proposed size (10 for a nil dimension) whatever its segments,
/// as SwiftUI's `Path` does (a shape's size is its proposal, Apple's
/// documentation of `Shape.sizeThatFits(_:)`).
///
/// Differences from SwiftUI: arcs, ellipses and rounded corners are stored
/// as cubic Bézier curves (as CoreGraphics stores them); `boundingRect` is
/// the exact bounds of those curves; there is no hit testing (`contains`),
/// trimming, stroking into a path or SVG description.
public struct Path: Equatable, Sendable {
    /// One segment of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath.
        case move(to: CGPoint)
        /// A straight line.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case closeSubpath
    }

    private var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath` returns).
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// Whether the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, nil for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    /// The smallest rectangle holding every segment (curves by their
    /// extremes, not their control points); `.null` for an empty path.
    public var boundingRect: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p); current = p
            case .quadCurve(let p, let c):
                box.add(p)
                for t in Self.extremes(quadratic: [current.x, c.x, p.x]) + Self.extremes(quadratic: [current.y, c.y, p.y]) {
                    let u = 1 - t
                    box.add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                for t in Self.extremes(cubic: [current.x, c1.x, c2.x, p.x]) + Self.extremes(cubic: [current.y, c1.y, c2.y, p.y]) {
                    let u = 1 - t
                    box.add(CGPoint(x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                    y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                current = p
            case .closeSubpath: break
            }
        }
        return box.rect
    }

    /// Calls `body` with each segment in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
    }
    /// A straight line from the current point (a move when there is none,
    /// where CoreGraphics would log an error).
    public mutating func addLine(to p: CGPoint) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(to: p))
    }
    /// A move to the first point, then lines through the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }
    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to p: CGPoint, control cp: CGPoint) {
        if currentPoint == nil { move(to: cp) }
        elements.append(.quadCurve(to: p, control: cp))
    }
    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to p: CGPoint, control1 cp1: CGPoint, control2 cp2: CGPoint) {
        if currentPoint == nil { move(to: cp1) }
        elements.append(.curve(to: p, control1: cp1, control2: cp2))
    }
    /// Closes the current subpath (a line back to its start).
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle as a new subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    /// Closed rectangles, one subpath each.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// A closed rounded rectangle as a new subpath (the corner style only draws).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let rx = Swift.min(Swift.max(cornerSize.width.isFinite ? cornerSize.width : 0, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerSize.height.isFinite ? cornerSize.height : 0, 0), r.height / 2)
        if rx == 0 || ry == 0 { addRect(r, transform: transform); return }
        let k = Self.kappa
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: pt(r.minX + rx, r.minY))
        addLine(to: pt(r.maxX - rx, r.minY))
        addCurve(to: pt(r.maxX, r.minY + ry), control1: pt(r.maxX - rx + rx * k, r.minY), control2: pt(r.maxX, r.minY + ry - ry * k))
        addLine(to: pt(r.maxX, r.maxY - ry))
        addCurve(to: pt(r.maxX - rx, r.maxY), control1: pt(r.maxX, r.maxY - ry + ry * k), control2: pt(r.maxX - rx + rx * k, r.maxY))
        addLine(to: pt(r.minX + rx, r.maxY))
        addCurve(to: pt(r.minX, r.maxY - ry), control1: pt(r.minX + rx - rx * k, r.maxY), control2: pt(r.minX, r.maxY - ry + ry * k))
        addLine(to: pt(r.minX, r.minY + ry))
        addCurve(to: pt(r.minX + rx, r.minY), control1: pt(r.minX, r.minY + ry - ry * k), control2: pt(r.minX + rx - rx * k, r.minY))
        closeSubpath()
    }
    /// A closed ellipse inscribed in `rect` as a new subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let (cx, cy, rx, ry, k) = (r.midX, r.midY, r.width / 2, r.height / 2, Self.kappa)
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: pt(r.maxX, cy))
        addCurve(to: pt(cx, r.maxY), control1: pt(r.maxX, cy + ry * k), control2: pt(cx + rx * k, r.maxY))
        addCurve(to: pt(r.minX, cy), control1: pt(cx - rx * k, r.maxY), control2: pt(r.minX, cy + ry * k))
        addCurve(to: pt(cx, r.minY), control1: pt(r.minX, cy - ry * k), control2: pt(cx - rx * k, r.minY))
        addCurve(to: pt(r.maxX, cy), control1: pt(cx + rx * k, r.minY), control2: pt(r.maxX, cy - ry * k))
        closeSubpath()
    }
    /// An arc of a circle, joined to the current point by a line (or
    /// starting a subpath). Angles turn from the x axis towards the y axis;
    /// `clockwise` follows CoreGraphics' meaning in a y-up space, so in
    /// SwiftUI's y-down space a "clockwise" arc is drawn counterclockwise
    /// on screen (Apple's documentation of `addArc`).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite else { return }
        var sweep = end - start
        let full = 2 * Double.pi
        if clockwise {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep > 0 { sweep -= full }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        appendArc(center: center, radius: Swift.abs(radius), start: start, sweep: sweep, transform: transform)
    }
    /// An arc from `startAngle` turning by `delta` (negative: the other way).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard startAngle.radians.isFinite, delta.radians.isFinite, radius.isFinite else { return }
        appendArc(center: center, radius: Swift.abs(radius), start: startAngle.radians, sweep: delta.radians, transform: transform)
    }
    /// An arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, joined to
    /// the current point by a line (CoreGraphics' `addArc(tangent1End:...)`).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { move(to: p1.applying(transform)); return }
        // Works in untransformed space: the current point is stored
        // transformed, so it is mapped back first.
        let q0 = p0.applying(transform.inverted())
        let v1 = (dx: q0.x - p1.x, dy: q0.y - p1.y), v2 = (dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, cross != 0, radius > 0, radius.isFinite else { addLine(to: p1.applying(transform)); return }
        let u1 = (dx: v1.dx / l1, dy: v1.dy / l1), u2 = (dx: v2.dx / l2, dy: v2.dy / l2)
        let cosTheta = Swift.max(-1, Swift.min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosTheta) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
        let t2 = CGPoint(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
        // The centre is on the bisector, `radius / sin(half)` from the corner.
        let bisector = (dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let lb = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let centreDistance = radius / sin(half)
        let centre = CGPoint(x: p1.x + bisector.dx / lb * centreDistance, y: p1.y + bisector.dy / lb * centreDistance)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: centre, radius: radius, start: a1, sweep: sweep, transform: transform)
    }
    /// Another path's segments, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p.applying(transform))
            case .line(let p): elements.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c): elements.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                elements.append(.curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }
    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: Helpers

    /// The control distance of a quarter circle as cubic Bézier curve
    /// (4/3·tan(π/8)), the approximation CoreGraphics uses.
    static let kappa: CGFloat = 0.5522847498

    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil { move(to: first) } else { elements.append(.line(to: first)) }
        // At most a quarter turn per curve.
        let pieces = Swift.max(1, Int((Swift.abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            elements.append(.curve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            angle = next
        }
    }

    /// Parameters in (0, 1) where a quadratic Bézier coordinate is extreme.
    private static func extremes(quadratic v: [CGFloat]) -> [CGFloat] {
        let denominator = v[0] - 2 * v[1] + v[2]
        guard denominator != 0 else { return [] }
        let t = (v[0] - v[1]) / denominator
        return t > 0 && t < 1 ? [t] : []
    }
    /// Parameters in (0, 1) where a cubic Bézier coordinate is extreme (the
    /// roots of its derivative, a quadratic).
    private static func extremes(cubic v: [CGFloat]) -> [CGFloat] {
        let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
        let b = 2 * (v[0] - 2 * v[1] + v[2])
        let c = v[1] - v[0]
        var roots: [CGFloat] = []
        if Swift.abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private struct BoundingBox {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
}
