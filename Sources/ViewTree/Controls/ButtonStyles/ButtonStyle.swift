import Foundation

// Button styles. A custom `ButtonStyle`'s `makeBody(configuration:)` is
// applied: its padding and frames are layout (a style that pads the label
// makes the button bigger in SwiftUI too). The built-in styles lay the label
// out as is (PrimitiveButtonStyle.swift).

/// A style that builds a button's appearance from its label (iOS 13 / macOS 10.15).
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's view: laid out in place of the label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
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
}
