import Foundation

/// A title with an icon (iOS 14 / macOS 11).
///
/// Layout (assumed; the automatic style outside lists and toolbars shows
/// title and icon on iOS): the icon then the title in an `HStack` with the
/// stack's default spacing, centred vertically. `labelStyle(.iconOnly)` /
/// `.titleOnly` lay out one of the two; a custom `LabelStyle`'s body is laid
/// out in place of the label.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label from two views (iOS 14 / macOS 11).
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        styled.checkingAvailability(.label, kind: "Label")
    }

    @ViewBuilder var styled: some View {
        switch style {
        case .titleAndIcon:
            HStack { icon; title }
        case .iconOnly:
            icon
        case .titleOnly:
            title
        case .custom(let style):
            style.makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A text title with an SF Symbol (iOS 14 / macOS 11).
    public init(_ titleKey: String, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A text title with a named image (iOS 14 / macOS 11).
    public init(_ titleKey: String, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol (iOS 17 / macOS 14).
    public init(_ titleKey: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewTree.Label(titleKey, systemImage: systemImage) }
        api = .buttonSystemImage
    }
}
