import Foundation

/// An opaque geometry value (a rectangle or a point) of a view, resolved
/// in another view's coordinates through `GeometryProxy[anchor]`
/// (iOS 13 / macOS 10.15).
///
/// The runtime records the anchoring view's frame (window coordinates) when
/// that view is placed; a reader converts it to its own coordinates by
/// subtracting its origin (OpenSwiftUI Anchor.swift: an anchor is a value in
/// the anchoring view's space, converted on read).
public struct Anchor<Value>: CustomStringConvertible {
    let box: AnchorBox
    let value: (CGRect) -> Value
    let converted: (Value, CGPoint) -> Value

    /// How an anchor's value is derived from the view's bounds (iOS 13 / macOS 10.15).
    public struct Source {
        let value: (CGRect) -> Value
        let converted: (Value, CGPoint) -> Value
    }

    /// The value in window coordinates (zero before the view is placed).
    var globalValue: Value { value(box.frame ?? .zero) }

    public var description: String { "Anchor(\(box.frame.map { "\($0)" } ?? "unplaced"))" }
}

/// The frame of the anchoring view, set when it is placed.
final class AnchorBox {
    var frame: CGRect?
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds (iOS 13 / macOS 10.15).
    public static var bounds: Anchor<CGRect>.Source { rect(.null) }

    /// A rectangle in the view's own coordinates (iOS 13 / macOS 10.15);
    /// `.null` stands for the bounds.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(value: { frame in
            r.isNull ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY)
        }, converted: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds (iOS 13 / macOS 10.15).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(value: { frame in
            CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
        }, converted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
    }
    /// A point in the view's own coordinates (iOS 13 / macOS 10.15).
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(value: { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) },
                               converted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
    }
    /// iOS 13 / macOS 10.15.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// iOS 13 / macOS 10.15.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// iOS 13 / macOS 10.15.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// iOS 13 / macOS 10.15.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// iOS 13 / macOS 10.15.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// iOS 13 / macOS 10.15.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// iOS 13 / macOS 10.15.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// iOS 13 / macOS 10.15.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// iOS 13 / macOS 10.15.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates (iOS 13 / macOS 10.15).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.converted(anchor.globalValue, globalFrame.origin)
    }
}

// An anchor is an immutable value whose box is written once per placement
// on the layout's thread; values are read after placement on that thread.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}
