import Foundation

/// Navigation-bar metrics (points). Sources: Docs/LayoutRules.md, "NavigationStack and NavigationSplitView"; UIKit's
/// `UINavigationBar` on iOS 17: 44 inline, 96 with a large title (44 + 52),
/// 32 in a compact vertical size class (an iPhone in landscape, where large
/// titles are not shown), whatever the window's height (issue 28, finding 2).
/// From iOS 26 the large title sits 20 pt lower and a list's first row 36 pt
/// lower under it (measured, issue 28), while a list's top margin is 35 pt on
/// iOS 26 as before (measured without a bar): so the bar with a large title
/// is 132 (96 + 36; the content's 16 below the title assumed the bar's).
/// The inline bar is 54 from iOS 26 (QuintGao/GKNavigationBarSwift's iOS 26
/// constant, set after its issue #47 reported the system bar's new height;
/// consistent with an inline title drawn 5.33 pt lower on iOS 26 than on
/// iOS 18 in home-assistant/iOS's recorded `ListPickerTests` screen).
enum BarMetrics {
    static let inlineNavigationBar: CGFloat = 44
    /// The inline bar from iOS 26.
    static let inlineNavigationBarFromIOS26: CGFloat = 54
    static let largeNavigationBar: CGFloat = 96
    /// The large title's bar from iOS 26.
    static let largeNavigationBarFromIOS26: CGFloat = 132
    static let compactNavigationBar: CGFloat = 32
    /// `UITabBar` above the home indicator.
    static let tabBar: CGFloat = 49

    static func navigationBar(title: String?, mode: NavigationBarItem.TitleDisplayMode?, compactHeight: Bool, alwaysShown: Bool,
                              fromIOS26: Bool) -> CGFloat {
        guard title != nil || alwaysShown else { return 0 }
        if compactHeight { return compactNavigationBar }
        let inline = fromIOS26 ? inlineNavigationBarFromIOS26 : inlineNavigationBar
        if title == nil { return inline }
        switch mode ?? .automatic {
        case .inline: return inline
        case .automatic, .large: return fromIOS26 ? largeNavigationBarFromIOS26 : largeNavigationBar
        }
    }
}

/// `NavigationStack` and each `NavigationSplitView` column: a navigation bar
/// (when a title is set, or always for a split column) above the content.
/// The bar adds a `.container` safe-area level to the content. As a
/// container, a stack does not subtract its bar; a split column does
/// (seed 002).
struct NavigationLayout: UnaryLayout {
    /// A UIKit-hosted container: its content's guides do not reach the
    /// views around it (assumption: a navigation controller's view reports
    /// no SwiftUI guides; Docs/LayoutRules.md, "Alignment guides").
    var explicitGuides: ExplicitGuidePassage { .none }
    let isSplitColumn: Bool
    /// The window's vertical size class is compact (an iPhone in
    /// landscape), captured when the node is made (a graph's window never
    /// changes): it gives a compact bar.
    let compactHeight: Bool
    /// The bar's height, read from the content's preferences once per
    /// resolution (a new layout value comes with each resolution of the
    /// container itself).
    let bar = NavigationBarCache()
    /// The window's system is iOS 26 or later (the large title's bar).
    let fromIOS26: Bool

    init(isSplitColumn: Bool, compactHeight: Bool, osVersion: OSVersion) {
        self.isSplitColumn = isSplitColumn
        self.compactHeight = compactHeight
        self.fromIOS26 = osVersion >= OSVersion(26)
    }

    /// The bar's height: hidden by `toolbar(.hidden, for: .navigationBar)`
    /// or `navigationBarHidden(true)`; shown by a title, by items in the bar
    /// (inline, as a bar without a title) or always for a split column.
    /// The title and the bar configuration flow up from the content as
    /// preferences (`NavigationTitleKey`, `NavigationBarItemsKey`, …); they
    /// change only when some view is resolved again, so the container reads
    /// them once per resolution round, not on every call.
    func barHeight(_ subview: some UnarySubview) -> CGFloat {
        let round = subview.preferencesVersion
        if bar.round == round, let height = bar.height { return height }
        let height = gatherBarHeight(subview)
        bar.round = round
        bar.height = height
        return height
    }

    private func gatherBarHeight(_ subview: some UnarySubview) -> CGFloat {
        // The content's values (the container's own writes hide them from
        // its ancestors: `NavigationLayout.hidesContentPreferences`).
        if subview.contentPreference(NavigationBarHiddenKey.self) == true { return 0 }
        let title = subview.contentPreference(NavigationTitleKey.self) ?? nil
        let mode = subview.contentPreference(NavigationTitleDisplayModeKey.self) ?? nil
        let items = subview.contentPreference(NavigationBarItemsKey.self) ?? false
        return BarMetrics.navigationBar(title: title, mode: mode, compactHeight: compactHeight,
                                        alwaysShown: isSplitColumn || items, fromIOS26: fromIOS26)
    }

    /// A navigation container's bar shows its content's title and bar
    /// configuration; none of them reaches an enclosing container (a
    /// nested stack's title is not the outer bar's). A `TabView` keeps the
    /// navigation bar's configuration too, not the title (a title in a tab
    /// names the bar of a stack around the `TabView`).
    static func hidesContentPreferences(of node: Node) {
        node.hidePreference(NavigationTitleKey.self)
        node.hidePreference(NavigationTitleDisplayModeKey.self)
        node.hidePreference(NavigationBarItemsKey.self)
        node.hidePreference(NavigationBarHiddenKey.self)
    }

    func context(_ size: ProposedViewSize, bar: CGFloat) -> LayoutContext {
        let width = size.width.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let height = size.height.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let available = CGSize(width: width, height: isSplitColumn ? Swift.max(0, height - bar) : height)
        return LayoutContext(container: ContainerContext(size: available, definedAxes: .both,
                                                         kind: isSplitColumn ? .navigationSplitViewColumn : .navigationStack))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        let bar = barHeight(subview)
        let contentProposal = ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - bar) })
        let content = subview.sizeThatFits(contentProposal, in: self.context(proposal, bar: bar))
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar)
    }

    func placeSubview(in frame: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let context = subview.placement
        let bar = barHeight(subview)
        // UIKit places the bar at the top of the controller's safe area and
        // the content in the rest of it: the window's insets (less what the
        // controllers above cover), whatever SwiftUI ignored or inset
        // around the stack (Docs/LayoutRules.md, "UIKit-hosted containers").
        let safe = context.hostedSafeRect(of: frame)
        let contentRect = safe.settingEdge(.top, to: Swift.min(safe.maxY, safe.minY + bar))
        var inner = context.hostedContent(adding: bar > 0
            ? SafeAreaLevel(inner: contentRect, outer: contentRect.settingEdge(.top, to: frame.minY), region: .container, source: .navigationBar)
            : nil)
        inner.layout = self.context(ProposedViewSize(frame.size), bar: bar)
        let record = PlatformContainer.hosted(.navigationController, layoutFrame: frame, context: context,
                                              pixelLength: subview.pixelLength, barHeight: bar,
                                              isSplitViewColumn: isSplitColumn)
        inner = inner.entering(record)
        let size = subview.sizeThatFits(ProposedViewSize(contentRect.size), in: inner.layout)
        // The root of its hosting controller: placed with the size it was
        // offered as a proposal, as a tab's (see `TabLayout`).
        subview.place(size: size, alignment: .center, in: contentRect, proposal: ProposedViewSize(contentRect.size), inner)
    }
}

extension Node {
    /// The height of the navigation or tab bar this container laid out,
    /// for the laid-out tree (`LaidOutView.barHeight`); nil for other views.
    var barHeightLaidOut: CGFloat? {
        if let navigation = layout as? NavigationLayout { return navigation.bar.height }
        if let tabs = layout as? TabLayout, isPlaced { return tabs.laidOutBarHeight(of: self) }
        return nil
    }
}

/// The title a view sets for the enclosing navigation bar: a preference
/// (SwiftUI's `navigationTitle` flows up to the navigation container as a
/// preference: Apple, `navigationTitle(_:)`, "sets the navigation title for
/// this view's enclosing navigation container"). An outer modifier replaces
/// the title below it, as any preference writer does; among siblings the
/// first title in tree order wins (`reduce` keeps a title once set).
enum NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

/// The title display mode a view sets for the enclosing navigation bar: a
/// preference of its own, so that `.navigationBarTitleDisplayMode(_:)`
/// around a titled view keeps the title below it (and a title around a
/// view whose mode is set keeps that mode). Reduced as the title.
enum NavigationTitleDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if value == nil { value = nextValue() }
    }
}

/// A navigation container's bar height and the resolution round it was
/// gathered in.
final class NavigationBarCache {
    var round: UInt64 = 0
    var height: CGFloat?
}

/// A view that displays a root view and (in SwiftUI) views pushed onto it.
/// The runtime lays out the root with its navigation bar.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    public var root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.navigationStack, kind: "NavigationStack")
        let node = inputs.makeNode(NavigationStack<EmptyView>.self, kind: "NavigationStack", layout: NavigationLayout(isSplitColumn: false, compactHeight: inputs.graph.window.verticalSizeClass == .compact, osVersion: inputs.environment.simulatedOSVersion))
        NavigationLayout.hidesContentPreferences(of: node)
        node.setChildren { inputs, list in inputs.resolveSingle(view.root, wrapping: .vertical, into: &list) }
        list.nodes.append(node)
    }
}

extension NavigationStack {
    /// A stack bound to a path (iOS 16 / macOS 13): laid out at its root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.init(root: root) }
    /// A stack bound to a typed path (iOS 16 / macOS 13): laid out at its root.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.init(root: root)
    }
}
