import Foundation

/// A column (or row) of a lazy grid (iOS 14 / macOS 11).
public struct GridItem: Sendable {
    /// How the track is sized (iOS 14 / macOS 11).
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    /// iOS 14 / macOS 11.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views pinned in a lazy stack or grid (iOS 14 / macOS 11). Drawing-only in the runtime.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// iOS 14 / macOS 11.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// iOS 14 / macOS 11.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Track sizes of a grid for an available length (Apple's GridItem docs:
/// a fixed track has its size; flexible tracks share what is left, each
/// clamped to its bounds; an adaptive item fits as many tracks of at least
/// its minimum as its share holds). Spacing: the item's, else 8.
struct GridTracks {
    let items: [GridItem]

    func resolve(_ available: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        let spacings = items.map { $0.spacing ?? 8 }
        guard let available, available.isFinite else {
            // No length offered: each track at its minimum (fixed: its size).
            return items.enumerated().flatMap { index, item -> [(CGFloat, CGFloat, Alignment?)] in
                switch item.size {
                case .fixed(let length): return [(Swift.max(0, length), spacings[index], item.alignment)]
                case .flexible(let minimum, _): return [(Swift.max(0, minimum), spacings[index], item.alignment)]
                case .adaptive(let minimum, _): return [(Swift.max(0, minimum), spacings[index], item.alignment)]
                }
            }
        }
        var remaining = available - spacings.dropLast().reduce(0, +)
        var flexibleCount = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= Swift.max(0, length) } else { flexibleCount += 1 }
        }
        let share = flexibleCount > 0 ? Swift.max(0, remaining) / CGFloat(flexibleCount) : 0
        var tracks: [(CGFloat, CGFloat, Alignment?)] = []
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                tracks.append((Swift.max(0, length), spacings[index], item.alignment))
            case .flexible(let minimum, let maximum):
                tracks.append((Swift.min(Swift.max(share, Swift.max(0, minimum)), Swift.max(minimum, maximum)), spacings[index], item.alignment))
            case .adaptive(let minimum, let maximum):
                let least = Swift.max(1, minimum.isFinite ? minimum : 1)
                let count = Swift.max(1, Int(Swift.min(((share + spacings[index]) / (least + spacings[index])).rounded(.down), 10_000)))
                let length = Swift.min((share - CGFloat(count - 1) * spacings[index]) / CGFloat(count), Swift.max(least, maximum))
                for _ in 0..<count { tracks.append((Swift.max(least, length), spacings[index], item.alignment)) }
            }
        }
        return tracks
    }
}

/// A grid growing along `axis`: tracks across it, lines along it.
struct GridLayout: SubviewsLayout {
    let axis: Axis
    let tracks: GridTracks
    let lineSpacing: CGFloat
    let alignment: CGFloat

    func lines<S: SubviewCollection>(_ proposal: ProposedViewSize, _ children: S)
        -> (tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)], lines: [CGFloat], across: CGFloat) where S.Subview: SubviewProxy {
        let resolved = tracks.resolve(axis == .vertical ? proposal.width : proposal.height)
        guard !resolved.isEmpty else { return (resolved, [], 0) }
        var lines: [CGFloat] = []
        var index = 0
        while index < children.count {
            var line: CGFloat = 0
            for (track, childIndex) in zip(resolved, index..<children.count) {
                let size = children[childIndex].sizeThatFits(axis == .vertical ? ProposedViewSize(width: track.length, height: nil)
                                                                               : ProposedViewSize(width: nil, height: track.length))
                line = Swift.max(line, axis == .vertical ? size.height : size.width)
            }
            lines.append(line)
            index += resolved.count
        }
        let across = resolved.map(\.length).reduce(0, +) + resolved.dropLast().map(\.spacing).reduce(0, +)
        return (resolved, lines, across)
    }

    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        let (_, lines, across) = lines(proposal, subviews)
        let along = lines.reduce(0, +) + CGFloat(Swift.max(0, lines.count - 1)) * lineSpacing
        return axis == .vertical ? CGSize(width: proposal.width ?? across, height: along)
                                 : CGSize(width: along, height: proposal.height ?? across)
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews children: S) {
        let (resolved, lines, across) = lines(proposal, children)
        guard !resolved.isEmpty else { return }
        // The tracks are aligned in the grid's frame across its axis.
        let extent = axis == .vertical ? frame.width : frame.height
        var alongPosition: CGFloat = axis == .vertical ? frame.minY : frame.minX
        for (lineIndex, line) in lines.enumerated() {
            var acrossPosition = (axis == .vertical ? frame.minX : frame.minY) + (extent - across) * alignment
            for (offset, track) in resolved.enumerated() {
                let childIndex = lineIndex * resolved.count + offset
                guard childIndex < children.count else { break }
                let cell = axis == .vertical
                    ? CGRect(x: acrossPosition, y: alongPosition, width: track.length, height: line)
                    : CGRect(x: alongPosition, y: acrossPosition, width: line, height: track.length)
                let proposal = axis == .vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length)
                children.place(childIndex, size: children[childIndex].sizeThatFits(proposal), alignment: track.alignment ?? .center,
                               in: cell, proposal: proposal)
                acrossPosition += track.length + track.spacing
            }
            alongPosition += line + lineSpacing
        }
    }
}

/// A grid of columns that grows vertically (iOS 14 / macOS 11). Laid out
/// eagerly (as the runtime's lazy stacks): tracks from `GridTracks`, each
/// row as tall as its tallest cell, rows `spacing` apart (default 8), cells
/// centred in their cell unless the item gives an alignment.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// iOS 14 / macOS 11.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyVGrid, kind: "LazyVGrid")
        let spacing = validatedLength(view.spacing, "LazyVGrid spacing", fallback: nil, inputs: inputs) ?? 8
        inputs.makeStack(LazyVGrid<EmptyView>.self, kind: "LazyVGrid",
                         layout: GridLayout(axis: .vertical, tracks: GridTracks(items: view.columns), lineSpacing: spacing,
                                            alignment: view.alignment.fraction),
                         content: view.content, &list)
    }
}

/// A grid of rows that grows horizontally (iOS 14 / macOS 11); as `LazyVGrid` across the other axis.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// iOS 14 / macOS 11.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.lazyHGrid, kind: "LazyHGrid")
        let spacing = validatedLength(view.spacing, "LazyHGrid spacing", fallback: nil, inputs: inputs) ?? 8
        inputs.makeStack(LazyHGrid<EmptyView>.self, kind: "LazyHGrid",
                         layout: GridLayout(axis: .horizontal, tracks: GridTracks(items: view.rows), lineSpacing: spacing,
                                            alignment: view.alignment.fraction),
                         content: view.content, &list)
    }
}
