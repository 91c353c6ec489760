import Foundation

/// What a `ToggleStyle` is given (iOS 13 / macOS 10.15).
public struct ToggleStyleConfiguration {
    /// The toggle's label (iOS 13 / macOS 10.15).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    /// The toggle's state (iOS 13 / macOS 10.15).
    @Binding public var isOn: Bool
    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

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
/// iOS 13 / macOS 10.15.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}
/// iOS 13 / macOS 10.15.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
}
/// iOS 15 / macOS 12.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration) }
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
extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// iOS 15 / macOS 12.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
