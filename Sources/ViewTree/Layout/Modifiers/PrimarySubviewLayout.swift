import Foundation

/// A layout whose subview 0 is the view it modifies and decides its size
/// (a background drawn behind it, a list row's background): the modified
/// view's traits pass through, and its size is the primary subview's.
/// Subview 1, when there, is placed by the layout (or by its container).
protocol PrimarySubviewLayout: PrimaryGuidesLayout {}

extension PrimarySubviewLayout {
    var passedTraits: PassedTraits { .all }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        subviews.count > 0 ? subviews[0].sizeThatFits(proposal) : .zero
    }

    func derivedConstantSize<S: SubviewCollection>(subviews: S) -> CGSize? where S.Subview: SubviewTraits {
        subviews.count > 0 ? subviews[0].constantSize : nil
    }
}
