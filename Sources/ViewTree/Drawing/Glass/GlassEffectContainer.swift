import Foundation

/// Combines the Liquid Glass shapes of the views inside it (iOS 26 /
/// macOS 26). The blending draws only: the content is laid out as if the
/// container were not there (**assumption**: Apple documents no layout of
/// its own; its examples put one stack inside, laid out as that stack).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container whose glass shapes blend within `spacing` of each other.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group { content }.checkingAvailability(.glassEffectContainer, kind: "GlassEffectContainer")
    }
}
