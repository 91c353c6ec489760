import Foundation

/// An alignment guide's identity: the place of its `AlignmentID` type in
/// the process-wide `AlignmentTable`, and the axis it is a guide of. SwiftUI
/// keys its guides the same way (a type registered once, its index and axis
/// in one word: OpenSwiftUI AlignmentGuide.swift `AlignmentKey`).
///
/// The built-in guides have fixed places (0...7) and are
/// fractions of the view's length on their axis, computed without the table;
/// only custom guides are looked up.
struct AlignmentKey: Hashable, Sendable {
    /// The table index shifted left once; the low bit is the axis (1: vertical).
    let bits: UInt32

    init(index: Int, axis: Axis) {
        bits = UInt32(truncatingIfNeeded: index) << 1 | (axis == .vertical ? 1 : 0)
    }

    var index: Int { Int(bits >> 1) }
    var axis: Axis { bits & 1 == 0 ? .horizontal : .vertical }

    static let leading = AlignmentKey(index: 0, axis: .horizontal)
    static let horizontalCenter = AlignmentKey(index: 1, axis: .horizontal)
    static let trailing = AlignmentKey(index: 2, axis: .horizontal)
    static let top = AlignmentKey(index: 3, axis: .vertical)
    static let verticalCenter = AlignmentKey(index: 4, axis: .vertical)
    static let bottom = AlignmentKey(index: 5, axis: .vertical)
    static let firstTextBaseline = AlignmentKey(index: 6, axis: .vertical)
    static let lastTextBaseline = AlignmentKey(index: 7, axis: .vertical)
    /// The edges and centres: places 0...5 (the baselines follow).
    static let fractionalCount = 6

    /// Whether the guide is an edge or a centre: its value is always its
    /// default, a fraction of the length, unless a view sets it (the fast
    /// path of aligning). Text baselines are not: a text answers them.
    @inline(__always)
    var isFractional: Bool { bits < UInt32(truncatingIfNeeded: AlignmentKey.fractionalCount << 1) }

    /// Whether the guide is a text baseline (first or last).
    @inline(__always)
    var isTextBaseline: Bool { index == 6 || index == 7 }

    /// The default value of a built-in guide as a fraction of the length
    /// (nil: a custom one): the edges and centres, and the text baselines'
    /// default, the bottom (a view without text: OpenSwiftUI
    /// AlignmentGuide.swift, `FirstTextBaseline.defaultValue`).
    @inline(__always)
    var builtinFraction: CGFloat? {
        switch index {
        case 0, 3: return 0
        case 1, 4: return 0.5
        case 2, 5, 6, 7: return 1
        default: return nil
        }
    }

    /// Whether a container's explicit value of this guide is computed from
    /// its children's (custom guides and the text baselines); the edges and
    /// centres are not (OpenSwiftUI AlignmentGuide.swift, `FrameAlignment`'s
    /// empty `_combineExplicit`).
    var combinesChildren: Bool { index >= 6 }

    /// The guide's type.
    var id: any AlignmentID.Type { AlignmentTable.shared.id(at: index) }

    /// The guide's default value in `dimensions` (the guide's own type's
    /// `defaultValue(in:)`).
    ///
    /// A custom default that reads its own guide (directly, or through
    /// guides whose defaults read it back) would recurse until the stack
    /// overflows, in SwiftUI too: here the guide read inside its own
    /// computation, or more than `maximumDefaultDepth` custom defaults
    /// deep, counts as 0, reported on the view when the dimensions are a
    /// view's.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if let fraction = builtinFraction { return fraction * dimensions.size[axis] }
        let id = self.id
        // (A guide already being computed around this read is a cycle, cut
        // at its first repeat: k reads a level cost about k^2, not k^8.)
        if dimensions.computingDefaults & defaultBit != 0 || dimensions.defaultDepth >= AlignmentKey.maximumDefaultDepth {
            dimensions.explicitGuides?.reportSelfReadingDefault(id)
            return 0
        }
        // (A NaN or infinite default would put views out of every frame:
        // 0, the leading or top edge.)
        let value = id.defaultValue(in: dimensions.computingDefault(of: self))
        return value.isFinite ? value : 0
    }

    /// The guide's bit among the defaults being computed
    /// (`ViewDimensions.computingDefaults`; guides 64 apart share one, which
    /// at worst cuts a legitimate chain through both to 0).
    var defaultBit: UInt64 { 1 << UInt64(index & 63) }

    /// How many custom defaults may be computed inside one another (a
    /// guide defined by another's default, and so on) before the chain is
    /// taken for a loop.
    static let maximumDefaultDepth: UInt8 = 8

    /// The guide's default value as a fraction of a view's length: its
    /// value in a 1 x 1 view (what SwiftUI's fraction-based placements use,
    /// OpenSwiftUI `AlignmentKey.fraction`).
    @inline(__always)
    var fraction: CGFloat {
        if let builtinFraction { return builtinFraction }
        return customFraction
    }

    @inline(never)
    private var customFraction: CGFloat { defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1))) }

    /// The container's explicit value from its children's, each in the
    /// container's coordinates (nil: none of them has one, or the guide
    /// does not combine).
    func combine(_ values: some Sequence<CGFloat?>) -> CGFloat? {
        guard combinesChildren else { return nil }
        var result: CGFloat? = nil
        var n = 0
        for case let value? in values {
            switch index {
            // The first baseline is the top-most, the last the bottom-most
            // (Apple's `firstTextBaseline` / `lastTextBaseline`;
            // OpenSwiftUI's transcription keeps the smallest for both).
            case 6: result = Swift.min(value, result ?? .infinity)
            case 7: result = Swift.max(value, result ?? -.infinity)
            default: id._combineExplicit(childValue: value, n, into: &result)
            }
            n += 1
        }
        return result
    }
}

/// The `AlignmentID` types in use, each at a fixed index for the life of
/// the process (shared by every graph and thread, so behind a lock).
final class AlignmentTable: @unchecked Sendable {
    static let shared = AlignmentTable()

    private enum Leading: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum HorizontalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }
    private enum Top: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    private enum VerticalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }

    private let lock = NSLock()
    private var types: [any AlignmentID.Type] = [
        Leading.self, HorizontalCenter.self, Trailing.self, Top.self, VerticalCenter.self, Bottom.self,
        FirstTextBaseline.self, LastTextBaseline.self,
    ]
    private var indices: [ObjectIdentifier: Int] = [:]

    private init() {
        for (index, type) in types.enumerated() { indices[ObjectIdentifier(type)] = index }
    }

    /// The index of `id`, registered on first use.
    func index(of id: any AlignmentID.Type) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[ObjectIdentifier(id)] { return index }
        types.append(id)
        indices[ObjectIdentifier(id)] = types.count - 1
        return types.count - 1
    }

    func id(at index: Int) -> any AlignmentID.Type {
        lock.lock()
        defer { lock.unlock() }
        return types[index]
    }
}
