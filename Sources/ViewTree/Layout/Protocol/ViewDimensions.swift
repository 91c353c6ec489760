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
    /// Where explicit values come from (nil: the view has none).
    let explicitGuides: ExplicitGuides?

    init(size: CGSize, explicitGuides: ExplicitGuides? = nil) {
        self.size = size
        self.explicitGuides = explicitGuides
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

/// The explicit guide values of one view at one size, asked for by key
/// (a view with explicit guides only: others have no such object).
final class ExplicitGuides: @unchecked Sendable {
    // (`@unchecked Sendable`: the answer reads the graph, which one thread
    // at a time lays out; a `ViewDimensions` is used inside the layout call
    // that made it, as SwiftUI's is.)
    private let answer: (AlignmentKey) -> CGFloat?
    /// The view whose guides these are (what two dimensions compare).
    let view: ObjectIdentifier

    init(of view: ObjectIdentifier, _ answer: @escaping (AlignmentKey) -> CGFloat?) {
        self.view = view
        self.answer = answer
    }

    func value(_ key: AlignmentKey) -> CGFloat? { answer(key) }
}
