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

/// What a `LabelStyle` is given (iOS 14 / macOS 11).
public struct LabelStyleConfiguration {
    /// The label's title (iOS 14 / macOS 11).
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon (iOS 14 / macOS 11).
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
}

/// A style of labels (iOS 14 / macOS 11). A custom style's body is laid out;
/// the built-in ones choose title, icon or both.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.titleAndIcon` (iOS 14 / macOS 11).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
/// `.iconOnly` (iOS 14 / macOS 11).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// `.titleOnly` (iOS 14 / macOS 11).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// `.automatic`: title and icon outside lists and toolbars (iOS 14 / macOS 11).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// iOS 14.5 / macOS 11.3.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// iOS 14 / macOS 11.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// iOS 14 / macOS 11.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The label style in the environment.
enum ResolvedLabelStyle {
    case titleAndIcon, iconOnly, titleOnly
    case custom(AnyLabelStyle)
}

/// A custom style, type-erased. Immutable, read while resolving; hence unchecked.
struct AnyLabelStyle: @unchecked Sendable {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = ResolvedLabelStyle.titleAndIcon
}

extension ResolvedLabelStyle: @unchecked Sendable {}

extension EnvironmentValues {
    var labelStyle: ResolvedLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view (iOS 14 / macOS 11).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let resolved: ResolvedLabelStyle
        switch style {
        case is TitleAndIconLabelStyle, is DefaultLabelStyle: resolved = .titleAndIcon
        case is IconOnlyLabelStyle: resolved = .iconOnly
        case is TitleOnlyLabelStyle: resolved = .titleOnly
        default: resolved = .custom(AnyLabelStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }))
        }
        return environment(\.labelStyle, resolved)
    }
}
