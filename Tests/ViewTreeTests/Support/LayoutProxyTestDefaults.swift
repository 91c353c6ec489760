import Foundation
@testable import ViewTree

// Test doubles of the layout proxies (a layout run without a graph) answer
// what their test does not ask about with neutral values: the window as
// the container, no safe area, no preferences, diagnostics and scroll
// geometries dropped. A double implements what its test checks.

/// A window-sized container context (the iPhone 13's 390 x 844).
let testLayoutContext = LayoutContext(container: ContainerContext(size: CGSize(width: 390, height: 844), definedAxes: .both, kind: .window))

/// A one-child layout's subview double.
protocol TestUnarySubview: UnarySubview {}

extension TestUnarySubview {
    var context: LayoutContext { testLayoutContext }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize { sizeThatFits(proposal) }
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { nil }
    var preferencesVersion: UInt64 { 0 }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {}
    var placement: PlacementContext { PlacementContext(layout: context, safeArea: SafeAreaStack()) }
    var pixelLength: CGFloat { 1.0 / 3.0 }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) { place(in: rect, proposal: proposal) }
    func record(_ geometry: ScrollGeometry) {}
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: size) }
    var hasExplicitGuides: Bool { false }
}

/// A several-subview layout's subview double.
protocol TestSubviewProxy: SubviewProxy {}

extension TestSubviewProxy {
    var tag: AnyHashable? { nil }
    var listRowInsets: ListRowInsets { ListRowInsets() }
    var listSection: SectionMember? { nil }
    var hidesTabBar: Bool { false }
    var hasExplicitGuides: Bool { false }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: size) }
}

/// A several-subview layout's subviews double.
protocol TestPlaceableSubviews: PlaceableSubviewCollection {}

extension TestPlaceableSubviews {
    var placement: PlacementContext { PlacementContext(layout: testLayoutContext, safeArea: SafeAreaStack()) }
    var pixelLength: CGFloat { 1.0 / 3.0 }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        self[index].sizeThatFits(proposal)
    }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        place(index, in: rect, proposal: proposal)
    }
    func placeRowBackground(_ index: Int, in cell: CGRect) {}
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {}
}
