import Foundation

/// Whether a layout's view can have explicit alignment guides, and whence
/// (`NodeLayout.explicitGuides`): what lets the runtime skip the question
/// for the views that cannot (`Node.hasExplicitGuides`).
enum ExplicitGuidePassage {
    /// None: leaves, and the containers SwiftUI hands to UIKit or that
    /// report none (scroll views, navigation and tab containers, lists).
    case none
    /// Its own (`alignmentGuide(_:computeValue:)`), besides its child's.
    case own
    /// Its children's, when one of them has some: one-child layouts pass
    /// their child's up, shifted by where they place it; stacks and custom
    /// layouts combine their children's (`AlignmentKey.combine`).
    case children
}

extension NodeFlags {
    /// The node can answer an explicit alignment guide: its layout sets one
    /// (`ExplicitGuidePassage.own`) or passes up a layout child's that can.
    static let hasExplicitGuides = NodeFlags(rawValue: 1 << 9)
}

extension Node {
    /// Whether the node can answer an explicit alignment guide (see
    /// `NodeFlags.hasExplicitGuides`).
    @inline(__always)
    var hasExplicitGuides: Bool { flags.contains(.hasExplicitGuides) }

    /// Derives `hasExplicitGuides` from the layout's passage and the layout
    /// children (after they change, children first: `refreshConstantSize`).
    func refreshExplicitGuides(_ passage: ExplicitGuidePassage) {
        let has: Bool
        switch passage {
        case .none: has = false
        case .own: has = true
        case .children:
            var any = false
            for child in layoutChildren where child.hasExplicitGuides { any = true; break }
            has = any
        }
        if has { flags.insert(.hasExplicitGuides) } else { flags.remove(.hasExplicitGuides) }
    }

    /// The node's dimensions at `size` for a layout: its explicit guides
    /// read through it (sized for `proposal` in `context`): the guides it
    /// sets or passes up, and the text baselines, which any view may have.
    /// (Asked only where a layout aligns by guides, or by a custom layout.)
    func dimensions(size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> ViewDimensions {
        ViewDimensions(size: size, explicitGuides: ExplicitGuides(of: self, size: size, proposal: proposal, context))
    }
}
