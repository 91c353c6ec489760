import Foundation

/// A text input (iOS 13 / macOS 10.15; `axis:` iOS 16 / macOS 13).
///
/// Size model (assumed; UIKit's `UITextField` is as wide as it is given and
/// one line of its font tall, and SwiftUI's field behaves the same way):
/// - width: the proposed width; with no proposed width (an ideal-size
///   question, `fixedSize`) the width of its displayed string (the text, or
///   the placeholder when the text is empty) in the Text metric;
/// - height, `.horizontal` axis (the default): one line of the font;
/// - height, `.vertical` axis: the displayed string's lines wrapped at the
///   width, within `lineLimit`'s bounds (a vertical field needing more
///   lines than the upper bound scrolls, Apple's `lineLimit(_:)` docs).
/// The font is the environment's (`.body` when unset). `textFieldStyle`
/// only draws; `.roundedBorder`'s padding is not modelled (a difference).
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>
    let axis: Axis
    let label: Label
    /// The entry of the initializer that built it (nil: an iOS 13 form).
    var api: APIAvailability?

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let api = view.api { inputs.checkAvailability(api, kind: "TextField") }
        var font = inputs.environment.font ?? .body
        if !(font.pointSize.isFinite && font.pointSize > 0 && font.lineHeight.isFinite && font.lineHeight > 0) {
            inputs.graph.diagnose(.invalidDimension, "Invalid font size \(font.pointSize.shortDescription) in a TextField; used .body",
                                  node: inputs.parent)
            font = .body
        }
        let value = view.text.wrappedValue
        let shown = value.isEmpty ? view.placeholder : value
        let limits = view.axis == .vertical ? inputs.environment.lineLimits : LineLimits(minimum: 1, maximum: 1)
        inputs.makeLeaf(TextField<Text>.self, kind: "TextField",
                        layout: TextFieldLayout(characters: shown.count, font: font, limits: limits), &list)
    }
}

extension TextField where Label == Text {
    /// A field with a placeholder title (iOS 13 / macOS 10.15).
    public init(_ titleKey: String, text: Binding<String>) {
        self.init(placeholder: titleKey, text: text, axis: .horizontal, label: Text(titleKey))
    }

    /// A field with a title and a prompt (iOS 15 / macOS 12). The prompt,
    /// when given, is the placeholder shown.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt?.content ?? title, text: text, axis: .horizontal, label: Text(title), api: .textFieldPrompt)
    }

    /// A field that grows along `axis` (iOS 16 / macOS 13): `.vertical`
    /// wraps its text onto more lines within `lineLimit`.
    public init(_ titleKey: String, text: Binding<String>, axis: Axis) {
        self.init(placeholder: titleKey, text: text, axis: axis, label: Text(titleKey), api: .textFieldAxis)
    }

    /// A field with a prompt that grows along `axis` (iOS 16 / macOS 13).
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(placeholder: prompt?.content ?? title, text: text, axis: axis, label: Text(title), api: .textFieldPromptAxis)
    }
}

extension TextField {
    /// A field with a label view (iOS 15 / macOS 12). On iOS the label is
    /// not shown outside a `Form`; the prompt is the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt?.content ?? "", text: text, axis: .horizontal, label: label(), api: .textFieldLabel)
    }

    /// A field with a label view growing along `axis` (iOS 16 / macOS 13).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt?.content ?? "", text: text, axis: axis, label: label(), api: .textFieldLabelAxis)
    }
}

struct TextFieldLayout: LeafLayout, CustomStringConvertible {
    let characters: Int
    let font: Font
    let limits: LineLimits
    var description: String { "TextField" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let advance = font.pointSize * 0.5
        let ideal = CGFloat(characters) * advance
        let width = proposal.width ?? ideal
        var lines = 1
        if characters > 0, width < ideal, limits.maximum != 1 {
            let perLine = Swift.max(1, Int(Swift.min((width / advance).rounded(.down), CGFloat(characters))))
            lines = (characters + perLine - 1) / perLine
        }
        if let maximum = limits.maximum { lines = Swift.min(lines, maximum) }
        lines = Swift.max(lines, limits.minimum)
        return CGSize(width: width.isFinite ? width : ideal, height: CGFloat(lines) * font.lineHeight)
    }
}

extension View {
    /// Disables autocorrection (iOS 13 / macOS 10.15). Input-only.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Disables autocorrection (iOS 13 / macOS 10.15, deprecated). Input-only.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
