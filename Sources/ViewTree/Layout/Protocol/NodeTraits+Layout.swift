import Foundation

// The node traits the Layout family reads, in one place: a spacer's zero
// spacing by edge (`spacerEdges`) and the traits a modifier passes on
// (`PassedTraits`).

extension Node {
    /// Whether the node is a `Spacer` (or passes a spacer's traits on).
    var isLayoutSpacer: Bool {
        get { spacerEdges == .all }
        set { spacerEdges = newValue ? .all : [] }
    }

    /// The spacing preferences a layout sees for this node: zero on every
    /// edge for a spacer (nothing is put next to it), none otherwise (the
    /// default spacing applies), as the stacks space their children.
    var subviewSpacing: ViewSpacing {
        var spacing = ViewSpacing()
        if spacerEdges.contains(.top) { spacing.top = 0 }
        if spacerEdges.contains(.leading) { spacing.leading = 0 }
        if spacerEdges.contains(.bottom) { spacing.bottom = 0 }
        if spacerEdges.contains(.trailing) { spacing.trailing = 0 }
        return spacing
    }
}

extension NodeLayout {
    /// Whether a `layoutValue` below this node is seen through it (a marker
    /// that changes no layout: `layoutTag`, `layoutPriority`, another value).
    var passesLayoutValues: Bool { passedTraits == .all }
}

extension LayoutValueLayout {
    /// A layout value is a marker: the view's traits (its priority, a
    /// spacer's spacing) pass through it, as through `layoutPriority`.
    var passedTraits: PassedTraits { .all }
}
