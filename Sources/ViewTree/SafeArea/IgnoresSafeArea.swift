import Foundation

/// `ignoresSafeArea` / `edgesIgnoringSafeArea`.
///
/// The view keeps its own frame (its parent sees no change) but, on each
/// listed edge that lies on a safe-area boundary, proposes a grown size to
/// its child and places the child at the grown rect's top-leading corner.
/// The test runs per nested level, innermost first, so an edge on a
/// `safeAreaInset` boundary grows through it and then through the device
/// inset (seed 003 "ignoresSafeArea"; seeds 000/001; OpenSwiftUI
/// SafeAreaIgnoringLayout.swift). An edge strictly inside the safe area does
/// not grow.
struct SafeAreaIgnoringLayout: UnaryLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    /// A one-child layout (OpenSwiftUI `_SafeAreaIgnoringLayout: UnaryLayout`).
    var passedTraits: PassedTraits { .unaryLayout }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let (grown, inner) = subview.ignoringSafeArea(bounds, edges: edges, regions: regions)
        // The proposal grows by what the rect grew (nil stays nil).
        let proposal = ProposedViewSize(width: proposal.width.map { $0 + grown.width - bounds.width },
                                        height: proposal.height.map { $0 + grown.height - bounds.height })
        let size = subview.sizeThatFits(proposal)
        subview.place(in: CGRect(origin: grown.origin, size: size), proposal: proposal, inner)
    }
}

nonisolated public struct _SafeAreaIgnoringLayout: ViewModifier, PrimitiveModifier {
    public let regions: SafeAreaRegions
    public let edges: Edge.Set
    /// Built by the iOS 13 `edgesIgnoringSafeArea(_:)`.
    var isLegacyForm = false
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(modifier.isLegacyForm ? .edgesIgnoringSafeArea : .ignoresSafeArea, kind: "ignoresSafeArea")
        inputs.makeUnary(Self.self, kind: "ignoresSafeArea", layout: SafeAreaIgnoringLayout(regions: modifier.regions, edges: modifier.edges),
                         content: content, &list)
    }
}

extension View {
    /// Expands the view out of its safe area on the given edges, for the
    /// given regions (iOS 14; `edgesIgnoringSafeArea(_:)` before).
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// Expands the view out of its safe area on the given edges (iOS 13 form; all regions).
    @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: .all, edges: edges, isLegacyForm: true))
    }
}
