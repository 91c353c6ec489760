import Foundation

// `lineLimit` and `multilineTextAlignment`: environment values that Text
// (and a vertical TextField) read when measured. Rules from Apple's
// documentation of `lineLimit(_:)`: an upper bound truncates; a lower bound
// makes the view occupy that many lines even when its text needs fewer.

/// The line bounds the environment carries (lower bound, optional upper bound).
struct LineLimits: Hashable, Sendable {
    var minimum: Int = 1
    var maximum: Int?
}

struct LineLimitsKey: EnvironmentKey {
    static let defaultValue = LineLimits()
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
    /// The maximum number of lines text may occupy (nil: no limit).
    /// iOS 13 / macOS 10.15.
    public var lineLimit: Int? {
        get { self[LineLimitsKey.self].maximum }
        set { self[LineLimitsKey.self] = LineLimits(minimum: 1, maximum: newValue) }
    }

    /// The line bounds set by the range forms of `lineLimit`.
    var lineLimits: LineLimits {
        get { self[LineLimitsKey.self] }
        set { self[LineLimitsKey.self] = newValue }
    }

    /// How lines of multi-line text align (iOS 13 / macOS 10.15). Drawing-
    /// only in the runtime: every line but the last is as wide as the text's
    /// frame in its metric, so alignment moves only the last line's glyphs
    /// and never a frame.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

/// Writes the line bounds after checking them: a bound below 1 (or an empty
/// range) is clamped with a diagnostic, as SwiftUI's runtime accepts any Int.
nonisolated public struct _LineLimitModifier: ViewModifier, PrimitiveModifier {
    let minimum: Int
    let maximum: Int?

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var minimum = modifier.minimum
        var maximum = modifier.maximum
        if minimum < 1 || (maximum.map { $0 < 1 } ?? false) {
            inputs.graph.diagnose(.invalidDimension,
                                  "Invalid lineLimit (\(minimum)...\(maximum.map(String.init) ?? "")): a line count below 1; used 1",
                                  node: inputs.parent)
            minimum = Swift.max(1, minimum)
            maximum = maximum.map { Swift.max(1, $0) }
        }
        if let upper = maximum, upper < minimum { maximum = minimum }
        var inputs = inputs
        inputs.environment.lineLimits = LineLimits(minimum: minimum, maximum: maximum)
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// At most `number` lines of text (nil: no limit); longer text is
    /// truncated. iOS 13 / macOS 10.15.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(_LineLimitModifier(minimum: 1, maximum: number))
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines: text needing
    /// fewer lines still occupies the lower bound. iOS 16 / macOS 13.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_LineLimitModifier(minimum: limit.lowerBound, maximum: limit.upperBound)).checkingAvailability(.lineLimitRange, kind: "lineLimit")
    }

    /// At least `limit.lowerBound` lines, no upper limit. iOS 16 / macOS 13.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_LineLimitModifier(minimum: limit.lowerBound, maximum: nil)).checkingAvailability(.lineLimitRange, kind: "lineLimit")
    }

    /// At most `limit.upperBound` lines. iOS 16 / macOS 13.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_LineLimitModifier(minimum: 1, maximum: limit.upperBound)).checkingAvailability(.lineLimitRange, kind: "lineLimit")
    }

    /// At most `limit` lines; with `reservesSpace` the view occupies `limit`
    /// lines even when its text needs fewer. iOS 16 / macOS 13.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_LineLimitModifier(minimum: reservesSpace ? limit : 1, maximum: limit))
            .checkingAvailability(.lineLimitReservesSpace, kind: "lineLimit")
    }

    /// Aligns the lines of multi-line text (iOS 13 / macOS 10.15). No frame
    /// changes in the runtime's metric (see `EnvironmentValues.multilineTextAlignment`).
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
