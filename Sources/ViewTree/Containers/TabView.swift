import Foundation

/// A view that switches between child views with a tab bar.
///
/// The selected tab (the one whose `.tag` equals the selection, else the
/// first) is laid out above a 49-pt tab bar that sits above the bottom safe
/// area (UIKit `UITabBar`); the others are not placed. The bar adds a
/// `.container` safe-area level. As a container its size is the TabView's
/// minus the top safe area, the tab bar and the bottom safe area (seed 002).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public var selection: Binding<SelectionValue>?
    public var content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.tabView, kind: "TabView")
        let selected = view.selection.map { AnyHashable($0.wrappedValue) }
        let node = inputs.makeNode(TabView<Int, EmptyView>.self, kind: "TabView", layout: TabLayout(selection: selected))
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

struct TabLayout: NodeLayout {
    let selection: AnyHashable?

    func selectedIndex(_ children: [Node]) -> Int? {
        guard !children.isEmpty else { return nil }
        if let selection, let index = children.firstIndex(where: { $0.annotations.tabTag == selection }) { return index }
        return 0
    }

    func context(_ size: CGSize) -> LayoutContext {
        LayoutContext(container: ContainerContext(size: CGSize(width: size.width, height: Swift.max(0, size.height - BarMetrics.tabBar)),
                                                  definedAxes: .both, kind: .tabView))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {
        let children = node.layoutChildren
        let contentRect = frame.settingEdge(.bottom, to: Swift.max(frame.minY, frame.maxY - BarMetrics.tabBar))
        var inner = context
        inner.layout = self.context(frame.size)
        inner.safeArea = context.safeArea.adding(SafeAreaLevel(inner: contentRect, outer: frame, region: .container, source: .tabBar))
        node.containerRecord = .make(.tabBarController, layoutFrame: frame, context: context,
                                     pixelLength: node.inputs.environment.pixelLength, barHeight: BarMetrics.tabBar)
        if let index = selectedIndex(children) {
            let child = children[index]
            let size = child.size(for: ProposedViewSize(contentRect.size), inner.layout)
            node.placeChild(child, size: size, alignment: .center, in: contentRect, inner)
        }
    }
}

public struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.makeUnary(Self.self, kind: "tag(\(modifier.tag))", layout: PassthroughLayout(), content: content, &list, finish: {
            $0.annotations.tabTag = modifier.tag
        })
    }
}

extension View {
    /// Sets the tag a `TabView` selection matches.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }

    /// The tab's label in the tab bar; it does not affect the tab's layout.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
}
