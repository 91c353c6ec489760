import Foundation

/// `.automatic`: title and icon outside lists and toolbars (iOS 14 / macOS 11).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
