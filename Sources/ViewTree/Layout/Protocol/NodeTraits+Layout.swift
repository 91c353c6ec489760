import Foundation

// The node traits the Layout family reads, in one place. (Traits are being
// reworked elsewhere: a spacer's spacing by edge, the traits a modifier
// passes on. Adapting the Layout family to that is this file only.)

extension Node {
    /// Whether the node is a `Spacer` (or passes a spacer's traits on).
    var isLayoutSpacer: Bool {
        get { isSpacer }
        set { isSpacer = newValue }
    }

    /// The spacing preferences a layout sees for this node: zero on every
    /// edge for a spacer (nothing is put next to it), none otherwise (the
    /// default spacing applies), as the stacks space their children.
    var subviewSpacing: ViewSpacing { isSpacer ? .zero : ViewSpacing() }
}

extension NodeLayout {
    /// Whether a `layoutValue` below this node is seen through it (a marker
    /// that changes no layout: `layoutTag`, `layoutPriority`, another value).
    var passesLayoutValues: Bool { passesTraitsThrough }
}

extension LayoutValueLayout {
    /// A layout value is a marker: the view's traits (its priority, a
    /// spacer's spacing) pass through it, as through `layoutPriority`.
    var passesTraitsThrough: Bool { true }
}
