import Foundation

// The built-in styles (`.plain`, `.borderless`, `.bordered`,
// `.borderedProminent`, `.automatic`) lay the label out as is. That is
// exact for `.plain`, `.borderless` and `.automatic` outside lists;
// `.bordered` and `.borderedProminent` draw a capsule around content insets
// in SwiftUI that the runtime does not model (their size is not
// documented), a known difference.

/// A style that builds a button and its interaction (iOS 13 / macOS 10.15).
/// A custom style's body is laid out; the built-in ones (see the file's
/// comment) lay out the bare label.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Applies a primitive style (iOS 13 / macOS 10.15): a built-in one lays
    /// out the bare label (an outer custom style no longer applies, as in
    /// SwiftUI); a custom one lays out its body.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultButtonStyle || style is PlainButtonStyle || style is BorderlessButtonStyle
            || style is BorderedButtonStyle || style is BorderedProminentButtonStyle
            || style is GlassButtonStyle || style is GlassProminentButtonStyle
        return environment(\.buttonStyle, builtIn ? nil : AnyButtonStyle(makeBody: { configuration in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: configuration.role)))
        }))
    }
}
