import Foundation

/// A list of rows: a vertical scroll container (`UICollectionView` in
/// UIKit) whose rows are stacked without spacing.
///
/// Row metrics per style and OS: `ListRowsLayout` and Docs/LayoutRules.md,
/// "List" (the default style is inset grouped from iOS 14). Content is
/// aligned leading and centred vertically in its row.
nonisolated public struct List<Content: View>: View, PrimitiveView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.list, kind: "List")
        let layout = ScrollLayout(axes: .vertical, anchor: inputs.environment.defaultScrollAnchor, containerKind: .list)
        let node = inputs.makeNode(List<EmptyView>.self, kind: "List", layout: layout)
        node.setChildren { inputs, list in
            let environment = inputs.environment
            var spacing = environment.listRowSpacing ?? 0
            if !(spacing.isFinite && spacing >= 0) {
                inputs.graph.diagnose(.invalidDimension, "Invalid listRowSpacing \(spacing) (negative or non-finite); used 0",
                                      node: inputs.parent)
                spacing = 0
            }
            let rows = inputs.makeNode(ListRowsLayout.self, kind: "List rows",
                                       layout: ListRowsLayout(style: environment.listStyleKind, osVersion: environment.simulatedOSVersion,
                                                              horizontalSizeClass: environment.horizontalSizeClass, rowSpacing: spacing))
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

/// Row metrics per list style, OS and width class, at the default Dynamic
/// Type size, from UIKit's table styles that SwiftUI's lists draw as
/// (Docs/LayoutRules.md, "List"): `.plain` and `.grouped` content is inset
/// 20 pt horizontally (assumed); the inset styles (`.insetGrouped`,
/// `.inset`, `.sidebar`) draw rows in a card inset 16 pt from each side and
/// content 16 pt into the card in a compact width (measured, iOS 16-18),
/// 20 + 20 in a regular width (UIKit's minimum layout margins) and from
/// iOS 26 (measured: content 40 pt in); 11 pt vertically in a row of at
/// least 44 pt (52 from iOS 26, measured); the grouped styles (`.grouped`,
/// `.insetGrouped`, `.sidebar`) start with a 35-pt empty section header
/// (51 from iOS 26).
/// `listRowInsets(_:)` replaces a row's content insets; `listRowSpacing(_:)`
/// puts space between adjacent rows; a row's `listRowBackground(_:)` fills
/// its cell (the row across the card, or across the list).
struct ListRowsLayout: SubviewsLayout {
    static let verticalInset: CGFloat = 11
    static let groupedTopMargin: CGFloat = 35
    /// From iOS 26: the first row measured 36 pt lower under a large title,
    /// 20 of them the title's (`BarMetrics`), the other 16 taken here.
    static let groupedTopMarginFromIOS26: CGFloat = 51

    /// The style after `.automatic` is resolved.
    let style: ListStyleKind
    /// The inset styles' card inset from each side of the list (0: none).
    let cardInset: CGFloat
    /// A row's content inset from each side of its row (or card).
    let horizontalInset: CGFloat
    let minimumRowHeight: CGFloat
    /// `listRowSpacing(_:)`: the space between adjacent rows (0 by default).
    let rowSpacing: CGFloat

    /// The metrics of `style` on `osVersion` in a window of the given width
    /// class (Docs/LayoutRules.md, "List"): `.automatic` is `.plain` on
    /// iOS 13 and `.insetGrouped` from iOS 14; the inset styles' card and
    /// content insets are 16 + 16 in a compact width, 20 + 20 in a regular
    /// one (UIKit's minimum layout margins) and 20 + 20 from iOS 26; rows
    /// are at least 44 pt tall, 52 from iOS 26.
    init(style: ListStyleKind, osVersion: OSVersion = .latest, horizontalSizeClass: UserInterfaceSizeClass? = .compact,
         rowSpacing: CGFloat = 0) {
        self.rowSpacing = rowSpacing
        let resolved = style == .automatic ? (osVersion < OSVersion(14) ? .plain : .insetGrouped) : style
        self.style = resolved
        let modern = osVersion >= OSVersion(26)
        switch resolved {
        case .insetGrouped, .inset, .sidebar:
            let margin: CGFloat = modern || horizontalSizeClass == .regular ? 20 : 16
            cardInset = margin
            horizontalInset = margin
        case .plain, .grouped, .automatic:
            cardInset = 0
            horizontalInset = 20
        }
        minimumRowHeight = modern ? 52 : 44
        groupedTopMargin = modern ? Self.groupedTopMarginFromIOS26 : Self.groupedTopMargin
    }

    /// The empty first section header of the grouped styles on this system.
    let groupedTopMargin: CGFloat
    var topMargin: CGFloat { style == .grouped || style == .insetGrouped || style == .sidebar ? groupedTopMargin : 0 }

    /// A row's content insets: its `listRowInsets` on the edges it sets,
    /// else the defaults.
    func insets(of row: some SubviewProxy) -> EdgeInsets {
        row.listRowInsets.resolved(EdgeInsets(top: Self.verticalInset, leading: horizontalInset,
                                              bottom: Self.verticalInset, trailing: horizontalInset))
    }

    /// The space the rows' spacing takes between `count` rows.
    func totalSpacing(_ count: Int) -> CGFloat { rowSpacing * CGFloat(Swift.max(0, count - 1)) }

    func contentWidth(_ width: CGFloat?, _ insets: EdgeInsets) -> CGFloat? {
        width.map { Swift.max(0, $0 - 2 * cardInset - insets.leading - insets.trailing) }
    }

    func rowSizes<S: SubviewCollection>(_ width: CGFloat?, _ subviews: S) -> [(content: CGSize, row: CGFloat, insets: EdgeInsets)] where S.Subview: SubviewProxy {
        (0..<subviews.count).map { index in
            let row = subviews[index]
            let insets = insets(of: row)
            let size = row.sizeThatFits(ProposedViewSize(width: contentWidth(width, insets), height: nil))
            return (size, Swift.max(minimumRowHeight, size.height + insets.top + insets.bottom), insets)
        }
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        let rows = rowSizes(proposal.width, subviews)
        let width = proposal.width ?? (rows.map { $0.content.width + $0.insets.leading + $0.insets.trailing }.max() ?? 0) + 2 * cardInset
        return CGSize(width: width, height: topMargin + rows.reduce(0) { $0 + $1.row } + totalSpacing(rows.count))
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        var y = frame.minY + topMargin
        let width = proposal.width
        for (index, row) in rowSizes(width, subviews).enumerated() {
            // Content is leading-aligned and centred vertically between its insets.
            let inner = row.row - row.insets.top - row.insets.bottom
            let origin = CGPoint(x: frame.minX + cardInset + row.insets.leading, y: y + row.insets.top + (inner - row.content.height) / 2)
            subviews.place(index, in: CGRect(origin: origin, size: row.content),
                           proposal: ProposedViewSize(width: contentWidth(width, row.insets), height: nil))
            // The row's cell: across the card (or the list), the row's height.
            subviews.placeRowBackground(index, in: CGRect(x: frame.minX + cardInset, y: y,
                                                          width: Swift.max(0, frame.width - 2 * cardInset), height: row.row))
            y += row.row + rowSpacing
        }
    }
}

extension List {
    /// A list with selectable rows (iOS 13 / macOS 10.15); selection only draws.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A list with selectable rows (iOS 13 / macOS 10.15); selection only draws.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list with a row for each element, identified by a key path (iOS 13 / macOS 10.15).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
