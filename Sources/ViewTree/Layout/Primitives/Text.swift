import Foundation

/// Text, measured with a simple deterministic metric (an approximation of
/// San Francisco, documented in the DocC article "How the model differs from SwiftUI"): every character is 0.5 em wide,
/// lines are the font's line height, text wraps at word boundaries when the
/// proposed width is smaller than one line (a word longer than a line is
/// broken between characters, as SwiftUI's text system breaks it), and lines
/// beyond the proposed height are truncated (at least one line is kept).
///
/// `lineLimit` bounds the number of lines: an upper bound truncates (at most
/// that many lines, whatever the height offered) and a lower bound
/// (`lineLimit(2...)`, `lineLimit(3, reservesSpace: true)`) makes the text
/// occupy that many lines even when it needs fewer, as Apple's documentation
/// of `lineLimit(_:)` says ("that view expands to occupy the minimum number
/// of lines"). iOS 13 / macOS 10.15.
nonisolated public struct Text: View, PrimitiveView {
    public let content: String
    /// The font set on this text by `Text.font(_:)`; nil: the environment's.
    var font: Font?

    /// Text showing `content` (SwiftUI localizes a literal; the runtime shows it as is). iOS 13 / macOS 10.15.
    public init(_ content: String) { self.content = content }
    /// Text showing `content` without localization. iOS 13 / macOS 10.15.
    public init(verbatim content: String) { self.content = content }
    /// Text showing a string value (a `Substring`, ...). iOS 13 / macOS 10.15.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// This text in `font` (iOS 13 / macOS 10.15). Unlike `View.font(_:)`
    /// it returns `Text`, so styled pieces can be concatenated with `+`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The two texts as one run (iOS 13 / macOS 10.15). The runtime measures
    /// the joined characters in the left operand's font.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.font = lhs.font ?? rhs.font
        return joined
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var font = view.font ?? inputs.environment.font ?? .body
        if !(font.pointSize.isFinite && font.pointSize > 0 && font.lineHeight.isFinite && font.lineHeight > 0) {
            inputs.graph.diagnose(.invalidDimension,
                                  "Invalid font size \(font.pointSize.shortDescription) / line height \(font.lineHeight.shortDescription) (negative, zero or non-finite); used .body",
                                  node: inputs.parent)
            font = .body
        }
        let limits = inputs.environment.lineLimits
        inputs.makeLeaf(Text.self, kind: "Text",
                        layout: TextLayout(content: view.content, characters: view.content.count, font: font,
                                           minimumLines: limits.minimum, maximumLines: limits.maximum), &list)
    }
}

struct TextLayout: LeafLayout, CustomStringConvertible {
    /// The San Francisco system font's ascender and descender, per point
    /// of size: 19.04 and 4.82 at 20 pt (`UIFont.systemFont(ofSize: 20)`,
    /// arcovv.github.io "iOS font study"; Docs/LayoutRules.md, "Alignment
    /// guides").
    static let ascender: CGFloat = 0.952
    static let descender: CGFloat = 0.241

    /// The first line's baseline, from the top: the glyphs' box (ascender
    /// plus descender) centred in the line's height (an assumption: the
    /// model's line is the HIG's, taller than the glyphs).
    var firstBaseline: CGFloat {
        (font.lineHeight - (Self.ascender + Self.descender) * font.pointSize) / 2 + Self.ascender * font.pointSize
    }

    /// A text answers its baselines: the first line's, and the last line's
    /// (the bottom line of its height). Empty text has none.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGFloat? {
        guard characters > 0, key.isTextBaseline else { return nil }
        return key == .firstTextBaseline ? firstBaseline : size.height - font.lineHeight + firstBaseline
    }

    let content: String
    let characters: Int
    var description: String { "Text(\"\(content.prefix(20))\")" }
    let font: Font
    /// Lines the text occupies at least (`lineLimit`'s lower bound; 1 when unset).
    var minimumLines: Int = 1
    /// Lines the text shows at most (`lineLimit`'s upper bound; nil: no limit).
    var maximumLines: Int? = nil

    /// A word: its visible characters and the spaces after it (which hang
    /// past a line's end, as in SwiftUI's text system).
    struct Word: Equatable {
        var visible: Int
        var spaces: Int
    }

    /// The words of `content`, split after each run of spaces; nil for one word.
    static func wordLengths(_ content: String) -> [Word]? {
        guard content.utf8.contains(UInt8(ascii: " ")) else { return nil }
        var words: [Word] = []
        var current = Word(visible: 0, spaces: 0)
        for character in content {
            if character == " " {
                current.spaces += 1
            } else {
                if current.spaces > 0 {
                    words.append(current)
                    current = Word(visible: 0, spaces: 0)
                }
                current.visible += 1
            }
        }
        if current.visible > 0 || current.spaces > 0 { words.append(current) }
        return words.count > 1 ? words : nil
    }

    /// Greedy line breaking at word boundaries for `perLine` characters a
    /// line: the number of lines and the longest line's visible characters.
    /// A word longer than a line is broken between characters
    /// (Docs/LayoutRules.md, "Text").
    static func wrap(_ words: [Word], perLine: Int) -> (lines: Int, longest: Int) {
        var lines = 0, longest = 0
        // The current line: its characters with spaces, and without the
        // trailing ones; -1: no line begun.
        var line = -1, visible = 0
        for word in words {
            if line >= 0, line + word.visible > perLine {
                lines += 1
                longest = Swift.max(longest, visible)
                line = -1
            }
            if line < 0 {
                var rest = word.visible
                // Alone and still too long: full lines of its characters.
                while rest > perLine {
                    lines += 1
                    longest = perLine > longest ? perLine : longest
                    rest -= perLine
                }
                line = rest + word.spaces
                visible = rest
            } else {
                visible = line + word.visible
                line = visible + word.spaces
            }
        }
        if line >= 0 {
            lines += 1
            longest = Swift.max(longest, visible)
        }
        return (Swift.max(1, lines), longest)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard characters > 0 else {
            // Empty text is zero-sized unless lines are reserved for it.
            return minimumLines > 1 ? CGSize(width: 0, height: CGFloat(minimumLines) * font.lineHeight) : .zero
        }
        let advance = font.pointSize * 0.5
        let ideal = CGFloat(characters) * advance
        let width = proposal.width ?? .infinity
        var perLine = characters
        var lines = 1
        if width < ideal {
            // Counts are bounded by the character count before converting to
            // Int, so no proposal (however large) can overflow the conversion.
            perLine = Swift.max(1, Int(Swift.min((width / advance).rounded(.down), CGFloat(characters))))
            // The words are found only here, when the text wraps (rarely, and
            // the size cache keeps the answer): splitting every text when it
            // is made cost 8 % of CheckoutView's layout (BENCHMARKS.md).
            if let words = Self.wordLengths(content) {
                let wrapped = Self.wrap(words, perLine: perLine)
                lines = wrapped.lines
                perLine = wrapped.longest
            } else {
                lines = (characters + perLine - 1) / perLine
            }
        }
        if let maximumLines { lines = Swift.min(lines, maximumLines) }
        if let height = proposal.height, height.isFinite {
            let fitting = Swift.min((height / font.lineHeight).rounded(.down), CGFloat(lines))
            lines = Swift.max(1, Int(fitting))
        }
        lines = Swift.max(lines, minimumLines)
        return CGSize(width: CGFloat(Swift.min(perLine, characters)) * advance, height: CGFloat(lines) * font.lineHeight)
    }
}
