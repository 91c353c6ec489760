import Foundation

/// `.titleAndIcon` (iOS 14 / macOS 11).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// iOS 14.5 / macOS 11.3.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
