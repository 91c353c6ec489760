import Foundation

/// `.iconOnly` (iOS 14 / macOS 11).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// iOS 14 / macOS 11.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
