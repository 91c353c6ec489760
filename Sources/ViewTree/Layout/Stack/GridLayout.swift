import Foundation

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
