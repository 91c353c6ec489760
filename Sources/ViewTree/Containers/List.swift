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
            // Its sections mark their views (header, rows, footer) for the
            // rows' layout, and take the style's header and footer fonts:
            // footnote in the grouped styles, headline-sized from iOS 26
            // (measured: larger, in title case; Docs/LayoutRules.md, "List").
            let style = ListRowsLayout.resolve(environment.listStyleKind, environment.simulatedOSVersion)
            let grouped = style.isGrouped
            let resolution = SectionResolution(
                isCollecting: true, pendingValues: nil,
                headerFont: grouped ? (environment.simulatedOSVersion >= OSVersion(26) ? .headline : .footnote) : nil,
                footerFont: grouped ? .footnote : nil)
            rows.setChildren { inputs, list in
                var content = inputs
                content.environment.sectionResolution = resolution
                Content._makeNodes(view.content, content, &list)
            }
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

/// Row and section metrics per list style, OS and width, at the default
/// Dynamic Type size, from UIKit's list styles that SwiftUI's lists draw as
/// (Docs/LayoutRules.md, "List"; every number there with its source):
/// - the inset styles (`.insetGrouped`, `.inset`, `.sidebar`) draw rows in a
///   card inset from the list's sides, content inset into the card, by the
///   list's width (`margins(width:)`); `.plain` and `.grouped` inset content
///   20 pt, 16 from iOS 26 in a compact width (measured for `.plain`);
/// - rows: content 11 pt in vertically (15 from iOS 26), at least 44 pt tall;
///   `listRowInsets` replaces a row's insets; `listRowSpacing` puts space
///   between adjacent rows; a row's `listRowBackground` fills its cell;
/// - the grouped styles (`.grouped`, `.insetGrouped`, `.sidebar`) lay out
///   sections as UIKit does: a section's header above its card and its
///   footer below it, in line with the rows' content, with the spacing of
///   `SectionMetrics`; the plain styles lay a header out as a row.
struct ListRowsLayout: SubviewsLayout {
    /// A row's content inset above and below: 11, 15 from iOS 26 (one-line
    /// rows measured 44 and 52 apart at the default text size, 44 and 51
    /// at a smaller one, and a taller custom row 8 pt taller on iOS 26 than
    /// on iOS 17: Docs/LayoutRules.md, "List").
    var verticalInset: CGFloat { osVersion >= OSVersion(26) ? 15 : 11 }

    /// The style after `.automatic` is resolved.
    let style: ListStyleKind
    let osVersion: OSVersion
    let horizontalSizeClass: UserInterfaceSizeClass?
    let minimumRowHeight: CGFloat
    /// `listRowSpacing(_:)`: the space between adjacent rows (0 by default).
    let rowSpacing: CGFloat
    /// The spacing around sections (grouped styles only).
    let sections: SectionMetrics?

    /// The metrics of `style` on `osVersion` in a window of the given width
    /// class (Docs/LayoutRules.md, "List"): `.automatic` is `.plain` on
    /// iOS 13 and `.insetGrouped` from iOS 14; rows are at least 44 pt tall,
    /// their content 11 pt in vertically, 15 from iOS 26.
    init(style: ListStyleKind, osVersion: OSVersion = .latest, horizontalSizeClass: UserInterfaceSizeClass? = .compact,
         rowSpacing: CGFloat = 0) {
        let resolved = Self.resolve(style, osVersion)
        self.style = resolved
        self.osVersion = osVersion
        self.horizontalSizeClass = horizontalSizeClass
        self.rowSpacing = rowSpacing
        minimumRowHeight = 44
        sections = resolved.isGrouped ? SectionMetrics(osVersion: osVersion) : nil
    }

    /// `.automatic` as the list draws it: `.plain` on iOS 13, `.insetGrouped` from iOS 14.
    static func resolve(_ style: ListStyleKind, _ osVersion: OSVersion) -> ListStyleKind {
        style == .automatic ? (osVersion < OSVersion(14) ? .plain : .insetGrouped) : style
    }

    /// The card's inset from each side of a list `width` wide (0: no card)
    /// and the content's inset from each side of the card (or the list).
    ///
    /// Inset styles in a compact width, measured (Docs/LayoutRules.md,
    /// "List"): on iOS 13-18, 16 + 16 in 300- and 450-pt-wide lists and
    /// 20 + 20 in 375- and 390-pt-wide ones (every iPhone's portrait width,
    /// 320-440, is taken as the latter); from iOS 26, 16 + 16 at 390 and
    /// content 40 in at 450 (20 + 20 assumed), the phones' widths (up to
    /// 440) taken as the former. In a regular width 20 + 20 (UIKit's minimum
    /// layout margins; assumed). A list of unknown width (its ideal size) is
    /// taken as a phone's.
    func margins(width: CGFloat?) -> (card: CGFloat, content: CGFloat) {
        switch style {
        case .insetGrouped, .inset, .sidebar:
            if horizontalSizeClass == .regular { return (20, 20) }
            let width = width ?? 390
            let phone = width >= 320 && width <= 440
            if osVersion >= OSVersion(26) { return phone || width < 320 ? (16, 16) : (20, 20) }
            return phone ? (20, 20) : (16, 16)
        case .plain, .grouped, .automatic:
            // `.plain` measured at phone widths: 20 on iOS 15 and 17, 16 on
            // iOS 26 (criticalmaps-ios's chat list recorded with SwiftUI);
            // `.grouped` and a regular width (20: UIKit's minimum layout
            // margins) assumed.
            if horizontalSizeClass == .regular { return (0, 20) }
            return (0, osVersion >= OSVersion(26) ? 16 : 20)
        }
    }

    /// A row's content insets: its `listRowInsets` on the edges it sets,
    /// else the defaults.
    func insets(of row: some SubviewProxy, content: CGFloat) -> EdgeInsets {
        row.listRowInsets.resolved(EdgeInsets(top: verticalInset, leading: content, bottom: verticalInset, trailing: content))
    }

    /// Where each subview goes, top-down from 0: its frame's origin and the
    /// proposal it is sized with, the cell of a row, and the list's height.
    struct Plan {
        struct Item {
            /// The subview's position among the layout's subviews.
            var index: Int
            var content: CGRect
            var proposal: ProposedViewSize
            /// A row's cell (nil for a header or footer).
            var cell: CGRect?
        }
        var items: [Item] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
        /// The card's inset (a cell spans the list less it on each side).
        var card: CGFloat = 0
    }

    func plan<S: SubviewCollection>(_ width: CGFloat?, _ subviews: S) -> Plan where S.Subview: SubviewProxy {
        let (card, contentInset) = margins(width: width)
        var plan = Plan()
        plan.items.reserveCapacity(subviews.count)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        var index = 0
        var sectionNumber = 0
        // Each subview's part of a section, looked up once (nil: a row
        // outside any; the plain styles have no sections).
        let members: [SectionMember?] = sections == nil ? [] : (0..<subviews.count).map { subviews[$0].listSection }
        func member(_ i: Int) -> SectionMember? { sections == nil ? nil : members[i] }
        func role(_ i: Int) -> SectionMember.Role { member(i)?.role ?? .content }
        // Each run of subviews of one section (a run outside any section is
        // one implicit section).
        while index < subviews.count {
            var end = index + 1
            if sections == nil {
                end = subviews.count
            } else {
                while end < subviews.count, member(end)?.section == member(index)?.section { end += 1 }
            }
            // A header or footer: in line with the rows' content, its own height.
            func placeText(_ i: Int) {
                let proposed = width.map { Swift.max(0, $0 - 2 * (card + contentInset)) }
                let size = subviews[i].sizeThatFits(ProposedViewSize(width: proposed, height: nil))
                plan.items.append(Plan.Item(index: i, content: CGRect(x: card + contentInset, y: y, width: size.width, height: size.height),
                                            proposal: ProposedViewSize(width: proposed, height: nil), cell: nil))
                widest = Swift.max(widest, size.width + 2 * contentInset)
                y += size.height
            }
            let headers = (index..<end).filter { role($0) == .header }
            let footers = (index..<end).filter { role($0) == .footer }
            if let metrics = sections {
                if headers.isEmpty {
                    y += sectionNumber == 0 ? metrics.firstEmptyHeader : metrics.emptyHeader
                } else {
                    y += sectionNumber == 0 ? metrics.firstHeaderTop : metrics.headerTop
                }
            }
            // (Headers come first in a section, then rows, then footers: as
            // `Section` resolves them.)
            for i in headers { placeText(i) }
            if !headers.isEmpty, let metrics = sections { y += metrics.headerBottom }
            var firstRow = true
            for i in index..<end where role(i) == .content {
                if !firstRow { y += rowSpacing }
                firstRow = false
                let row = subviews[i]
                let insets = insets(of: row, content: contentInset)
                let proposed = width.map { Swift.max(0, $0 - 2 * card - insets.leading - insets.trailing) }
                let size = row.sizeThatFits(ProposedViewSize(width: proposed, height: nil))
                let height = Swift.max(minimumRowHeight, size.height + insets.top + insets.bottom)
                // Content is leading-aligned and centred vertically between its insets.
                let inner = height - insets.top - insets.bottom
                plan.items.append(Plan.Item(
                    index: i,
                    content: CGRect(x: card + insets.leading, y: y + insets.top + (inner - size.height) / 2, width: size.width, height: size.height),
                    proposal: ProposedViewSize(width: proposed, height: nil),
                    cell: CGRect(x: card, y: y, width: 0, height: height)))
                widest = Swift.max(widest, size.width + insets.leading + insets.trailing)
                y += height
            }
            if let metrics = sections {
                y += metrics.footerTop
                for i in footers { placeText(i) }
                y += metrics.footerBottom
            } else {
                for i in footers { placeText(i) }
            }
            sectionNumber += 1
            index = end
        }
        plan.width = width ?? widest + 2 * card
        plan.height = y
        plan.card = card
        return plan
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        let plan = plan(proposal.width, subviews)
        return CGSize(width: plan.width, height: plan.height)
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        let plan = plan(proposal.width, subviews)
        // (Items are in the order they are laid out: each section's headers,
        // rows and footers; each knows its subview.)
        for item in plan.items {
            let index = item.index
            subviews.place(index, in: item.content.offsetBy(dx: frame.minX, dy: frame.minY), proposal: item.proposal)
            if var cell = item.cell {
                // The row's cell: across the card (or the list), the row's height.
                cell.size.width = Swift.max(0, frame.width - 2 * plan.card)
                subviews.placeRowBackground(index, in: cell.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
    }
}

/// The spacing UIKit's grouped list styles put around a section, in the
/// model's text metrics (Docs/LayoutRules.md, "List", "Sections"). Measured
/// from snapshot images recorded with SwiftUI on iOS 16-18 and 26
/// (inset grouped; the numbers below are fitted to them with the model's
/// text heights), the first section's empty header (35) also on iOS 26.
struct SectionMetrics {
    /// Above the first section's card when it has no header.
    let firstEmptyHeader: CGFloat
    /// Above the first section's header text.
    let firstHeaderTop: CGFloat
    /// Above a later section's card when it has no header (after the
    /// previous section's footer spacing).
    let emptyHeader: CGFloat
    /// Above a header's text, and between its text and the card.
    let headerTop: CGFloat
    let headerBottom: CGFloat
    /// Between the card and a footer's text (or where it would be), and
    /// after it.
    let footerTop: CGFloat
    let footerBottom: CGFloat

    init(osVersion: OSVersion) {
        firstEmptyHeader = 35
        // The first header's text is as far below the list's top on iOS 26
        // as before (home-assistant/iOS's `ListPickerTests` screen on iOS 18
        // and 26, under an inline bar 44 and 54 tall).
        firstHeaderTop = 14.67
        if osVersion >= OSVersion(26) {
            headerTop = 7.67; headerBottom = 9.67
            footerTop = 7.67; footerBottom = 11.67
            emptyHeader = 11.67
        } else {
            headerTop = 14.67; headerBottom = 6
            footerTop = 6; footerBottom = 11.67
            emptyHeader = 17.33
        }
    }
}

extension ListStyleKind {
    /// The grouped styles, whose sections UIKit separates (`SectionMetrics`).
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
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
