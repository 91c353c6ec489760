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

/// A field whose text is hidden (iOS 13 / macOS 10.15); sized as a
/// single-line `TextField`.
nonisolated public struct SecureField: View {
    let title: String
    let text: Binding<String>
    var api: APIAvailability?
    /// iOS 13 / macOS 10.15.
    public init(_ titleKey: String, text: Binding<String>) {
        self.title = titleKey
        self.text = text
    }
    /// iOS 15 / macOS 12.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.title = prompt?.content ?? title
        self.text = text
        self.api = .secureFieldPrompt
    }
    public var body: some View { TextField(title, text: text).checkingAvailability(api, kind: "SecureField") }
}

/// A multi-line text editor (iOS 14 / macOS 11). Like `UITextView`, it takes
/// the whole proposal (10 for a nil dimension, as a shape: it has no ideal
/// size in SwiftUI either).
nonisolated public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>
    /// iOS 14 / macOS 11.
    public init(text: Binding<String>) { self.text = text }
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.textEditor, kind: "TextEditor")
        inputs.makeLeaf(TextEditor.self, kind: "TextEditor", layout: FlexibleLeafLayout(), &list)
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

// MARK: - Styles and input traits (no layout effect)

/// A text-field style (iOS 13 / macOS 10.15). Drawing-only in the runtime.
public protocol TextFieldStyle {}
/// `.automatic` (iOS 13 / macOS 10.15).
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// `.plain` (iOS 13 / macOS 10.15).
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// `.roundedBorder` (iOS 13 / macOS 10.15); its padding is not modelled.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// iOS 13 / macOS 10.15.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// UIKit's keyboard types, which SwiftUI code names through `keyboardType(_:)`
/// (`import SwiftUI` brings UIKit on iOS). Input-only.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Capitalization of typed text (iOS 15). Input-only.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// iOS 15.
    public static let never = TextInputAutocapitalization(name: "never")
    /// iOS 15.
    public static let words = TextInputAutocapitalization(name: "words")
    /// iOS 15.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// iOS 15.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label (iOS 15 / macOS 12). Input-only.
public struct SubmitLabel: Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let done = SubmitLabel(name: "done")
    /// iOS 15 / macOS 12.
    public static let go = SubmitLabel(name: "go")
    /// iOS 15 / macOS 12.
    public static let next = SubmitLabel(name: "next")
    /// iOS 15 / macOS 12.
    public static let search = SubmitLabel(name: "search")
    /// iOS 15 / macOS 12.
    public static let send = SubmitLabel(name: "send")
    /// iOS 15 / macOS 12.
    public static let `return` = SubmitLabel(name: "return")
}

/// Which view has keyboard focus (iOS 15 / macOS 12). The runtime has no
/// keyboard focus: the value is stored and read back, and changing it does
/// not show a keyboard (use `Window.withKeyboard(height:)` for that).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    let box: Box

    /// A binding to the focus value (iOS 15 / macOS 12).
    @propertyWrapper
    public struct Binding {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// iOS 15 / macOS 12.
    public init() where Value == Bool { box = Box(false) }
    /// iOS 15 / macOS 12.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// Sets the style of text fields (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Sets the keyboard (iOS 13). Input-only.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Sets autocapitalization (iOS 15). Input-only.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Disables autocorrection (iOS 13 / macOS 10.15). Input-only.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Disables autocorrection (iOS 13 / macOS 10.15, deprecated). Input-only.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Sets the return key's label (iOS 15 / macOS 12). Input-only.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Runs `action` on submit (iOS 15 / macOS 12). Not run by the runtime.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Binds focus to a Boolean (iOS 15 / macOS 12). Input-only.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        checkingAvailability(.focusedCondition, kind: "focused")
    }
    /// Binds focus to a value (iOS 15 / macOS 12). Input-only.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        checkingAvailability(.focusedEquals, kind: "focused")
    }
}

/// What submits (iOS 15 / macOS 12). Input-only.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// iOS 15 / macOS 12.
    public static let text = SubmitTriggers(rawValue: 1)
    /// iOS 15 / macOS 12.
    public static let search = SubmitTriggers(rawValue: 2)
}
