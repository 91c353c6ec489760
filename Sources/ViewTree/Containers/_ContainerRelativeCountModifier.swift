import Foundation

/// The count/span form; reports its invalid arguments when resolved.
nonisolated public struct _ContainerRelativeCountModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let count: Int
    let span: Int
    let spacing: CGFloat
    let problems: [String]

    @usableFromInline
    init(axes: Axis.Set, alignment: Alignment, count: Int, span: Int, spacing: CGFloat, problems: [String]) {
        self.axes = axes
        self.alignment = alignment
        self.count = count
        self.span = span
        self.spacing = spacing
        self.problems = problems
    }

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        for problem in modifier.problems {
            inputs.graph.diagnose(.invalidContainerRelativeParameters, "containerRelativeFrame: \(problem)", node: inputs.parent)
        }
        let (count, span, spacing) = (modifier.count, modifier.span, modifier.spacing)
        _ContainerRelativeFrameModifier.makeNodes(axes: modifier.axes, alignment: modifier.alignment,
                                                  length: .grid(count: count, span: span, spacing: spacing),
                                                  name: containerRelativeCountName(count: count, span: span),
                                                  api: .containerRelativeFrameCount, content: content, inputs, &list)
    }
}

/// The node kind of the count/span form, "containerRelativeFrame(count: 6,
/// span: 1)", from a few recently used names. Built by interpolation for
/// every row it cost about 2,000 instructions and an allocation (two
/// integers described and four appends, BENCHMARKS.md "Eighth round (b)");
/// a list's rows repeat the same count and span, so a short list searched by
/// comparing two integers, behind a lock (layouts may run on several
/// threads), answers almost always. A name is the same string either way.
func containerRelativeCountName(count: Int, span: Int) -> String {
    ContainerRelativeCountNames.shared.name(count: count, span: span)
}

/// The recently used count-form names (see `containerRelativeCountName`),
/// shared by every layout of the process.
final class ContainerRelativeCountNames: @unchecked Sendable {
    static let shared = ContainerRelativeCountNames()
    private struct Entry { let count: Int; let span: Int; let name: String }
    private var entries: [Entry] = []
    /// Where the next new name goes once the list is full (oldest first).
    private var next = 0
    private let lock = NSLock()
    /// Enough for the grids of one screen; a ninth pair replaces the oldest.
    private let capacity = 8

    func name(count: Int, span: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries where entry.count == count && entry.span == span { return entry.name }
        let entry = Entry(count: count, span: span, name: "containerRelativeFrame(count: \(count), span: \(span))")
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % capacity
        }
        return entry.name
    }
}
