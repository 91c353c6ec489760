import Foundation

/// A Liquid Glass material (iOS 26 / macOS 26), for `glassEffect(_:in:)`
/// and the glass button styles. Drawing only: the model computes frames.
public struct Glass: Equatable, Sendable {
    let name: String
    var isInteractive = false
    var tint: Color?

    /// The regular glass.
    public static var regular: Glass { Glass(name: "regular") }
    /// A clearer glass.
    public static var clear: Glass { Glass(name: "clear") }
    /// No glass.
    public static var identity: Glass { Glass(name: "identity") }

    /// The glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tint = color
        return glass
    }

    /// The glass reacting to touches.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}

extension View {
    /// Draws the view on Liquid Glass in `shape` (iOS 26 / macOS 26): the
    /// glass is drawn behind the view, in its bounds; no layout effect.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        checkingAvailability(.glassEffect, kind: "glassEffect")
    }

    /// Identifies the view's glass for morphing between glass shapes in a
    /// `GlassEffectContainer` (iOS 26 / macOS 26). Drawing only.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        checkingAvailability(.glassEffectID, kind: "glassEffectID")
    }

    /// Joins the view's glass with others of the same id into one shape
    /// (iOS 26 / macOS 26). Drawing only.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        checkingAvailability(.glassEffectUnion, kind: "glassEffectUnion")
    }

    /// How the view's glass appears and disappears (iOS 26 / macOS 26).
    /// Drawing only.
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        checkingAvailability(.glassEffectTransition, kind: "glassEffectTransition")
    }
}
