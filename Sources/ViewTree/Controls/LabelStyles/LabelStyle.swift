import Foundation

/// A style of labels (iOS 14 / macOS 11). A custom style's body is laid out;
/// the built-in ones choose title, icon or both.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
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
