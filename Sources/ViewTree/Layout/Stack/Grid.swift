import Foundation

/// A container that arranges its `GridRow`s' views in columns (iOS 16).
///
/// The algorithm as Apple documents it (`Grid`, `GridRow`,
/// `gridCellColumns(_:)`, `gridCellUnsizedAxes(_:)`; Docs/LayoutRules.md,
/// "Grid"): there are as many columns as the row with the most cells has;
/// each column is as wide as its widest cell, each row as tall as its
/// tallest; a view in the grid outside a `GridRow` spans every column on a
/// row of its own. The space a proposal offers is shared out as a stack
/// shares it, column by column and row by row, the least flexible first
/// (**assumption**: Apple does not document how flexible cells share space;
/// the stacks' rule is the model's). The cells' traits are layout values, so
/// (as with `layoutValue`) a layout modifier applied after one of the grid
/// modifiers hides it.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        CellGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
            .checkingAvailability(.grid, kind: "Grid")
    }
}

/// Which row a cell belongs to, and the row's vertical alignment.
struct GridRowMark: Equatable {
    let row: Int
    let alignment: CGFloat?
}

struct GridRowKey: LayoutValueKey { static let defaultValue: GridRowMark? = nil }
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: CGFloat? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// The number of columns this cell spans (iOS 16); at least 1.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count).checkingAvailability(.gridCellColumns, kind: "gridCellColumns")
    }

    /// Where this cell sits in its area when smaller than it (iOS 16).
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor).checkingAvailability(.gridCellAnchor, kind: "gridCellAnchor")
    }

    /// The horizontal alignment of this cell's whole column (iOS 16).
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide.fraction)
            .checkingAvailability(.gridColumnAlignment, kind: "gridColumnAlignment")
    }

    /// The axes on which this cell does not size its column or row and takes
    /// the space they offer (iOS 16): a `Divider` row that should not widen
    /// the grid.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes).checkingAvailability(.gridCellUnsizedAxes, kind: "gridCellUnsizedAxes")
    }
}

/// `Grid`'s layout (see `Grid`).
struct CellGridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// A cell: its subview, its first column and span; a view outside a
    /// `GridRow` is a row of its own spanning every column.
    struct Cell {
        let index: Int
        var column: Int
        var span: Int
        let spansRow: Bool
    }

    struct Arrangement {
        var rows: [[Cell]] = []
        var rowAlignments: [CGFloat?] = []
        var columns = 0
    }

    func arrangement(_ subviews: Subviews) -> Arrangement {
        var result = Arrangement()
        var lastMark: GridRowMark?
        for index in subviews.indices {
            let mark = subviews[index][GridRowKey.self]
            let span = Swift.max(1, subviews[index][GridCellColumnsKey.self])
            if let mark {
                if lastMark == nil || lastMark!.row != mark.row {
                    result.rows.append([])
                    result.rowAlignments.append(mark.alignment)
                }
                let column = result.rows[result.rows.count - 1].last.map { $0.column + $0.span } ?? 0
                result.rows[result.rows.count - 1].append(Cell(index: index, column: column, span: span, spansRow: false))
                result.columns = Swift.max(result.columns, column + span)
            } else {
                result.rows.append([Cell(index: index, column: 0, span: 1, spansRow: true)])
                result.rowAlignments.append(nil)
            }
            lastMark = mark
        }
        result.columns = Swift.max(result.columns, result.rows.isEmpty ? 0 : 1)
        for row in result.rows.indices where result.rows[row].first?.spansRow == true {
            result.rows[row][0].span = result.columns
        }
        return result
    }

    var hSpacing: CGFloat { horizontalSpacing.map { $0.isFinite ? $0 : 8 } ?? 8 }
    var vSpacing: CGFloat { verticalSpacing.map { $0.isFinite ? $0 : 8 } ?? 8 }

    /// Shares `total` among items as a stack does: the least flexible
    /// first, each offered an equal share of what is left and taking what
    /// it needs there. `size(i, offer)` is item i's length for an offer.
    static func share(_ total: CGFloat?, count: Int, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let total else { return (0..<count).map { size($0, nil) } }
        // Each item's flexibility measured once (a comparator asking it
        // would measure every cell O(n log n) times).
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = Swift.max(0, total)
        for (done, item) in order.enumerated() {
            let offer = remaining / CGFloat(count - done)
            let length = size(item, offer)
            lengths[item] = length
            remaining = Swift.max(0, remaining - length)
        }
        return lengths
    }

    struct Metrics {
        var columns: [CGFloat]
        var rows: [CGFloat]
        var width: CGFloat
    }

    func metrics(_ proposal: ProposedViewSize, _ subviews: Subviews, _ grid: Arrangement) -> Metrics {
        let columnCount = grid.columns
        func unsized(_ cell: Cell, _ axis: Axis.Set) -> Bool { subviews[cell.index][GridCellUnsizedAxesKey.self].contains(axis) }
        // Columns: sized by their single-column cells.
        var columnCells = [[Int]](repeating: [], count: columnCount)
        for row in grid.rows {
            for cell in row where !cell.spansRow && cell.span == 1 && !unsized(cell, .horizontal) {
                columnCells[cell.column].append(cell.index)
            }
        }
        let available = proposal.width.map { $0 - hSpacing * CGFloat(Swift.max(0, columnCount - 1)) }
        let columns = Self.share(available, count: columnCount) { column, offer in
            columnCells[column].reduce(0) { Swift.max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        var width = columns.reduce(0, +) + hSpacing * CGFloat(Swift.max(0, columnCount - 1))
        // A row-spanning view that is sized horizontally may widen the grid.
        for row in grid.rows where row.first?.spansRow == true && !unsized(row[0], .horizontal) {
            width = Swift.max(width, subviews[row[0].index].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        func cellWidth(_ cell: Cell) -> CGFloat {
            if cell.spansRow { return width }
            let end = Swift.min(columnCount, cell.column + cell.span)
            return columns[cell.column..<end].reduce(0, +) + hSpacing * CGFloat(Swift.max(0, end - cell.column - 1))
        }
        let availableHeight = proposal.height.map { $0 - vSpacing * CGFloat(Swift.max(0, grid.rows.count - 1)) }
        let rows = Self.share(availableHeight, count: grid.rows.count) { row, offer in
            grid.rows[row].reduce(0) { result, cell in
                unsized(cell, .vertical) ? result
                    : Swift.max(result, subviews[cell.index].sizeThatFits(ProposedViewSize(width: cellWidth(cell), height: offer)).height)
            }
        }
        return Metrics(columns: columns, rows: rows, width: width)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = arrangement(subviews)
        guard !grid.rows.isEmpty else { return .zero }
        let metrics = metrics(proposal, subviews, grid)
        return CGSize(width: metrics.width, height: metrics.rows.reduce(0, +) + vSpacing * CGFloat(grid.rows.count - 1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = arrangement(subviews)
        guard !grid.rows.isEmpty else { return }
        let metrics = metrics(proposal, subviews, grid)
        var columnX: [CGFloat] = []
        var x = bounds.minX
        for width in metrics.columns {
            columnX.append(x)
            x += width + hSpacing
        }
        // A column's alignment: the first `gridColumnAlignment` set in it.
        var columnAlignment = [CGFloat?](repeating: nil, count: grid.columns)
        for row in grid.rows {
            for cell in row where !cell.spansRow {
                if columnAlignment[cell.column] == nil { columnAlignment[cell.column] = subviews[cell.index][GridColumnAlignmentKey.self] }
            }
        }
        var y = bounds.minY
        for (rowIndex, row) in grid.rows.enumerated() {
            let height = metrics.rows[rowIndex]
            for cell in row {
                let area: CGRect
                if cell.spansRow {
                    area = CGRect(x: bounds.minX, y: y, width: metrics.width, height: height)
                } else {
                    let end = Swift.min(grid.columns, cell.column + cell.span)
                    let width = metrics.columns[cell.column..<end].reduce(0, +) + hSpacing * CGFloat(Swift.max(0, end - cell.column - 1))
                    area = CGRect(x: columnX[cell.column], y: y, width: width, height: height)
                }
                let subview = subviews[cell.index]
                let unsized = subview[GridCellUnsizedAxesKey.self]
                let offer = ProposedViewSize(area.size)
                var size = subview.sizeThatFits(offer)
                if unsized.contains(.horizontal) { size.width = area.width }
                if unsized.contains(.vertical) { size.height = area.height }
                let anchor = subview[GridCellAnchorKey.self]
                let h = anchor?.x ?? (cell.spansRow ? nil : columnAlignment[cell.column]) ?? alignment.horizontal.fraction
                let v = anchor?.y ?? grid.rowAlignments[rowIndex] ?? alignment.vertical.fraction
                subview.place(at: CGPoint(x: area.minX + (area.width - size.width) * h, y: area.minY + (area.height - size.height) * v),
                              anchor: .topLeading, proposal: ProposedViewSize(size))
            }
            y += height + vSpacing
        }
    }
}
