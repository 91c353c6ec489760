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

/// A space named by a view with `coordinateSpace(_:)` (iOS 17 / macOS 14).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// The space as the iOS 13 enum: `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name` with `coordinateSpace(_:)` (iOS 17 / macOS 14).
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
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
