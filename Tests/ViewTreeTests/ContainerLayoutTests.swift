import Foundation
import Testing
@testable import ViewTree

/// The one subview of a container layout with a sizing rule: it records the
/// proposals and contexts it was sized and placed in, and what the layout
/// reported through it (a scroll geometry, diagnostics). No graph.
private final class ContainerTestSubview: UnarySubview {
    let answer: (ProposedViewSize) -> CGSize
    let placement: PlacementContext
    var context: LayoutContext { placement.layout }
    let pixelLength: CGFloat = 1.0 / 3.0
    private(set) var sized: [(proposal: ProposedViewSize, context: LayoutContext)] = []
    private(set) var placed: (rect: CGRect, proposal: ProposedViewSize, context: PlacementContext)?
    private(set) var geometry: ScrollGeometry?
    private(set) var diagnostics: [Diagnostic.Kind] = []

    init(_ placement: PlacementContext, _ answer: @escaping (ProposedViewSize) -> CGSize) {
        self.placement = placement
        self.answer = answer
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizeThatFits(proposal, in: context) }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        sized.append((proposal, context))
        return answer(proposal)
    }
    func place(in rect: CGRect, proposal: ProposedViewSize) { place(in: rect, proposal: proposal, placement) }
    func place(in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) { placed = (rect, proposal, context) }
    func record(_ geometry: ScrollGeometry) { self.geometry = geometry }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) { diagnostics.append(kind) }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: size) }
    var hasExplicitGuides: Bool { false }

    /// The content's preference values by key, and their version.
    var preferences: [ObjectIdentifier: Any] = [:]
    var preferencesVersion: UInt64 = 1
    func contentPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? { preferences[ObjectIdentifier(key)] as? K.Value }
}

/// A subview of a several-subview container: its size rule and the traits
/// a container reads (tab tag, row insets, tab-bar visibility).
private final class ContainerTestRow: SubviewProxy {
    let answer: (ProposedViewSize) -> CGSize
    let tag: AnyHashable?
    let listRowInsets: ListRowInsets
    var listSection: SectionMember? { nil }
    let hidesTabBar: Bool
    var constantSize: CGSize? { nil }
    var priority: Double { 0 }
    var spacerEdges: Edge.Set { [] }
    var hasExplicitGuides: Bool { false }
    func dimensions(_ size: CGSize, proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: size) }
    private(set) var proposals: [ProposedViewSize] = []
    var placed: (rect: CGRect, proposal: ProposedViewSize, context: PlacementContext?)?
    /// The cell its `listRowBackground` was placed in.
    var cell: CGRect?

    init(tag: AnyHashable? = nil, insets: EdgeInsets? = nil, hidesTabBar: Bool = false, _ answer: @escaping (ProposedViewSize) -> CGSize) {
        self.answer = answer
        self.tag = tag
        self.listRowInsets = ListRowInsets(insets)
        self.hidesTabBar = hidesTabBar
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposals.append(proposal)
        return answer(proposal)
    }
}

private struct ContainerTestRows: PlaceableSubviewCollection {
    let rows: [ContainerTestRow]
    let placement: PlacementContext
    var pixelLength: CGFloat { 1.0 / 3.0 }
    var count: Int { rows.count }
    subscript(index: Int) -> ContainerTestRow { rows[index] }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize { rows[index].sizeThatFits(proposal) }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize) { rows[index].placed = (rect, proposal, nil) }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) { rows[index].placed = (rect, proposal, context) }
    func place(_ index: Int, in rect: CGRect, proposal: ProposedViewSize, addingSafeArea level: SafeAreaLevel) {}
    func hide(_ index: Int) {}
    func placeRowBackground(_ index: Int, in cell: CGRect) { rows[index].cell = cell }
    func rectIgnoringSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect { rect }
    func diagnose(_ kind: Diagnostic.Kind, _ message: String) {}
}

/// An iPhone 13 window's root place (Docs/LayoutRules.md, "Safe area and
/// ignoresSafeArea": 390 x 844, insets 47 top and 34 bottom): the window is
/// the container, its safe rect (0, 47, 390, 763) the layout rect.
private let safeRect = CGRect(x: 0, y: 47, width: 390, height: 763)
private var windowPlace: PlacementContext { PlacementContext(
    layout: LayoutContext(container: ContainerContext(size: safeRect.size, definedAxes: .both, kind: .window)),
    safeArea: SafeAreaStack(levels: [SafeAreaLevel(inner: safeRect, outer: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                   region: .container, source: .device)])) }

@MainActor @Suite struct ContainerLayoutTests {
    // Docs/LayoutRules.md, "ScrollView": along its axis it takes the proposal
    // and proposes nil; across it passes the proposal and hugs the content;
    // its visible region grows into the safe area it touches, which becomes
    // content insets; the content sees no safe area and the scroll view as
    // its container, defined along the scroll axis only.
    @Test func scrollViewProposesNilAlongItsAxisAndRecordsItsGeometry() {
        let layout = ScrollLayout(axes: .vertical, anchor: nil, containerKind: .scrollView)
        let content = ContainerTestSubview(windowPlace) { CGSize(width: $0.width ?? 100, height: 1000) }
        let size = layout.sizeThatFits(ProposedViewSize(safeRect.size), subview: content)
        #expect(size == CGSize(width: 390, height: 763))
        #expect(content.sized.first?.proposal == ProposedViewSize(width: 390, height: nil))
        #expect(content.sized.first?.context.container == ContainerContext(size: CGSize(width: 390, height: 763), definedAxes: .height, kind: .scrollView))

        layout.placeSubview(in: safeRect, proposal: ProposedViewSize(safeRect.size), subview: content)
        // The content starts at the top of the layout frame: offset 0.
        #expect(content.placed?.rect == CGRect(x: 0, y: 47, width: 390, height: 1000))
        #expect(content.placed?.proposal == ProposedViewSize(width: 390, height: nil))
        #expect(content.placed?.context.safeArea.levels.isEmpty == true)
        #expect(content.placed?.context.containers?.record.kind == .scrollView)
        #expect(content.placed?.context.containers?.next?.record == nil)
        #expect(content.geometry == ScrollGeometry(contentSize: CGSize(width: 390, height: 1000),
                                                  contentInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                                  contentOffset: .zero,
                                                  visibleRegion: CGRect(x: 0, y: 0, width: 390, height: 844), frame: safeRect))
    }

    // Docs/LayoutRules.md, "ScrollView": `defaultScrollAnchor(.bottom)` shows
    // the end of long content: 1000 - 763 = 237 scrolled.
    @Test func scrollViewBottomAnchorOffsetsTheContent() {
        let layout = ScrollLayout(axes: .vertical, anchor: .bottom, containerKind: .scrollView)
        let content = ContainerTestSubview(windowPlace) { CGSize(width: $0.width ?? 100, height: 1000) }
        layout.placeSubview(in: safeRect, proposal: ProposedViewSize(safeRect.size), subview: content)
        #expect(content.placed?.rect == CGRect(x: 0, y: 47 - 237, width: 390, height: 1000))
        #expect(content.geometry?.contentOffset == CGPoint(x: 0, y: 237))
    }

    // Docs/LayoutRules.md, "ScrollView": across the axis it hugs its content.
    @Test func horizontalScrollViewHugsItsContentVertically() {
        let layout = ScrollLayout(axes: .horizontal, anchor: nil, containerKind: .scrollView)
        let content = ContainerTestSubview(windowPlace) { CGSize(width: 600, height: Swift.min($0.height ?? 80, 80)) }
        #expect(layout.sizeThatFits(ProposedViewSize(width: 390, height: 300), subview: content) == CGSize(width: 390, height: 80))
        #expect(content.sized.first?.proposal == ProposedViewSize(width: nil, height: 300))
    }

    // Docs/LayoutRules.md, "TabView": the selected tab (tag == selection)
    // above a 49-pt bar, which adds a container safe-area level; the
    // container size is the TabView's minus the bar; other tabs unplaced.
    @Test func tabViewPlacesTheSelectedTabAboveTheBar() {
        let tabs = (1...3).map { tag in ContainerTestRow(tag: tag) { $0.replacingUnspecifiedDimensions() } }
        let subviews = ContainerTestRows(rows: tabs, placement: windowPlace)
        let layout = TabLayout(selection: AnyHashable(2))
        #expect(layout.sizeThatFits(ProposedViewSize(safeRect.size), subviews: subviews) == safeRect.size)
        layout.placeSubviews(in: safeRect, proposal: ProposedViewSize(safeRect.size), subviews: subviews)
        #expect(tabs[0].placed == nil && tabs[2].placed == nil)
        let content = CGRect(x: 0, y: 47, width: 390, height: 763 - 49)
        #expect(tabs[1].placed?.rect == content)
        #expect(tabs[1].proposals == [ProposedViewSize(content.size)])
        let inner = tabs[1].placed?.context
        #expect(inner?.layout.container == ContainerContext(size: content.size, definedAxes: .both, kind: .tabView))
        #expect(inner?.safeArea.levels.last?.source == .tabBar)
        #expect(inner?.safeArea.levels.last?.inner == content)
        // The UITabBarController's view grows into the device insets and
        // reports them as its insets (`PlatformContainer.make`; Docs/
        // LayoutRules.md, "containerRelativeFrame": the responder chain).
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        #expect(inner?.containers?.record == PlatformContainer(kind: .tabBarController, frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                               safeAreaInsets: insets, barHeight: 49, contentInsets: insets, scrollAxes: []))
    }

    // Docs/LayoutRules.md, "TabView": a selection no tag matches shows the
    // first tab; `toolbar(.hidden, for: .tabBar)` on it removes the bar.
    @Test func tabViewWithoutAMatchShowsTheFirstTabAndItsHiddenBar() {
        let tabs = [ContainerTestRow(tag: 1, hidesTabBar: true) { $0.replacingUnspecifiedDimensions() },
                    ContainerTestRow(tag: 2) { $0.replacingUnspecifiedDimensions() }]
        TabLayout(selection: AnyHashable(7)).placeSubviews(in: safeRect, proposal: ProposedViewSize(safeRect.size),
                                                           subviews: ContainerTestRows(rows: tabs, placement: windowPlace))
        #expect(tabs[0].placed?.rect == safeRect)
        #expect(tabs[0].placed?.context?.safeArea.levels.count == 1)
        #expect(tabs[1].placed == nil)
    }

    // Docs/LayoutRules.md, "List": rows stacked without spacing, content
    // inset 20 horizontally and 11 vertically (or its `listRowInsets`), a row
    // at least 44 tall, content leading-aligned and centred vertically.
    @Test func listRowsStackWithTheirInsets() {
        let text = { (height: CGFloat) in { (p: ProposedViewSize) in CGSize(width: Swift.min(p.width ?? 200, 200), height: height) } }
        let rows = [ContainerTestRow(text(22)), ContainerTestRow(text(60)),
                    ContainerTestRow(insets: EdgeInsets(), text(22))]
        let subviews = ContainerTestRows(rows: rows, placement: windowPlace)
        let layout = ListRowsLayout(style: .plain, osVersion: .iOS17)
        // Rows: max(44, 22 + 22) = 44, 60 + 22 = 82, max(44, 22 + 0) = 44.
        #expect(layout.sizeThatFits(ProposedViewSize(width: 390, height: nil), subviews: subviews) == CGSize(width: 390, height: 170))
        layout.placeSubviews(in: CGRect(x: 0, y: 100, width: 390, height: 170), proposal: ProposedViewSize(width: 390, height: nil), subviews: subviews)
        #expect(rows[0].placed?.rect == CGRect(x: 20, y: 111, width: 200, height: 22))
        #expect(rows[1].placed?.rect == CGRect(x: 20, y: 155, width: 200, height: 60))
        #expect(rows[2].placed?.rect == CGRect(x: 0, y: 226 + 11, width: 200, height: 22))
        #expect(rows[0].placed?.proposal == ProposedViewSize(width: 350, height: nil))
        #expect(rows[2].placed?.proposal == ProposedViewSize(width: 390, height: nil))
        // Each row's cell (its `listRowBackground`'s frame) spans the list
        // and the row's height, whatever its content insets.
        #expect(rows.map(\.cell) == [CGRect(x: 0, y: 100, width: 390, height: 44), CGRect(x: 0, y: 144, width: 390, height: 82),
                                      CGRect(x: 0, y: 226, width: 390, height: 44)])
    }

    // Docs/LayoutRules.md, "List": the inset-grouped style has a 35-pt header
    // margin on every OS and the section's footer spacing below (6 + 11.67,
    // 7.67 + 11.67 from iOS 26); its card and content insets in a 390-pt-wide
    // list are 20 + 20 on iOS 16-18 and 16 + 16 from iOS 26, where rows are
    // at least 52 pt (measured from snapshot images recorded with SwiftUI),
    // 20 + 20 in a regular width (UIKit's minimum layout margins).
    @Test func insetGroupedListRowsStartInTheirCard() {
        let row = ContainerTestRow { CGSize(width: $0.width ?? 0, height: 22) }
        let subviews = ContainerTestRows(rows: [row], placement: windowPlace)
        let cases: [(OSVersion, UserInterfaceSizeClass, inset: CGFloat, row: CGFloat)] = [
            (.iOS18, .compact, 40, 44), (.iOS16, .compact, 40, 44), (.iOS18, .regular, 40, 44), (.iOS26, .compact, 32, 52),
        ]
        for (os, sizeClass, inset, rowHeight) in cases {
            let top: CGFloat = 35
            let bottom: CGFloat = os >= .iOS26 ? 7.67 + 11.67 : 6 + 11.67
            let layout = ListRowsLayout(style: .insetGrouped, osVersion: os, horizontalSizeClass: sizeClass)
            let size = layout.sizeThatFits(ProposedViewSize(width: 390, height: nil), subviews: subviews)
            #expect(size.width == 390 && abs(size.height - (top + rowHeight + bottom)) < 0.001, "\(size)")
            layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 390, height: top + rowHeight), proposal: ProposedViewSize(width: 390, height: nil), subviews: subviews)
            #expect(row.placed?.rect == CGRect(x: inset, y: top + (rowHeight - 22) / 2, width: 390 - 2 * inset, height: 22), "\(os) \(sizeClass)")
        }
    }

    // Docs/LayoutRules.md, "List": `.automatic` is `.plain` on iOS 13 and
    // inset grouped from iOS 14 (measured on iOS 16-18, issue 28 finding 3).
    @Test func theAutomaticListStyleResolvesPerOS() {
        #expect(ListRowsLayout(style: .automatic, osVersion: .iOS13).style == .plain)
        #expect(ListRowsLayout(style: .automatic, osVersion: .iOS14).style == .insetGrouped)
        #expect(ListRowsLayout(style: .automatic, osVersion: .iOS18).style == .insetGrouped)
        #expect(ListRowsLayout(style: .automatic, osVersion: .iOS27).style == .insetGrouped)
    }

    // Docs/LayoutRules.md, "containerRelativeFrame": across a scroll view's
    // axis the container length is undefined: a diagnostic through the
    // proxy, and the length the scroll view was proposed.
    @Test func containerRelativeFrameDiagnosesThroughItsSink() {
        let scroll = PlacementContext(layout: LayoutContext(container: ContainerContext(size: CGSize(width: 390, height: 763), definedAxes: .height, kind: .scrollView)),
                                      safeArea: SafeAreaStack())
        let layout = ContainerRelativeFrameLayout(axes: .horizontal, alignment: .center, length: { length, _ in length / 2 },
                                                  description: "containerRelativeFrame", osVersion: OSVersion(17))
        let child = ContainerTestSubview(scroll) { $0.replacingUnspecifiedDimensions() }
        #expect(layout.sizeThatFits(ProposedViewSize(width: 390, height: nil), subview: child) == CGSize(width: 195, height: 10))
        #expect(child.diagnostics == [.undefinedContainerSize])
        layout.placeSubview(in: CGRect(x: 0, y: 0, width: 390, height: 10), proposal: ProposedViewSize(width: 390, height: nil), subview: child)
        #expect(child.placed?.rect == CGRect(x: 97.5, y: 0, width: 195, height: 10))
    }

    // Docs/LayoutRules.md, "containerRelativeFrame" (and its source comment,
    // fatbobman's iOS 17.4 measurement): in a List the native modifier is
    // known to be wrong from iOS 17 on, so the model says so there only;
    // the OS version is the one captured when the node was made.
    @Test func containerRelativeFrameInAListDiagnosesFromIOS17() {
        let list = PlacementContext(layout: LayoutContext(container: ContainerContext(size: CGSize(width: 390, height: 763), definedAxes: .both, kind: .list)),
                                    safeArea: SafeAreaStack())
        for (os, expected) in [(16, [Diagnostic.Kind]()), (17, [.knownPlatformIssue])] {
            let layout = ContainerRelativeFrameLayout(axes: .vertical, alignment: .center, length: { length, _ in length },
                                                      description: "containerRelativeFrame", osVersion: OSVersion(os))
            let child = ContainerTestSubview(list) { $0.replacingUnspecifiedDimensions() }
            #expect(layout.sizeThatFits(ProposedViewSize(width: 100, height: nil), subview: child) == CGSize(width: 100, height: 763))
            #expect(child.diagnostics == expected)
        }
    }

    // Docs/LayoutRules.md, "NavigationStack and NavigationSplitView": a title
    // (display mode automatic) gives a 96-pt large bar on a regular-height
    // window, a bar adds a container safe-area level, and a stack's container
    // size keeps its bar; the bar is read from the content's preferences once
    // per version of them.
    @Test func navigationStackPlacesItsContentBelowTheBarItsContentAsksFor() {
        let layout = NavigationLayout(isSplitColumn: false, compactHeight: false, osVersion: .iOS17)
        let content = ContainerTestSubview(windowPlace) { $0.replacingUnspecifiedDimensions() }
        content.preferences[ObjectIdentifier(NavigationTitleKey.self)] = Optional("Title")
        #expect(layout.sizeThatFits(ProposedViewSize(safeRect.size), subview: content) == safeRect.size)
        #expect(content.sized.last?.proposal == ProposedViewSize(width: 390, height: 763 - 96))
        #expect(content.sized.last?.context.container == ContainerContext(size: safeRect.size, definedAxes: .both, kind: .navigationStack))
        layout.placeSubview(in: safeRect, proposal: ProposedViewSize(safeRect.size), subview: content)
        let below = CGRect(x: 0, y: 47 + 96, width: 390, height: 763 - 96)
        #expect(content.placed?.rect == below)
        #expect(content.placed?.context.safeArea.levels.last?.source == .navigationBar)
        #expect(content.placed?.context.containers?.record.kind == .navigationController)
        // Without a title and a new version of the preferences: no bar.
        content.preferences = [:]
        content.preferencesVersion += 1
        layout.placeSubview(in: safeRect, proposal: ProposedViewSize(safeRect.size), subview: content)
        #expect(content.placed?.rect == safeRect)
        // A split column always has a bar (inline without a title: 44) and
        // subtracts it from its container size; compact height: 32.
        let column = NavigationLayout(isSplitColumn: true, compactHeight: true, osVersion: .iOS17)
        _ = column.sizeThatFits(ProposedViewSize(width: 320, height: 390), subview: content)
        #expect(content.sized.last?.context.container == ContainerContext(size: CGSize(width: 320, height: 390 - 32),
                                                                          definedAxes: .both, kind: .navigationSplitViewColumn))
    }

    // Docs/LayoutRules.md, "NavigationStack and NavigationSplitView": in a
    // compact horizontal size class, the sidebar alone (collapsed); in a
    // regular one, from 1000 pt columns side by side with a 320-pt sidebar,
    // below that the detail.
    @Test func splitViewPlacesItsColumnsByWidth() {
        let columns = (0..<2).map { _ in ContainerTestRow { $0.replacingUnspecifiedDimensions() } }
        let wide = CGRect(x: 0, y: 0, width: 1100, height: 800)
        SplitLayout().placeSubviews(in: wide, proposal: ProposedViewSize(wide.size), subviews: ContainerTestRows(rows: columns, placement: windowPlace))
        #expect(columns[0].placed?.rect == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(columns[1].placed?.rect == CGRect(x: 320, y: 0, width: 780, height: 800))
        let narrow = (0..<2).map { _ in ContainerTestRow { $0.replacingUnspecifiedDimensions() } }
        SplitLayout(isCollapsed: true).placeSubviews(in: safeRect, proposal: ProposedViewSize(safeRect.size),
                                                     subviews: ContainerTestRows(rows: narrow, placement: windowPlace))
        #expect(narrow[0].placed?.rect == safeRect)
        #expect(narrow[1].placed == nil)
        // Regular and narrower than 1000 (iPad portrait): the detail.
        let portrait = (0..<2).map { _ in ContainerTestRow { $0.replacingUnspecifiedDimensions() } }
        SplitLayout().placeSubviews(in: safeRect, proposal: ProposedViewSize(safeRect.size), subviews: ContainerTestRows(rows: portrait, placement: windowPlace))
        #expect(portrait[0].placed == nil)
        #expect(portrait[1].placed?.rect == safeRect)
    }

    // Docs/LayoutRules.md, "containerRelativeFrame" (the backport's
    // detector walks the responder chain): an observer takes the proposal
    // (0 for nil) and reports the containers it was placed under, nearest
    // first, to its reporter, not to a node.
    @Test func responderChainObserverReportsItsContainers() {
        final class Reporter: ResponderChainReporter {
            var reported: [PlatformContainer.Kind] = []
            func report(_ containers: ContainerChain?, to action: @escaping (ResponderChain) -> Void) {
                reported = ResponderChain(containers).containers.map(\.kind)
            }
        }
        let layout = ResponderChainObserver.ObserverLayout(action: { _ in })
        #expect(layout.sizeThatFits(ProposedViewSize(width: nil, height: 50)) == CGSize(width: 0, height: 50))
        let window = PlatformContainer(kind: .window, frame: .zero, safeAreaInsets: EdgeInsets(), barHeight: 0, contentInsets: EdgeInsets(), scrollAxes: [])
        let scroll = PlatformContainer(kind: .scrollView, frame: .zero, safeAreaInsets: EdgeInsets(), barHeight: 0, contentInsets: EdgeInsets(), scrollAxes: .vertical)
        let reporter = Reporter()
        layout.place(in: windowPlace.entering(window).entering(scroll), reporter: reporter)
        #expect(reporter.reported == [.scrollView, .window])
    }

    // Docs/LayoutRules.md, "Safe area and ignoresSafeArea": the window
    // takes its proposal, proposes the safe rectangle's size to the root
    // view, centres a smaller root in it, and puts itself at the end of
    // every responder chain below it.
    @Test func windowCentresTheRootInItsSafeRectangle() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let layout = WindowLayout(safeAreaInsets: insets, layoutRect: safeRect)
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        let root = ContainerTestSubview(windowPlace) { _ in CGSize(width: 100, height: 63) }
        #expect(layout.sizeThatFits(ProposedViewSize(window.size), subview: root) == window.size)
        layout.placeSubview(in: window, proposal: ProposedViewSize(window.size), subview: root)
        #expect(root.sized.last?.proposal == ProposedViewSize(width: 390, height: 763))
        // (390 - 100) / 2 = 145 across; 47 + (763 - 63) / 2 = 397 down.
        #expect(root.placed?.rect == CGRect(x: 145, y: 397, width: 100, height: 63))
        #expect(root.placed?.proposal == ProposedViewSize(width: 390, height: 763))
        let chain = ResponderChain(root.placed?.context.containers)
        #expect(chain.containers.map(\.kind) == [.window])
        #expect(chain.containers.first?.safeAreaInsets == insets)
    }

    // Docs/LayoutRules.md, "GeometryReader": a reader takes the proposal, 10
    // for a nil dimension, proposes its size to its content and places it at
    // its top-leading corner; an `overlayPreferenceValue` reader aligns its
    // content by its alignment, as an overlay ("overlay and background").
    @Test func readersSizeFromTheProposalAndPlaceTheirContent() {
        let reader = PlacementReaderLayout<Int>(unspecifiedLength: GeometryReaderRules.unspecifiedLength, input: { _, _ in 0 }, build: { _, _ in })
        #expect(reader.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 10))
        let content = ContainerTestRow { _ in CGSize(width: 50, height: 20) }
        let frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        reader.placeSubviews(in: frame, subviews: ContainerTestRows(rows: [content], placement: windowPlace))
        #expect(content.proposals == [ProposedViewSize(width: 200, height: 100)])
        #expect(content.placed?.rect == CGRect(x: 10, y: 20, width: 50, height: 20))

        let overlay = PreferenceReaderLayout(alignment: .bottomTrailing, build: { _ in nil })
        #expect(overlay.sizeThatFits(ProposedViewSize(width: nil, height: 30)) == CGSize(width: 0, height: 30))
        overlay.placeSubviews(in: frame, subviews: ContainerTestRows(rows: [content], placement: windowPlace))
        #expect(content.placed?.rect == CGRect(x: 160, y: 100, width: 50, height: 20))
    }

    // Docs/LayoutRules.md, "Spacer" (along the stack's axis the proposal, at
    // least the minimum; 0 across; both axes outside a stack) and "Text
    // metric" (0.5 em a character, body 17/22, wrapping at characters):
    // leaves are functions of the proposal (and the stack axis) alone.
    @Test func leavesAreFunctionsOfTheProposal() {
        let spacer = SpacerLayout(minLength: 8)
        #expect(spacer.sizeThatFits(ProposedViewSize(width: 50, height: 50), stackAxis: .horizontal) == CGSize(width: 50, height: 0))
        #expect(spacer.sizeThatFits(ProposedViewSize(width: nil, height: 50), stackAxis: .vertical) == CGSize(width: 0, height: 50))
        #expect(spacer.sizeThatFits(ProposedViewSize(width: nil, height: nil), stackAxis: nil) == CGSize(width: 8, height: 8))
        #expect(DividerLayout().sizeThatFits(ProposedViewSize(width: 100, height: nil), stackAxis: .horizontal) == CGSize(width: 1.0 / 3.0, height: 10))
        let text = TextLayout(content: "Hello", characters: 5, font: .body)
        #expect(text.sizeThatFits(.unspecified) == CGSize(width: 42.5, height: 22))
        // 20 pt fits two 8.5-pt characters a line: three lines.
        #expect(text.sizeThatFits(ProposedViewSize(width: 20, height: nil)) == CGSize(width: 17, height: 66))
    }
}
