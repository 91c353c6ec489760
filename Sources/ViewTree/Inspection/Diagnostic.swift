import Foundation

/// Something that went wrong in a layout, with a readable message.
///
/// The runtime never crashes on a layout a user can write: invalid values are
/// clamped (as SwiftUI does where its behaviour is known) and reported here,
/// the way SwiftUI logs "Invalid frame dimension (negative or non-finite)".
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A negative, NaN or infinite dimension in `frame`, `padding`, spacing, ...
        case invalidDimension
        /// A proposal or computed size that was not finite where it must be.
        case nonFiniteGeometry
        /// `containerRelativeFrame` with count <= 0, span <= 0 or span > count.
        case invalidContainerRelativeParameters
        /// `containerRelativeFrame` on an axis where the container size is undefined.
        case undefinedContainerSize
        /// Preference actions and state kept changing; passes were stopped.
        case updateDidNotSettle
        /// The tree was nested deeper than the runtime lays out.
        case treeTooDeep
        /// The window's size, insets or scale were invalid.
        case invalidWindow
        /// An OS version outside the modelled range (iOS 13.0 to 18.x and 26.0 to 27.x; 19 to 25 never shipped): 0,
        /// negative, or newer than modelled. It was clamped into the range.
        case invalidOSVersion
        /// A SwiftUI API the window's OS predates: the message is the
        /// compiler's ("'overlay(alignment:content:)' is only available in
        /// iOS 15.0 or newer"). Layout went on as on the newest OS. See
        /// `APIAvailability`.
        case unavailableAPI
        /// A behaviour a public source documents as wrong on the window's OS
        /// (named in the message); the model keeps the documented intent.
        case knownPlatformIssue
        /// A named resource (an image) the runtime has no size for.
        case missingResource
        /// Something SwiftUI lays out that the model cannot lay out the same
        /// way (named in the message, with what the model did instead).
        case modelLimitation
    }

    public let kind: Kind
    /// What happened and what was used instead.
    public let message: String
    /// The view concerned: its kind and nearest tag.
    public let view: String

    public var description: String { "[\(kind.rawValue)] \(view): \(message)" }
}

extension ViewGraph {
    /// Replaces invalid proposal dimensions (NaN -> nil, negative -> 0).
    func sanitize(_ proposal: ProposedViewSize, in node: Node) -> ProposedViewSize {
        func fix(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            if value < 0 { return 0 }
            return value
        }
        let width = fix(proposal.width), height = fix(proposal.height)
        if width == proposal.width && height == proposal.height { return proposal }
        return ProposedViewSize(width: width, height: height)
    }

    /// Replaces a non-finite or negative size (a child may not pick one).
    func sanitize(size: CGSize, in node: Node) -> CGSize {
        var size = size
        if size.width.isNaN || size.width < 0 {
            diagnose(.nonFiniteGeometry, "size width \(size.width.shortDescription) replaced by 0", node: node)
            size.width = 0
        }
        if size.height.isNaN || size.height < 0 {
            diagnose(.nonFiniteGeometry, "size height \(size.height.shortDescription) replaced by 0", node: node)
            size.height = 0
        }
        return size
    }

    /// Final frames must be finite: an infinite extent (a view that takes an
    /// infinite proposal) is clamped to the window.
    func sanitize(rect: CGRect, in node: Node) -> CGRect {
        if rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite { return rect }
        diagnose(.nonFiniteGeometry, "frame \(rect.shortDescription) is not finite; clamped to the window", node: node)
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        let bounds = window.bounds
        let x = finite(rect.origin.x, bounds.minX), y = finite(rect.origin.y, bounds.minY)
        return CGRect(x: x, y: y, width: finite(rect.size.width, bounds.width), height: finite(rect.size.height, bounds.height))
    }
}

/// Checks a user-supplied length: NaN or infinite is invalid (replaced by
/// `fallback`), and negative is invalid unless `allowsNegative`.
func validatedLength(_ value: CGFloat?, _ what: @autoclosure () -> String, allowsNegative: Bool = false,
                     fallback: CGFloat?, inputs: _ResolveInputs) -> CGFloat? {
    guard let value else { return nil }
    if value.isFinite && (allowsNegative || value >= 0) { return value }
    inputs.graph.diagnose(.invalidDimension,
                          "Invalid \(what()) \(value.shortDescription) (negative or non-finite); used \(fallback.map { $0.shortDescription } ?? "nil")",
                          node: inputs.parent)
    return fallback
}
