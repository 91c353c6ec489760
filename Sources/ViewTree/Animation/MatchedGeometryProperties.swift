import Foundation

/// Which geometry `matchedGeometryEffect` matches (iOS 14 / macOS 11).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches the view's geometry to the source view of the same `id` in
    /// `namespace` (iOS 14 / macOS 11). Not modelled: SwiftUI draws a
    /// non-source view in the source's frame without moving its layout
    /// neighbours; the model reports the view's own layout frame (a
    /// difference, Docs/LayoutRules.md).
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        checkingAvailability(.matchedGeometryEffect, kind: "matchedGeometryEffect")
    }
}
