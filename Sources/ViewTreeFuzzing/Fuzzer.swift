import Foundation
import ViewTree
import Compat

/// SplitMix64 (Steele, Lea, Flood 2014): a small, fast, deterministic PRNG.
/// The fuzzer never uses the system generator, so a seed replays a scene on
/// any machine.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<n (n > 0), by multiply-shift (no modulo bias worth noting).
    public mutating func below(_ n: Int) -> Int {
        Int(((next() >> 32) &* UInt64(n)) >> 32)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A length in `range`, rounded to quarter points half the time.
    public mutating func length(_ range: ClosedRange<Double>) -> CGFloat {
        let value = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        return CGFloat(chance(0.5) ? (value * 4).rounded() / 4 : value)
    }

    public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// What the fuzzer generates.
public struct FuzzOptions: Sendable {
    /// Probability that a generated dimension is invalid (NaN, infinite,
    /// negative where that is not allowed, count/span out of range).
    public var invalidValueRate: Double = 0.06
    /// Probability that a dimension is extreme but valid (1e-300, 1e12, 1e300).
    public var extremeValueRate: Double = 0.01
    /// Probability of a negative padding or stack spacing (valid: overlap).
    public var negativeLengthRate: Double = 0.05
    /// Probability of a deep padding chain (hundreds to thousands of levels).
    public var deepChainRate: Double = 0.002
    /// The longest deep chain (beyond 4000 the runtime drops views).
    public var maximumChainDepth: Int = 5000
    /// Probability of a view that never settles (onPreferenceChange feedback).
    public var feedbackLoopRate: Double = 0.01
    /// Probability that an invalid window (negative/NaN size, huge insets, scale 0) is used.
    public var invalidWindowRate: Double = 0.03
    /// Whether `compatSafeAreaInset` / `compatContainerRelativeFrame` with a random backend appear.
    public var includesCompatShims = true
    /// Whether extreme inputs are generated: magnitudes beyond Int's range
    /// (1e16, 1e300, the greatest finite value) and fonts of size NaN or
    /// 0.1. They once crashed the runtime (formatting, text metrics); on
    /// by default so the fix stays tested.
    public var includesKnownCrashes = true
    /// The most views a scene has (roughly).
    public var maximumNodes = 40
    /// The deepest structural nesting (deep chains aside).
    public var maximumNesting = 7

    public init() {}

    /// Only valid, moderate values: no NaN, no infinity, no negative lengths,
    /// no deep chains, no feedback loops.
    public static var validOnly: FuzzOptions {
        var options = FuzzOptions()
        options.invalidValueRate = 0
        options.extremeValueRate = 0
        options.negativeLengthRate = 0
        options.deepChainRate = 0
        options.feedbackLoopRate = 0
        options.invalidWindowRate = 0
        return options
    }
}

/// Generates random scenes from a seed: stacks, frames, paddings, overlays,
/// scroll views with spacers, nested containers (NavigationStack, TabView,
/// ScrollView, List), `safeAreaInset` stacks on random edges,
/// `containerRelativeFrame`, the compat shims, and invalid values (negative,
/// NaN and infinite dimensions, count 0, span out of range), deep nesting and
/// updates that never settle.
///
/// The same seed and options always give the same scene
/// (`SceneFuzzer(seed: s).makeScene()`); `scene(at:)` derives the seed of
/// the n-th scene of a run, so a run of N scenes from seed S replays any
/// one of them alone.
public struct SceneFuzzer: Sendable {
    public let seed: UInt64
    public var options: FuzzOptions

    public init(seed: UInt64, options: FuzzOptions = FuzzOptions()) {
        self.seed = seed
        self.options = options
    }

    /// The seed of the `index`-th scene of a run started at `seed`.
    public static func sceneSeed(run seed: UInt64, index: Int) -> UInt64 {
        var random = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return random.next()
    }

    /// The scene for this fuzzer's seed.
    public func makeScene() -> FuzzScene {
        var generator = Generator(random: FuzzRandom(seed: seed), options: options)
        let (window, windowDescription) = generator.makeWindow()
        let root = generator.makeNode(Generator.Context(nesting: 0, reachable: true, placed: true))
        return FuzzScene(seed: seed, window: window, windowDescription: windowDescription, root: root,
                         reachableInvalidValues: generator.reachableInvalid, invalidValues: generator.invalid,
                         hasReachableFeedbackLoop: generator.reachableFeedbackLoop,
                         mayExceedDepthLimit: generator.mayExceedDepthLimit,
                         hasNegativeLengths: generator.negativeLengths, hasExtremeValues: generator.extremeValues)
    }
}

/// The recursive generator and what it noticed while generating.
struct Generator {
    struct Context {
        var nesting: Int
        /// Views here are always resolved (their invalid values must be reported).
        var reachable: Bool
        /// Views here are always placed (not in an unselected tab, not dropped).
        var placed: Bool
        /// Levels of enclosing deep chains (chains can nest).
        var chainDepth = 0
    }

    var random: FuzzRandom
    let options: FuzzOptions
    var nextID = 0
    var nodes = 0
    var invalid = 0
    var reachableInvalid = 0
    var reachableFeedbackLoop = false
    var mayExceedDepthLimit = false
    var negativeLengths = false
    var extremeValues = false

    init(random: FuzzRandom, options: FuzzOptions) {
        self.random = random
        self.options = options
    }

    mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    // MARK: Values

    mutating func noteInvalid(_ context: Context) {
        invalid += 1
        if context.reachable { reachableInvalid += 1 }
    }

    /// A value that is invalid for a length that must be non-negative and finite.
    mutating func invalidLength() -> CGFloat {
        random.pick([CGFloat.nan, .infinity, -.infinity, -random.length(0.25...200), -0.5])
    }

    mutating func extremeLength() -> CGFloat {
        extremeValues = true
        if options.includesKnownCrashes && random.chance(0.5) {
            // Beyond Int's range: formatting in dumps and diagnostics once
            // trapped converting these to Int.
            return random.pick([CGFloat(1e16), 1e300, CGFloat.greatestFiniteMagnitude])
        }
        return random.pick([CGFloat(1e-300), 1e-9, 1e6, 1e12])
    }

    /// A non-negative finite length (sometimes invalid or extreme).
    mutating func length(_ range: ClosedRange<Double>, _ context: Context, allowsInfinity: Bool = false) -> CGFloat {
        if random.chance(options.invalidValueRate) {
            noteInvalid(context)
            var value = invalidLength()
            // +infinity is a valid maximum.
            while allowsInfinity && value == .infinity { value = invalidLength() }
            return value
        }
        if random.chance(options.extremeValueRate) { return extremeLength() }
        return random.chance(0.05) ? 0 : random.length(range)
    }

    /// A length that may be negative (padding, spacing): NaN/inf are invalid.
    mutating func signedLength(_ range: ClosedRange<Double>, _ context: Context) -> CGFloat {
        if random.chance(options.invalidValueRate) {
            noteInvalid(context)
            return random.pick([CGFloat.nan, .infinity, -.infinity])
        }
        if random.chance(options.negativeLengthRate) {
            negativeLengths = true
            return -random.length(0.25...60)
        }
        if random.chance(options.extremeValueRate) { return extremeLength() }
        return random.length(range)
    }

    mutating func optionalLength(_ range: ClosedRange<Double>, _ context: Context, nilChance: Double = 0.4) -> CGFloat? {
        random.chance(nilChance) ? nil : length(range, context)
    }

    // MARK: Window

    mutating func makeWindow() -> (Window, String) {
        if random.chance(options.invalidWindowRate) {
            let reachable = Context(nesting: 0, reachable: true, placed: true)
            switch random.below(4) {
            case 0:
                let width = random.pick([CGFloat(-390), .nan, .infinity, 390])
                let height = random.pick([CGFloat(-844), .nan, -.infinity])
                noteInvalid(reachable)
                return (Window(size: CGSize(width: width, height: height)),
                        "Window(size: CGSize(width: \(fuzzLiteral(width)), height: \(fuzzLiteral(height))))")
            case 1:
                let insets = EdgeInsets(top: 500, leading: 300, bottom: 500, trailing: 300)
                noteInvalid(reachable)
                return (Window(size: CGSize(width: 390, height: 844), safeAreaInsets: insets),
                        "Window(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 500, leading: 300, bottom: 500, trailing: 300))")
            case 2:
                let scale = random.pick([CGFloat(0), -3, .nan])
                noteInvalid(reachable)
                return (Window(size: CGSize(width: 390, height: 844), scale: scale),
                        "Window(size: CGSize(width: 390, height: 844), scale: \(fuzzLiteral(scale)))")
            default:
                let inset = random.pick([CGFloat.nan, -47])
                noteInvalid(reachable)
                return (Window(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: inset, leading: 0, bottom: 34, trailing: 0)),
                        "Window(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: \(fuzzLiteral(inset)), leading: 0, bottom: 34, trailing: 0))")
            }
        }
        let presets: [(Window, String)] = [
            (.iPhone13, "Window.iPhone13"), (.iPhone15Pro, "Window.iPhone15Pro"), (.iPhoneSE, "Window.iPhoneSE"),
            (.iPhone13Landscape, "Window.iPhone13Landscape"), (.iPad, "Window.iPad"),
            (Window.iPhone13.withKeyboard(height: 300), "Window.iPhone13.withKeyboard(height: 300)"),
            (Window.iPhone13.withOSVersion(OSVersion(14)), "Window.iPhone13.withOSVersion(OSVersion(14))"),
        ]
        return random.pick(presets)
    }

    // MARK: Views

    mutating func makeLeaf(_ context: Context) -> FuzzNode {
        let id = newID()
        switch random.below(9) {
        case 0, 1: return .leaf(id: id, .color(random.pick(["red", "green", "blue", "orange"])))
        case 2: return .leaf(id: id, .rectangle)
        case 3: return .leaf(id: id, .circle)
        case 4:
            if options.includesKnownCrashes && options.invalidValueRate > 0 && random.chance(0.2) {
                // A NaN font size, or one whose line height rounds to 0: the
                // text metric once converted a NaN line count to Int. Invalid
                // input: the runtime reports it and uses .body.
                noteInvalid(context)
                return .leaf(id: id, .text("Hello, world", fontSize: random.pick([CGFloat(0.1), .nan])))
            }
            return .leaf(id: id, .text(random.pick(["Hi", "Hello, world", "A longer line of text that wraps"]), fontSize: nil))
        case 5, 6:
            if random.chance(0.5) { return .leaf(id: id, .spacer(minLength: nil)) }
            return .leaf(id: id, .spacer(minLength: length(0...40, context)))
        case 7: return .leaf(id: id, .divider)
        default:
            // A fixed-size leaf, the usual cause of overflow.
            let child = FuzzNode.leaf(id: newID(), .color("gray"))
            return .frame(id: id, width: length(0...300, context), height: length(0...300, context), alignment: 0, child: child)
        }
    }

    mutating func makeChildren(_ context: Context, count range: ClosedRange<Int>) -> [FuzzNode] {
        let count = range.lowerBound + random.below(range.count)
        var children: [FuzzNode] = []
        for _ in 0..<count { children.append(makeNode(context)) }
        return children
    }

    mutating func makeNode(_ context: Context) -> FuzzNode {
        nodes += 1
        if context.nesting >= options.maximumNesting || nodes >= options.maximumNodes || random.chance(0.2 + 0.06 * Double(context.nesting)) {
            return makeLeaf(context)
        }
        var inner = context
        inner.nesting += 1
        let id = newID()
        switch random.below(100) {
        case 0..<22:
            let kind = random.pick([FuzzNode.StackKind.vstack, .vstack, .hstack, .hstack, .zstack, .lazyVStack, .lazyHStack])
            // A ZStack has no spacing.
            let spacing: CGFloat? = kind == .zstack || random.chance(0.4) ? nil : signedLength(0...24, context)
            return .stack(id: id, kind, spacing: spacing, alignment: random.below(9), children: makeChildren(inner, count: 0...4))
        case 22..<30:
            return .frame(id: id, width: optionalLength(0...400, context), height: optionalLength(0...400, context),
                          alignment: random.below(fuzzAlignments.count), child: makeNode(inner))
        case 30..<37:
            func bound(maximum: Bool) -> CGFloat? {
                if random.chance(0.5) { return nil }
                return maximum && random.chance(0.3) ? .infinity : length(0...400, context, allowsInfinity: maximum)
            }
            var minWidth = bound(maximum: false), maxWidth = bound(maximum: true)
            var minHeight = bound(maximum: false), maxHeight = bound(maximum: true)
            // Keep min <= max, unless deliberately contradictory (invalid).
            func ordered(_ lo: inout CGFloat?, _ hi: inout CGFloat?) {
                if let l = lo, let h = hi, l.isFinite, h.isFinite, l >= 0, h >= 0, l > h { (lo, hi) = (h, l) }
            }
            ordered(&minWidth, &maxWidth)
            ordered(&minHeight, &maxHeight)
            if random.chance(options.invalidValueRate), minWidth == nil, maxWidth == nil {
                minWidth = 300; maxWidth = 100; noteInvalid(context)
            }
            return .flexFrame(id: id, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                              alignment: random.below(fuzzAlignments.count), child: makeNode(inner))
        case 37..<45:
            let uniform = random.chance(0.6)
            let a = signedLength(0...32, context)
            let insets = uniform ? EdgeInsets(top: a, leading: a, bottom: a, trailing: a)
                : EdgeInsets(top: a, leading: signedLength(0...32, context), bottom: signedLength(0...32, context), trailing: signedLength(0...32, context))
            return .padding(id: id, insets, child: makeNode(inner))
        case 45..<51:
            return .overlay(id: id, isBackground: random.chance(0.5), alignment: random.below(fuzzAlignments.count),
                            primary: makeNode(inner), secondary: makeNode(inner))
        case 51..<55:
            var ratio: CGFloat? = random.chance(0.2) ? nil : random.length(0.25...4)
            if random.chance(options.invalidValueRate) {
                ratio = random.pick([CGFloat(0), -1.5, .nan, .infinity])
                noteInvalid(context)
            }
            return .aspectRatio(id: id, ratio, fill: random.chance(0.3), child: makeNode(inner))
        case 55..<58:
            var x = random.length(-50...50), y = random.length(-50...50)
            if random.chance(options.invalidValueRate) { x = random.pick([CGFloat.nan, .infinity]); noteInvalid(context) }
            if random.chance(options.invalidValueRate) { y = random.pick([CGFloat.nan, -.infinity]); noteInvalid(context) }
            return .offset(id: id, x: x, y: y, child: makeNode(inner))
        case 58..<60:
            return .fixedSize(id: id, horizontal: random.chance(0.7), vertical: random.chance(0.7), child: makeNode(inner))
        case 60..<62:
            // Half of these an alignment guide instead (constant, within
            // the sizes the scenes have).
            if random.chance(0.5) {
                return .alignmentGuide(id: id, guide: random.below(6), value: random.length(-40...80), child: makeNode(inner))
            }
            var value = Double(random.below(3))
            if random.chance(options.invalidValueRate) { value = random.pick([Double.nan, .infinity]); noteInvalid(context) }
            return .priority(id: id, value, child: makeNode(inner))
        case 62..<65:
            return .ignoresSafeArea(id: id, edges: random.below(fuzzEdgeSets.count), child: makeNode(inner))
        case 65..<72:
            let compat: CompatBackend? = options.includesCompatShims && random.chance(0.4)
                ? random.pick([.native, .shim, .environmentShim, .automatic]) : nil
            // The environment shim only passes the spacing down the
            // environment: an invalid one is reported only where a
            // descendant uses it (see the report), so it is not counted.
            var spacingContext = context
            if compat == .environmentShim { spacingContext.reachable = false }
            let spacing: CGFloat? = random.chance(0.4) ? nil : signedLength(0...16, spacingContext)
            // A stack of insets on random edges: the main view may be another inset.
            return .safeAreaInset(id: id, edge: random.below(4), spacing: spacing, compat: compat,
                                  main: makeNode(inner), content: makeNode(inner))
        case 72..<74:
            return .safeAreaPadding(id: id, signedLength(0...24, context), child: makeNode(inner))
        case 74..<80:
            var count = 1 + random.below(4), span = 1 + random.below(count)
            var spacing = random.length(0...12)
            var invalidParameters = false
            if random.chance(options.invalidValueRate * 2) {
                switch random.below(4) {
                case 0: count = random.pick([0, -2])
                case 1: span = random.pick([0, -1])
                case 2: span = count + 1 + random.below(3)
                default: spacing = random.pick([CGFloat.nan, .infinity])
                }
                invalidParameters = true
            }
            let compat: CompatBackend? = options.includesCompatShims && random.chance(0.3) ? random.pick([.native, .shim, .automatic]) : nil
            if invalidParameters {
                // The detector shim clamps invalid parameters silently (see
                // the report); only the native modifier must diagnose them.
                var counted = context
                if compat != nil && compat != .native { counted.reachable = false }
                noteInvalid(counted)
            }
            var axes = random.below(fuzzAxes.count)
            if compat != nil, compat != .native { axes = random.below(2) }
            return .relativeFrame(id: id, axes: axes, count: count, span: span, spacing: spacing, compat: compat,
                                  child: makeNode(inner))
        case 80..<87:
            // Scroll views, often with stacks of rows and spacers.
            let axes = random.pick([0, 0, 1, 2])
            let content: FuzzNode
            if random.chance(0.5) {
                var rows = makeChildren(inner, count: 1...4)
                rows.insert(.leaf(id: newID(), .spacer(minLength: random.chance(0.5) ? nil : length(0...30, context))), at: random.below(rows.count + 1))
                content = .stack(id: newID(), axes == 1 ? .hstack : .vstack, spacing: random.chance(0.5) ? nil : 0, alignment: 0, children: rows)
            } else {
                content = makeNode(inner)
            }
            return .scrollView(id: id, axes: axes, bottomAnchor: random.chance(0.2), child: content)
        case 87..<89:
            return .list(id: id, rows: makeChildren(inner, count: 0...4))
        case 89..<92:
            return .navigationStack(id: id, title: random.chance(0.5) ? random.pick(["Title", "Inbox"]) : nil, child: makeNode(inner))
        case 92..<94:
            let count = 1 + random.below(3)
            let selection = random.below(count + 1) // count: no tab matches, the first is shown
            var tabs: [FuzzNode] = []
            for index in 0..<count {
                var tabContext = inner
                let shown = index == (selection < count ? selection : 0)
                tabContext.placed = context.placed && shown
                tabs.append(makeNode(tabContext))
            }
            return .tabView(id: id, selection: selection, tabs: tabs)
        case 94..<96:
            var readerContext = inner
            // The content is built only when the reader is placed.
            readerContext.reachable = context.placed && context.reachable
            return .geometryReader(id: id, child: makeNode(readerContext))
        case 96..<98:
            if random.chance(options.feedbackLoopRate * 50) {
                if context.placed && context.reachable { reachableFeedbackLoop = true }
                return .feedbackLoop(id: id)
            }
            return makeLeaf(context)
        default:
            if random.chance(options.deepChainRate * 50) {
                let depth = random.pick([50, 500, 2000, 3000, options.maximumChainDepth])
                var chainContext = inner
                chainContext.chainDepth += depth
                if chainContext.chainDepth > 3500 {
                    mayExceedDepthLimit = true
                    chainContext.reachable = false
                    chainContext.placed = false
                }
                let length: CGFloat = random.chance(0.8) ? random.pick([0, 0.1, 0.5]) : -0.1
                if length < 0 { negativeLengths = true }
                return .deepChain(id: id, depth: depth, length: length, child: makeNode(chainContext))
            }
            return makeLeaf(context)
        }
    }
}
