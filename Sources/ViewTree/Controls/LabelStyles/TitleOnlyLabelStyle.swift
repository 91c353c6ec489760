import Foundation

/// `.titleOnly` (iOS 14 / macOS 11).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// iOS 14 / macOS 11.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
