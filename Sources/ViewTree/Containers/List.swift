import Foundation

/// A list of rows: a vertical scroll container (`UICollectionView` in
/// UIKit) whose rows are stacked without spacing.
///
/// Row metrics (assumed, the `.plain` style at the default Dynamic Type
/// size): each row's content is inset 20 pt horizontally and 11 pt
/// vertically, and a row is at least 44 pt tall (Apple's minimum hit target,
/// HIG). Content is aligned leading and centred vertically in its row.
public struct List<Content: View>: View, PrimitiveView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.list, kind: "List")
        let layout = ScrollLayout(axes: .vertical, anchor: inputs.environment.defaultScrollAnchor, containerKind: .list)
        let node = inputs.makeNode(List<EmptyView>.self, kind: "List", layout: layout)
        node.setChildren { inputs, list in
            let rows = inputs.makeNode(ListRowsLayout.self, kind: "List rows", layout: ListRowsLayout())
            rows.setChildren { inputs, list in Content._makeNodes(view.content, inputs, &list) }
            list.nodes.append(rows)
        }
        list.nodes.append(node)
    }
}

extension List {
    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

struct ListRowsLayout: NodeLayout {
    static let horizontalInset: CGFloat = 20
    static let verticalInset: CGFloat = 11
    static let minimumRowHeight: CGFloat = 44

    func rowSizes(_ width: CGFloat?, _ node: Node, _ context: LayoutContext) -> [(content: CGSize, row: CGFloat)] {
        node.layoutChildren.map { child in
            let proposal = ProposedViewSize(width: width.map { Swift.max(0, $0 - 2 * Self.horizontalInset) }, height: nil)
            let size = child.size(for: proposal, context)
            return (size, Swift.max(Self.minimumRowHeight, size.height + 2 * Self.verticalInset))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        let rows = rowSizes(proposal.width, node, context)
        let width = proposal.width ?? (rows.map { $0.content.width }.max() ?? 0) + 2 * Self.horizontalInset
        return CGSize(width: width, height: rows.reduce(0) { $0 + $1.row })
    }

    func place(_ node: Node, in frame: CGRect, _ context: PlacementContext) {
        var y = frame.minY
        let width = node.placementProposal.width
        for (child, row) in zip(node.layoutChildren, rowSizes(width, node, context.layout)) {
            let origin = CGPoint(x: frame.minX + Self.horizontalInset, y: y + (row.row - row.content.height) / 2)
            child.place(in: CGRect(origin: origin, size: row.content),
                        proposal: ProposedViewSize(width: width.map { Swift.max(0, $0 - 2 * Self.horizontalInset) }, height: nil), context)
            y += row.row
        }
    }
}
