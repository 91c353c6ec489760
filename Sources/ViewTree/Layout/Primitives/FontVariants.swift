import Foundation

// Font weights, designs and text styles, spelled as SwiftUI spells them.
// The runtime's text metric (Text.swift) reads only a font's point size and
// line height: every character is 0.5 em wide whatever the weight or design,
// so a weight, a design, italics or small caps change nothing in layout.
// In SwiftUI a bold or monospaced face is slightly wider; the metric is an
// approximation in the first place (documented in Text.swift), and it keeps
// that approximation for every face rather than inventing per-weight widths.

extension Font {
    /// A font weight (iOS 13 / macOS 10.15). Drawing-only in the runtime's metric.
    public struct Weight: Hashable, Sendable {
        /// The weight as UIKit's `UIFont.Weight` raw value (-0.8 ... 0.62).
        public let value: CGFloat
        /// iOS 13 / macOS 10.15.
        public static let ultraLight = Weight(value: -0.8)
        /// iOS 13 / macOS 10.15.
        public static let thin = Weight(value: -0.6)
        /// iOS 13 / macOS 10.15.
        public static let light = Weight(value: -0.4)
        /// iOS 13 / macOS 10.15.
        public static let regular = Weight(value: 0)
        /// iOS 13 / macOS 10.15.
        public static let medium = Weight(value: 0.23)
        /// iOS 13 / macOS 10.15.
        public static let semibold = Weight(value: 0.3)
        /// iOS 13 / macOS 10.15.
        public static let bold = Weight(value: 0.4)
        /// iOS 13 / macOS 10.15.
        public static let heavy = Weight(value: 0.56)
        /// iOS 13 / macOS 10.15.
        public static let black = Weight(value: 0.62)
    }

    /// A type design (iOS 13 / macOS 10.15). Drawing-only in the runtime's metric.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A Dynamic Type text style (iOS 13 / macOS 10.15; `.title2`/`.title3`/
    /// `.caption2`: iOS 14 / macOS 11).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The metric of the style at the default Dynamic Type size (the
        /// statics of `Font`, from the HIG typography table).
        var font: Font {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    /// The system font at a size (iOS 16 / macOS 13 form with optional
    /// weight and design; the iOS 13 form took non-optional ones with
    /// `.regular` / `.default` defaults, which this spelling accepts too).
    /// The line height is 1.2 x the size, rounded (SF's default leading).
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(pointSize: size, lineHeight: (size * 1.2).rounded())
    }

    /// The system font of a text style (iOS 16 / macOS 13 form; iOS 13 had
    /// `system(_:design:)`, which this spelling accepts). Same metric as the style.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        style.font
    }

    /// A custom font, scaled with Dynamic Type (iOS 13 / macOS 10.15). The
    /// runtime has no font files: measured as the system font at `size`.
    public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }

    /// A custom font scaled relative to a text style (iOS 14 / macOS 11). Measured as the system font at `size`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { .system(size: size) }

    /// A custom font at a fixed size (iOS 14 / macOS 11). Measured as the system font at `fixedSize`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .system(size: fixedSize) }

    /// This font with a weight (iOS 13 / macOS 10.15). Same metric.
    public func weight(_ weight: Font.Weight) -> Font { self }
    /// This font in bold (iOS 13 / macOS 10.15). Same metric.
    public func bold() -> Font { self }
    /// This font in italics (iOS 13 / macOS 10.15). Same metric.
    public func italic() -> Font { self }
    /// This font with monospaced digits (iOS 13 / macOS 10.15). Same metric.
    public func monospacedDigit() -> Font { self }
    /// The monospaced variant (iOS 15 / macOS 12). Same metric.
    public func monospaced() -> Font { self }
    /// Small capitals (iOS 13 / macOS 10.15). Same metric.
    public func smallCaps() -> Font { self }
    /// A leading (line spacing) variant (iOS 14 / macOS 11). Same metric: the
    /// runtime keeps the style's line height.
    public func leading(_ leading: Font.Leading) -> Font { self }

    /// Line spacing variants (iOS 14 / macOS 11).
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}

extension View {
    /// Sets the font weight of text in the view (iOS 16 / macOS 13). No layout
    /// effect in the runtime's metric (see Text.swift).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }

    /// Sets the font design of text in the view (iOS 16.1 / macOS 13). No layout effect.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Makes text in the view bold (iOS 16 / macOS 13). No layout effect.
    nonisolated public func bold(_ isActive: Bool = true) -> some View { self }

    /// Makes text in the view italic (iOS 16 / macOS 13). No layout effect.
    nonisolated public func italic(_ isActive: Bool = true) -> some View { self }

    /// Sets the truncation of text in the view (iOS 13 / macOS 10.15).
    /// Drawing-only: a truncated line keeps the width it was given.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

    /// Sets extra spacing between lines (iOS 13 / macOS 10.15). Not
    /// modelled: the runtime keeps the font's line height (a difference).
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Sets how far text may shrink to fit (iOS 13 / macOS 10.15). Not
    /// modelled: the runtime wraps or truncates instead of shrinking.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// Sets the Dynamic Type size (iOS 15 / macOS 12). Not modelled: the runtime uses "Large".
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Sets the text case (iOS 14 / macOS 11). Drawing-only in the runtime's metric.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
}

/// Dynamic Type sizes (iOS 15 / macOS 12). The runtime lays out at `.large`.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension Text {
    /// Where a line too long for its width is cut (iOS 13 / macOS 10.15).
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// A text case transform (iOS 14 / macOS 11).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Bold text (iOS 13 / macOS 10.15). Same metric.
    public func bold() -> Text { self }
    /// Bold text when active (iOS 16 / macOS 13). Same metric.
    public func bold(_ isActive: Bool) -> Text { self }
    /// Italic text (iOS 13 / macOS 10.15). Same metric.
    public func italic() -> Text { self }
    /// Text in a weight (iOS 13 / macOS 10.15). Same metric.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// Text in a design (iOS 16.1 / macOS 13). Same metric.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Coloured text (iOS 13 / macOS 10.15). Drawing-only.
    @available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// Styled text (iOS 17 / macOS 14). Drawing-only.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// Underlined text (iOS 13 / macOS 10.15). Drawing-only.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Struck-through text (iOS 13 / macOS 10.15). Drawing-only.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Monospaced digits (iOS 15 / macOS 12). Same metric.
    public func monospacedDigit() -> Text { self }
    /// A monospaced font (iOS 16 / macOS 13). Same metric: the model's
    /// characters are all 0.5 em wide already.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Letter spacing (iOS 13 / macOS 10.15). Not modelled: the runtime's
    /// characters are 0.5 em wide whatever the kerning.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Letter spacing (iOS 13 / macOS 10.15). Not modelled, as `kerning`.
    public func tracking(_ tracking: CGFloat) -> Text { self }
}
