import Foundation

/// A two- or three-column navigation view.
///
/// In a compact horizontal size class (an iPhone, iPad Slide Over) the split
/// view is collapsed and shows its sidebar, as `UISplitViewController`
/// collapses there (Apple's `UISplitViewController` documentation), or the
/// `preferredCompactColumn` it was made with (iOS 17; Apple: "which column
/// appears on top when the view collapses"). In a
/// regular one (assumed metrics, documented in the DocC article "How the
/// model differs from SwiftUI"): columns side by side when the window is at
/// least 1000 pt wide (iPad landscape), with a 320-pt sidebar and a 320-pt
/// content column (UIKit's default column widths on iPad); below that the
/// detail ("prominent detail", iPad portrait). Every column has a navigation bar.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public var sidebar: Sidebar
    public var content: Content?
    public var detail: Detail
    /// The column a collapsed split view shows (nil: the sidebar).
    var preferredCompactColumn: NavigationSplitViewColumn?

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.navigationSplitView, kind: "NavigationSplitView")
        if view.preferredCompactColumn != nil {
            inputs.checkAvailability(.navigationSplitViewPreferredCompactColumn, kind: "NavigationSplitView")
        }
        let node = inputs.makeNode(NavigationSplitView<EmptyView, EmptyView, EmptyView>.self, kind: "NavigationSplitView",
                                   layout: SplitLayout(isCollapsed: inputs.graph.window.horizontalSizeClass == .compact,
                                                       compactColumn: view.preferredCompactColumn?.kind ?? .sidebar))
        node.setChildren { inputs, list in
            func column<V: View>(_ view: V, _ index: Int, _ name: String) {
                let columnInputs = inputs.child(index)
                let column = columnInputs.makeNode(SplitLayout.self, kind: "\(name) column", layout: NavigationLayout(isSplitColumn: true, compactHeight: inputs.graph.window.verticalSizeClass == .compact, osVersion: inputs.environment.simulatedOSVersion))
                NavigationLayout.hidesContentPreferences(of: column)
                column.setChildren { inputs, list in inputs.resolveSingle(view, wrapping: .vertical, into: &list) }
                list.nodes.append(column)
            }
            column(view.sidebar, 0, "sidebar")
            if let content = view.content { column(content, 1, "content") }
            column(view.detail, 2, "detail")
        }
        list.nodes.append(node)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
}

struct SplitLayout: SubviewsLayout {
    static let sideBySideWidth: CGFloat = 1000
    static let columnWidth: CGFloat = 320
    /// The window's horizontal size class is compact, captured when the node
    /// is made (a graph's window never changes): the sidebar alone.
    var isCollapsed = false
    /// The column a collapsed split view shows (a content column asked of a
    /// two-column split view: the sidebar, an **assumption**).
    var compactColumn: NavigationSplitViewColumn.Kind = .sidebar

    /// The columns shown and their widths for a total width.
    func columns(_ count: Int, width: CGFloat) -> [(index: Int, width: CGFloat)] {
        if isCollapsed {
            switch compactColumn {
            case .sidebar: return [(0, width)]
            case .content: return [(count == 3 ? 1 : 0, width)]
            case .detail: return [(count - 1, width)]
            }
        }
        if width >= Self.sideBySideWidth {
            let side = CGFloat(count - 1) * Self.columnWidth
            return (0..<count).map { ($0, $0 == count - 1 ? Swift.max(0, width - side) : Self.columnWidth) }
        }
        return [(count - 1, width)]
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }

    /// The columns shown side by side, each filling its width and the
    /// height; the others are not placed.
    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        var x = frame.minX
        for (index, width) in columns(subviews.count, width: frame.width) {
            let rect = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
            _ = subviews[index].sizeThatFits(ProposedViewSize(rect.size))
            subviews.place(index, in: rect, proposal: ProposedViewSize(rect.size))
            x += width
        }
    }
}
