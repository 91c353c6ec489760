import Foundation

/// The content margins scroll views in the subtree apply to their content.
struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins `contentMargins(_:_:for:)` set for scroll content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Configures the content margins for `placement` on `edges` (iOS 17):
    /// a scroll view in this view insets its content by its safe area plus
    /// these margins (Apple: "the safe area plus an additional 20 points"),
    /// keeping its own frame, and a `containerRelativeFrame` inside it sees
    /// the scroll view's size minus the margins. Edges not listed keep the
    /// margins set further out. The scroll indicators' placement has no
    /// layout effect. Docs/LayoutRules.md, "contentMargins".
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement, api: .contentMarginsEdges))
    }

    /// `contentMargins(_:_:for:)` with one length on `edges`; nil is the
    /// default margins, which for a scroll view are none.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                                           for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 0
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// `contentMargins(_:_:for:)` with one length on every edge.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: .all, insets: EdgeInsets(top: length, leading: length, bottom: length, trailing: length),
                                         placement: placement, api: .contentMarginsLength))
    }
}

/// Writes the scroll-content margins into the environment for the edges
/// given (an environment modifier: transparent, no node of its own).
nonisolated public struct _ContentMarginsModifier: ViewModifier, PrimitiveModifier {
    let edges: Edge.Set
    let insets: EdgeInsets
    let placement: ContentMarginPlacement
    let api: APIAvailability

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(modifier.api, kind: "contentMargins")
        var inputs = inputs
        if modifier.placement.insetsContent {
            var margins = inputs.environment.scrollContentMargins
            let edges = modifier.edges, insets = modifier.insets
            if edges.contains(.top) { margins.top = sanitizedMargin(insets.top) }
            if edges.contains(.leading) { margins.leading = sanitizedMargin(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = sanitizedMargin(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = sanitizedMargin(insets.trailing) }
            inputs.environment.scrollContentMargins = margins
        }
        C._makeNodes(content, inputs, &list)
    }
}

/// A margin that is negative or not finite is no margin (**assumption**: the
/// model's rule for invalid lengths elsewhere is a clamp).
private func sanitizedMargin(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}
