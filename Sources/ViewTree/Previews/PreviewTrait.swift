import Foundation

/// A trait of a preview (DeveloperToolsSupport, iOS 17): its layout and
/// orientation. Accepted and not used: the model shows no previews.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in the device's frame.
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// The preview as large as the view needs.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// The preview in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
    /// The device in portrait.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    /// The device rotated with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    /// The device rotated with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}
