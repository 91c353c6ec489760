import Foundation

/// A view's size and alignment guides, as a layout sees a subview:
/// SwiftUI's `ViewDimensions`.
///
/// A guide's value is the view's explicit value when it has one (set with
/// `alignmentGuide(_:computeValue:)` on it or on a view inside it that its
/// layout passes up), else the guide's default (`AlignmentID`).
///
/// Differences from SwiftUI: a text's baselines come from the model's font
/// metrics (Docs/LayoutRules.md, "Alignment guides"). Two dimensions are
/// equal when their sizes are and they are the same view's.
public struct ViewDimensions: Hashable, Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }
    let size: CGSize
    /// Where explicit values come from (nil: the view has none), and the
    /// view a guide's default that reads itself is reported on.
    let explicitGuides: ExplicitGuides?
    /// Custom defaults being computed around this read (`AlignmentKey.
    /// defaultValue(in:)`): their guides, one bit each (a guide's table
    /// index modulo 64), and how many levels.
    let computingDefaults: UInt64
    let defaultDepth: UInt8

    init(size: CGSize, explicitGuides: ExplicitGuides? = nil) {
        self.size = size
        self.explicitGuides = explicitGuides
        computingDefaults = 0
        defaultDepth = 0
    }

    private init(_ base: ViewDimensions, computingDefault key: AlignmentKey) {
        size = base.size
        explicitGuides = base.explicitGuides
        computingDefaults = base.computingDefaults | key.defaultBit
        defaultDepth = base.defaultDepth &+ 1
    }

    /// The same dimensions, handed to `key`'s custom `defaultValue(in:)`.
    func computingDefault(of key: AlignmentKey) -> ViewDimensions {
        ViewDimensions(self, computingDefault: key)
    }

    /// The position of a horizontal guide, from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
    /// The position of a vertical guide, from the view's top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
    /// The explicit value of a horizontal guide (nil: the view sets none).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides?.value(guide.key) }
    /// The explicit value of a vertical guide (nil: the view sets none).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides?.value(guide.key) }

    /// A guide's value: the explicit one, else the default. (A method, not
    /// a subscript: `AlignmentKey`'s static members would make `d[.leading]`
    /// ambiguous where the module is imported `@testable`.)
    func value(of key: AlignmentKey) -> CGFloat {
        if let explicitGuides, let value = explicitGuides.value(key) { return value }
        return key.defaultValue(in: self)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.explicitGuides?.view == rhs.explicitGuides?.view
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}

/// The explicit guide values of one view at one size, asked for by key,
/// and the view on which a guide's default that reads itself is reported.
final class ExplicitGuides: @unchecked Sendable {
    // (`@unchecked Sendable`: the answer reads the graph, which one thread
    // at a time lays out; a `ViewDimensions` is used inside the layout call
    // that made it, as SwiftUI's is.)
    private let node: Node
    /// The node's graph, weakly: a `ViewDimensions` kept past its layout
    /// answers no explicit guide and reports nothing once the graph is gone
    /// (the node's own reference to it is unretained).
    private weak var graph: ViewGraph?
    private let size: CGSize
    private let proposal: ProposedViewSize
    private let context: LayoutContext
    /// Whether the view's guides are read through this (false: it only
    /// reports, for the dimensions of a frame's area).
    private let answers: Bool

    init(of node: Node, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext, answers: Bool = true) {
        self.node = node
        self.graph = node.graph
        self.size = size
        self.proposal = proposal
        self.context = context
        self.answers = answers
    }

    /// The view whose guides these are (what two dimensions compare).
    var view: ObjectIdentifier { ObjectIdentifier(node) }

    func value(_ key: AlignmentKey) -> CGFloat? {
        answers && graph != nil ? node.explicitAlignment(key, size: size, proposal: proposal, context) : nil
    }

    /// The same view's reporter, answering no guide (an area aligned
    /// against the view).
    var reportingOnly: ExplicitGuides {
        answers ? ExplicitGuides(of: node, size: size, proposal: proposal, context, answers: false) : self
    }

    /// Reports a custom guide whose default reads itself (read as 0).
    func reportSelfReadingDefault(_ id: any AlignmentID.Type) {
        graph?.diagnose(.invalidDimension,
                        "\(id).defaultValue(in:) reads its own guide, or guides that read it back; the guide read there counts as 0",
                        node: node)
    }
}
