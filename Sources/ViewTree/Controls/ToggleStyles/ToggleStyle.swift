import Foundation

/// A toggle style (iOS 13 / macOS 10.15). A custom style's body is laid
/// out; the built-in styles lay out the switch (`.button` draws a button
/// instead of a switch in SwiftUI: a difference).
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The built-in styles: the switch layout.
nonisolated struct BuiltInToggleBody: View {
    let configuration: ToggleStyleConfiguration
    var body: some View { HStack { configuration.label; Spacer(); ControlGlyph(width: 51, height: 31) } }
}

/// A custom style, type-erased. Immutable, read while resolving; hence unchecked.
struct AnyToggleStyle: @unchecked Sendable {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
}
struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }
extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles (iOS 13 / macOS 10.15): a custom style's body is laid out.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let builtIn = style is SwitchToggleStyle || style is DefaultToggleStyle || style is ButtonToggleStyle
        return environment(\.toggleStyle, builtIn ? nil : AnyToggleStyle(makeBody: { AnyView(style.makeBody(configuration: $0)) }))
    }
}
