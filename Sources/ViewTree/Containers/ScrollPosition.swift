import Foundation

/// Where a scroll view is scrolled, by a view's identity, a point or an
/// edge (iOS 18 / macOS 15), for `scrollPosition(_:anchor:)`.
///
/// The model does not scroll: a position at an edge is laid out as
/// `defaultScrollAnchor` at that edge would be (the scroll view rests
/// there); a point or an identity leaves the resting position as it is, and
/// nothing is written back.
public struct ScrollPosition: Equatable, Sendable {
    /// The edge scrolled to.
    public private(set) var edge: Edge?
    /// The point scrolled to.
    public private(set) var point: CGPoint?
    /// The identity of the view scrolled to.
    public private(set) var viewID: (any Hashable & Sendable)?
    /// Whether the user positioned the scroll view (setting it clears the
    /// edge and the point, as Apple documents).
    public var isPositionedByUser: Bool = false {
        didSet { if isPositionedByUser { edge = nil; point = nil } }
    }

    /// An automatic position, looking for views whose identities have type `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// Scrolled to `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }

    /// Scrolled to `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }

    /// Scrolled to `x` horizontally.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }

    /// Scrolled to `y` vertically.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }

    /// Scrolled to (`x`, `y`).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }

    /// Scrolled to the view with identity `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to the view with identity `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to `x` horizontally.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    /// Scrolls to `y` vertically.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
    /// Scrolls to (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }

    /// The identity scrolled to, if it has type `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.edge == rhs.edge && lhs.point == rhs.point && lhs.isPositionedByUser == rhs.isPositionedByUser
            && lhs.viewID.map { AnyHashable($0) } == rhs.viewID.map { AnyHashable($0) }
    }

    /// The resting anchor an edge gives, on the edge's axis only (the other
    /// axis keeps `inherited`'s value, else its start); nil: none.
    func anchor(inheriting inherited: UnitPoint?) -> UnitPoint? {
        let x = inherited?.x ?? 0, y = inherited?.y ?? 0
        switch edge {
        case .top?: return UnitPoint(x: x, y: 0)
        case .bottom?: return UnitPoint(x: x, y: 1)
        case .leading?: return UnitPoint(x: 0, y: y)
        case .trailing?: return UnitPoint(x: 1, y: y)
        case nil: return nil
        }
    }
}

/// `scrollPosition(_:anchor:)`: a position at an edge rests the scroll view
/// there (`defaultScrollAnchor`); otherwise the inherited anchor stays.
nonisolated struct ScrollPositionModifier: ViewModifier {
    let position: ScrollPosition
    @Environment(\.defaultScrollAnchor) private var inherited

    func body(content: Content) -> some View {
        content.environment(\.defaultScrollAnchor, position.anchor(inheriting: inherited) ?? inherited)
    }
}

extension View {
    /// Binds the scroll view's position (iOS 18 / macOS 15). A position at
    /// an edge is laid out resting at that edge; the binding is not written
    /// (the model does not scroll).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(position: position.wrappedValue))
            .modifier(AvailabilityCheck(api: .scrollPositionBinding, kind: "scrollPosition"))
    }
}
