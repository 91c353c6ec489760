import Foundation

// Button styles. A custom `ButtonStyle`'s `makeBody(configuration:)` is
// applied: its padding and frames are layout (a style that pads the label
// makes the button bigger in SwiftUI too). The built-in styles (`.plain`,
// `.borderless`, `.bordered`, `.borderedProminent`, `.automatic`) lay the
// label out as is. That is exact for `.plain`, `.borderless` and
// `.automatic` outside lists; `.bordered` and `.borderedProminent` draw a
// capsule around content insets in SwiftUI that the runtime does not model
// (their size is not documented), a known difference.

/// A button role (iOS 15 / macOS 12). Drawing-only.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let destructive = ButtonRole(name: "destructive")
    /// iOS 15 / macOS 12.
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a `ButtonStyle` is given (iOS 13 / macOS 10.15). `isPressed` is
/// always false: the runtime lays out a button at rest.
public struct ButtonStyleConfiguration {
    /// The button's label as a view (iOS 13 / macOS 10.15).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label (iOS 13 / macOS 10.15).
    public let label: Label
    /// Whether the button is pressed: false in the runtime (iOS 13 / macOS 10.15).
    public let isPressed: Bool
    /// The role (iOS 15 / macOS 12).
    public let role: ButtonRole?
}

/// A style that builds a button's appearance from its label (iOS 13 / macOS 10.15).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's view: laid out in place of the label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given (iOS 13 / macOS 10.15).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label (iOS 13 / macOS 10.15).
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    /// The role (iOS 15 / macOS 12).
    public let role: ButtonRole?
    /// Performs the button's action (iOS 13 / macOS 10.15). The runtime never runs actions.
    public func trigger() {}
}

/// A style that builds a button and its interaction (iOS 13 / macOS 10.15).
/// A custom style's body is laid out; the built-in ones (see the file's
/// comment) lay out the bare label.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.automatic` (iOS 13 / macOS 10.15).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.plain`: the label alone (iOS 13 / macOS 10.15).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.borderless` (iOS 13 / macOS 10.15).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.bordered` (iOS 15 / macOS 10.15); its content insets are not modelled.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// `.borderedProminent` (iOS 15 / macOS 12); its content insets are not modelled.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// iOS 13 / macOS 10.15.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// iOS 15 / macOS 12.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// iOS 15 / macOS 12.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A type-erased custom style, carried in the environment. An immutable
/// value read only while resolving on the layout's thread, hence unchecked.
struct AnyButtonStyle: @unchecked Sendable {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
}

struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Applies a custom style to buttons in this view (iOS 13 / macOS 10.15):
    /// each button lays out `style.makeBody(configuration:)`.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }))
    }

    /// Applies a primitive style (iOS 13 / macOS 10.15): a built-in one lays
    /// out the bare label (an outer custom style no longer applies, as in
    /// SwiftUI); a custom one lays out its body.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultButtonStyle || style is PlainButtonStyle || style is BorderlessButtonStyle
            || style is BorderedButtonStyle || style is BorderedProminentButtonStyle
        return environment(\.buttonStyle, builtIn ? nil : AnyButtonStyle(makeBody: { configuration in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role)))
        }))
    }

    /// Sets the size of controls (iOS 15 / macOS 10.15). Not modelled: controls keep their regular size.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }

    /// Sets the shape of bordered buttons (iOS 17 / macOS 14). Drawing-only.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// Control sizes (iOS 15 / macOS 10.15).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button (iOS 15 / macOS 12). Drawing-only.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// iOS 15 / macOS 12.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// iOS 15 / macOS 12.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// iOS 17 / macOS 14.
    public static let circle = ButtonBorderShape(name: "circle")
}

extension ButtonBorderShape {
    /// A rounded rectangle of a radius (iOS 16 / macOS 13). Drawing-only.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle(\(radius))") }
}
