import Foundation

/// `.glassProminent` (iOS 26 / macOS 26): a prominent button on Liquid
/// Glass; laid out as the bare label, as `.borderedProminent` is.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// iOS 26 / macOS 26.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
