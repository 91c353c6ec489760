import Foundation

/// `.glass` (iOS 26 / macOS 26): a button on Liquid Glass; laid out as the
/// bare label, as `.bordered` is (its content insets are not modelled).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// iOS 26 / macOS 26.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
