import Foundation

/// A view that switches between child views with a tab bar.
///
/// The selected tab (the one whose `.tag` equals the selection, else the
/// first) is laid out above a 49-pt tab bar that sits above the bottom safe
/// area (UIKit `UITabBar`); the others are not placed. The bar adds a
/// `.container` safe-area level. As a container its size is the TabView's
/// minus the top safe area, the tab bar and the bottom safe area (seed 002).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public var selection: Binding<SelectionValue>?
    public var content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.tabView, kind: "TabView")
        let selected = view.selection.map { AnyHashable($0.wrappedValue) }
        let node = inputs.makeNode(TabView<Int, EmptyView>.self, kind: "TabView",
                                   layout: TabLayout(selection: selected, isPaged: inputs.environment.tabViewIsPaged))
        TabLayout.hidesContentPreferences(of: node)
        node.setChildren { inputs, list in Content._makeNodes(view.content, inputs, &list) }
        list.nodes.append(node)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

struct TabLayout: SubviewsLayout {
    let selection: AnyHashable?
    /// `tabViewStyle(.page)`: pages without a tab bar.
    var isPaged = false

    /// The selected tab: the one whose tag equals the selection, else the first.
    func selectedIndex<S: SubviewCollection>(_ subviews: S) -> Int? where S.Subview: SubviewProxy {
        selectedIndex(count: subviews.count) { subviews[$0].tag }
    }

    private func selectedIndex(count: Int, tag: (Int) -> AnyHashable?) -> Int? {
        guard count > 0 else { return nil }
        if let selection {
            for index in 0..<count where tag(index) == selection { return index }
        }
        return 0
    }

    /// The bar height `node`, a placed TabView, laid out (for
    /// `LaidOutView.barHeight`: the result reads it after layout, from the
    /// node, as the layout read it through its subviews).
    func laidOutBarHeight(of node: Node) -> CGFloat {
        let children = node.layoutChildren
        let selected = selectedIndex(count: children.count) { children[$0].declaredTraits?[TabTagTrait.self] }
        return barHeight(hidden: !isPaged && selected.map { children[$0].hidesTabBar } == true)
    }

    /// A `TabView` shows its selected tab's tab-bar setting and keeps it
    /// from an enclosing `TabView`; it also keeps its content's
    /// navigation-bar configuration from an enclosing navigation container
    /// (toolbar items in a tab are not the outer stack's). A title in a tab
    /// passes on to a stack around the `TabView`.
    static func hidesContentPreferences(of node: Node) {
        node.hidePreference(TabBarHiddenKey.self)
        node.hidePreference(NavigationBarItemsKey.self)
        node.hidePreference(NavigationBarHiddenKey.self)
    }

    func context(_ size: CGSize, bar: CGFloat) -> LayoutContext {
        LayoutContext(container: ContainerContext(size: CGSize(width: size.width, height: Swift.max(0, size.height - bar)),
                                                  definedAxes: .both, kind: .tabView))
    }

    /// The tab bar's height: 49, or 0 when the selected tab's content says
    /// `toolbar(.hidden, for: .tabBar)` (Apple, `toolbar(_:for:)`, iOS 16).
    func barHeight(hidden: Bool) -> CGFloat {
        isPaged || hidden ? 0 : BarMetrics.tabBar
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        let context = subviews.placement
        let selected = selectedIndex(subviews)
        let bar = barHeight(hidden: !isPaged && selected.map { subviews[$0].hidesTabBar } == true)
        // A page-style TabView is SwiftUI's own paging view; a tab bar one
        // is a UITabBarController, whose tabs take the window's safe area
        // (less the bars above) with the tab bar at its bottom, whatever
        // SwiftUI ignored or inset around it (Docs/LayoutRules.md,
        // "UIKit-hosted containers").
        let safe = isPaged ? frame : context.hostedSafeRect(of: frame)
        let contentRect = safe.settingEdge(.bottom, to: Swift.max(safe.minY, safe.maxY - bar))
        let barLevel = bar > 0
            ? SafeAreaLevel(inner: contentRect, outer: contentRect.settingEdge(.bottom, to: frame.maxY), region: .container, source: .tabBar)
            : nil
        var inner: PlacementContext
        if isPaged {
            inner = context
            if let barLevel { inner.safeArea = context.safeArea.adding(barLevel) }
        } else {
            inner = context.hostedContent(adding: barLevel)
        }
        inner.layout = self.context(frame.size, bar: bar)
        let record = isPaged
            ? PlatformContainer.make(.tabBarController, layoutFrame: frame, context: context, pixelLength: subviews.pixelLength, barHeight: bar)
            : PlatformContainer.hosted(.tabBarController, layoutFrame: frame, context: context, pixelLength: subviews.pixelLength, barHeight: bar)
        inner = inner.entering(record)
        // The other tabs are not shown: placed by an earlier layout (another
        // tab was selected) and kept as they were (a composite view kept by
        // its inputs), they would report their old frames.
        for index in 0..<subviews.count where index != selected { subviews.hide(index) }
        if let index = selected {
            let size = subviews.sizeThatFits(index, ProposedViewSize(contentRect.size), in: inner.layout)
            // A tab is the root of its hosting controller: placed with the
            // size it was offered, not its own, as a proposal (OpenSwiftUI
            // ViewGraph.swift `RootGeometry`, audited for 6.0: the root's
            // dimensions carry the available size; Docs/LayoutRules.md, "TabView").
            subviews.place(index, in: CGRect(origin: Alignment.center.origin(of: size, in: contentRect), size: size),
                           proposal: ProposedViewSize(contentRect.size), inner)
        }
    }
}

extension Node {
    /// Whether this tab hides the tab bar: its own value and its subtree's
    /// (a nested TabView keeps its content's:
    /// `TabLayout.hidesContentPreferences`), then what the modifiers around
    /// it write: a TabView's layout children are its content with
    /// transparent nodes flattened away, so a `.toolbar(.hidden, for:
    /// .tabBar)` on the tab itself (a transparent node) is above the child,
    /// not in it. The outermost writer replaces what is below it.
    var hidesTabBar: Bool {
        var hidden = PreferenceCollector.value(TabBarHiddenKey.self, of: self)
        var around = parent
        while let node = around, node.isTransparent {
            if let written = node.writtenPreference(TabBarHiddenKey.self) { hidden = written }
            around = node.parent
        }
        return hidden == true
    }
}

/// The value `.tag(_:)` gives a tab, matched against the selection. A
/// modifier around the tagged view carries it on.
enum TabTagTrait: NodeTraitKey {
    static var defaultValue: AnyHashable? { nil }
    static var passesThroughModifiers: Bool { true }
}

extension View {
    /// The tab's label in the tab bar; it does not affect the tab's layout.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}
