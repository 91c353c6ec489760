import Foundation

/// A text style. The runtime keeps the point size and line height of the
/// iOS default Dynamic Type size ("Large"), from Apple's Human Interface
/// Guidelines typography table.
public struct Font: Hashable, Sendable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public init(pointSize: CGFloat, lineHeight: CGFloat) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
    }
    public static let largeTitle = Font(pointSize: 34, lineHeight: 41)
    public static let title = Font(pointSize: 28, lineHeight: 34)
    public static let title2 = Font(pointSize: 22, lineHeight: 28)
    public static let title3 = Font(pointSize: 20, lineHeight: 25)
    public static let headline = Font(pointSize: 17, lineHeight: 22)
    public static let body = Font(pointSize: 17, lineHeight: 22)
    public static let callout = Font(pointSize: 16, lineHeight: 21)
    public static let subheadline = Font(pointSize: 15, lineHeight: 20)
    public static let footnote = Font(pointSize: 13, lineHeight: 18)
    public static let caption = Font(pointSize: 12, lineHeight: 16)
    public static let caption2 = Font(pointSize: 11, lineHeight: 13)
    public static func system(size: CGFloat) -> Font { Font(pointSize: size, lineHeight: (size * 1.2).rounded()) }
}

/// Text, measured with a simple deterministic metric (an approximation of
/// San Francisco, documented in the README): every character is 0.5 em wide,
/// lines are the font's line height, text wraps at character boundaries when
/// the proposed width is smaller than one line, and lines beyond the
/// proposed height are truncated (at least one line is kept).
public struct Text: View, PrimitiveView {
    public let content: String
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var font = inputs.environment.font ?? .body
        if !(font.pointSize.isFinite && font.pointSize > 0 && font.lineHeight.isFinite && font.lineHeight > 0) {
            inputs.graph.diagnose(.invalidDimension,
                                  "Invalid font size \(font.pointSize.shortDescription) / line height \(font.lineHeight.shortDescription) (negative, zero or non-finite); used .body",
                                  node: inputs.parent)
            font = .body
        }
        inputs.makeLeaf(Text.self, kind: "Text", layout: TextLayout(content: view.content, characters: view.content.count, font: font), &list)
    }
}

struct TextLayout: NodeLayout, CustomStringConvertible {
    let content: String
    let characters: Int
    var description: String { "Text(\"\(content.prefix(20))\")" }
    let font: Font

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        guard characters > 0 else { return .zero }
        let advance = font.pointSize * 0.5
        let ideal = CGFloat(characters) * advance
        let width = proposal.width ?? .infinity
        if width >= ideal { return CGSize(width: ideal, height: font.lineHeight) }
        // Counts are bounded by the character count before converting to
        // Int, so no proposal (however large) can overflow the conversion.
        let perLine = Swift.max(1, Int(Swift.min((width / advance).rounded(.down), CGFloat(characters))))
        var lines = (characters + perLine - 1) / perLine
        if let height = proposal.height, height.isFinite {
            let fitting = Swift.min((height / font.lineHeight).rounded(.down), CGFloat(lines))
            lines = Swift.max(1, Int(fitting))
        }
        return CGSize(width: CGFloat(Swift.min(perLine, characters)) * advance, height: CGFloat(lines) * font.lineHeight)
    }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {}
}

/// A control that performs an action; lays out its label.
public struct Button<Label: View>: View {
    public let action: () -> Void
    public let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: some View { label }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
