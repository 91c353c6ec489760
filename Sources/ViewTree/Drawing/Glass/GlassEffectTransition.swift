import Foundation

/// How glass appears and disappears (iOS 26). Drawing only.
public struct GlassEffectTransition: Sendable {
    let name: String
    /// Morphs into the glass of the same id.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// Morphs into the glass of the same id, matching `properties`.
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition {
        GlassEffectTransition(name: "matchedGeometry")
    }
    /// Fades the material in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}
