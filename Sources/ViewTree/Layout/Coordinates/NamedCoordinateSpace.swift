import Foundation

// Named coordinate spaces: `coordinateSpace(name:)` (iOS 13) and
// `coordinateSpace(_:)` with `NamedCoordinateSpace` (iOS 17), read by
// `GeometryProxy.frame(in:)` and `bounds(of:)`.
//
// Rules (OpenSwiftUI ViewTransform.swift `convert(_:_:)`, audited for 6.5):
// a frame converted to a named space walks up from the view and stops at the
// nearest ancestor that declared that name; when no ancestor did, the walk
// reaches the root, so the frame is the global one. A space named on a
// sibling or a descendant is therefore not found.

/// A frame of reference (iOS 17 / macOS 14): what `GeometryProxy.frame(in:)`
/// and `bounds(of:)` accept in their iOS 17 forms. As in SwiftUI, use the
/// provided `.local`, `.global` and `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space as the iOS 13 enum.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named by a view with `coordinateSpace(_:)` (iOS 17 / macOS 14).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// The space as the iOS 13 enum: `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The window's space (iOS 17 / macOS 14).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own space (iOS 17 / macOS 14).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name` with `coordinateSpace(_:)` (iOS 17 / macOS 14).
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space (iOS 17 / macOS 14).
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space (iOS 17 / macOS 14).
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
    /// Names the view's coordinate space so that descendants can read frames
    /// relative to it with `frame(in: .named(name))` (iOS 13 / macOS 10.15;
    /// deprecated in iOS 17 for `coordinateSpace(_:)`). The view's layout is
    /// unchanged: the modifier only records where the view is placed.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name), api: .coordinateSpaceName))
    }

    /// Names the view's coordinate space (iOS 17 / macOS 14):
    /// `.coordinateSpace(.named("scroll"))`. Same behaviour as
    /// `coordinateSpace(name:)`.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name, api: .coordinateSpaceNamed))
    }
}

/// The modifier behind `coordinateSpace(name:)` and `coordinateSpace(_:)`.
nonisolated public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    /// The spelling used: `coordinateSpace(name:)` (iOS 13) or `coordinateSpace(_:)` (iOS 17).
    let api: APIAvailability

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(modifier.api, kind: "coordinateSpace")
        let box = CoordinateSpaceBox()
        inputs.makeUnary(Self.self, kind: "coordinateSpace(\(modifier.name))", layout: CoordinateSpaceLayout(box: box), content: content, &list,
                         configure: { node in
            // Descendants find the space through the environment, nearest
            // first, so a reader resolves its spaces without walking up the
            // tree (which would cost the tree's depth per reader).
            node.environment.insertNamedCoordinateSpace(modifier.name) { box.frame }
        })
    }
}

/// Where a named space's view was last placed (window coordinates).
final class CoordinateSpaceBox {
    var frame: CGRect?
}

struct NamedCoordinateSpaceEntry {
    let name: AnyHashable
    /// The space's frame in window coordinates, nil before it is placed.
    let frame: () -> CGRect?
}

extension EnvironmentValues {
    /// Declares a space for the subtree, nearest first.
    mutating func insertNamedCoordinateSpace(_ name: AnyHashable, frame: @escaping () -> CGRect?) {
        var spaces = self[NamedCoordinateSpacesKey.self]
        spaces.insert(NamedCoordinateSpaceEntry(name: name, frame: frame), at: 0)
        self[NamedCoordinateSpacesKey.self] = spaces
    }
}

/// The named spaces above a view, nearest first.
struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [NamedCoordinateSpaceEntry] { [] }
}

/// Laid out as its content; records its frame when placed (before its
/// descendants are, so a reader below sees this pass's frame).
struct CoordinateSpaceLayout: UnaryLayout {
    let box: CoordinateSpaceBox
    /// A marker: the modified view's traits pass through unchanged.
    var passedTraits: PassedTraits { .all }
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        box.frame = bounds
        subview.place(in: bounds, proposal: proposal)
    }
}

/// A named space as a reader saw it when it was placed: part of the proxy,
/// so the reader's content is built again when the space moves.
struct ResolvedNamedSpace: Equatable {
    let name: AnyHashable
    let frame: CGRect
}

extension NamedCoordinateSpaceEntry {
    /// The named spaces of an environment with their current frames, nearest
    /// first, one per name (the nearest wins, as the walk up stops there).
    static func resolve(_ environment: EnvironmentValues) -> [ResolvedNamedSpace] {
        let entries = environment[NamedCoordinateSpacesKey.self]
        if entries.isEmpty { return [] }
        var result: [ResolvedNamedSpace] = []
        for entry in entries where !result.contains(where: { $0.name == entry.name }) {
            // A space not placed yet (it is placed before its descendants,
            // so only in a size pass) counts as not found.
            if let frame = entry.frame() { result.append(ResolvedNamedSpace(name: entry.name, frame: frame)) }
        }
        return result
    }
}

extension GeometryProxy {
    /// The reader's frame in a coordinate space (iOS 17 / macOS 14):
    /// `.local`, `.global` or `.named(_:)`. A name no ancestor declared
    /// answers the global frame, as in SwiftUI.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space's view in the reader's own coordinates
    /// (iOS 17 / macOS 14); nil when no ancestor declared the name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedSpaces.first(where: { $0.name == coordinateSpace.name }) else { return nil }
        return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}
