// viewtree-benchmark: release-build layout benchmark of the ViewTree runtime.
//
//     swift run -c release viewtree-benchmark            full run (medians, goals)
//     .build/release/viewtree-benchmark --quick          one small run per workload
//                                                        (for valgrind --tool=callgrind)
//
// Each workload is laid out with `Window.iPhone13.layout(_:)` (resolve the
// views into nodes, then propose -> size -> place until nothing changes).
// Times come from `ContinuousClock` (monotonic): warm-up runs first, then the
// median of several runs. Goals are printed PASS/FAIL at the end; the exit
// status is 0 either way (speed is a report, not a test).

import Foundation
@_spi(Threads) import ViewTree
import Compat
import CompatVerification

// MARK: - Options

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: viewtree-benchmark [--quick] [--only a,b,c,d,e,f,g,h,s]")
    print("  --quick  one run per workload at reduced sizes, no warm-up (for callgrind)")
    print("  --only   run only the named workloads (a wide tree, b nesting, c safeAreaInset,")
    print("           d containerRelativeFrame, e relayout, f small scenes and the fixed cost,")
    print("           g the first layout of a view type, h what a row costs, element by")
    print("           element, s layout snapshots: CheckoutView recorded and compared on")
    print("           four windows)")
    print("  --profile W  with --only none: one layout of workload W (a, c-native, c-shim,")
    print("           d-native, d-shim, d-environmentShim, empty, two, rows1, rows10, rows100,")
    print("           checkout-native, checkout-shim, checkout-environmentShim, or a step of h:")
    print("           el-colors, el-text, el-frame, el-tag, el-crf, el-compat, el-modifier,")
    print("           el-view) for valgrind")
    print("           --tool=callgrind; --runs N lays it out N times; --stats prints the")
    print("           layout statistics (passes, bodies, ...) of each run")
    print("  --small  with --only none: the small scenes alone, one line each (time per")
    print("           layout, median of --rounds N rounds), for a side-by-side driver")
    print("  --stack-probe  with --only none: the stack a level of nesting takes in a layout")
    print("           (Linux; the figure behind the runtime's LayoutStack.bytesPerLevel)")
    print("  --first-layout W  with --only none: the first and second layout of small scene W")
    print("           in this process after an EmptyView's, in µs (workload g runs it in new")
    print("           processes); checkout-second-type: a second view type of CheckoutView's")
    print("           shape after a first one's first layout")
    print("  --phases     with --only none: the 210k-view tree's build + layout, relayout")
    print("           and teardown timed apart (5 runs)")
    exit(0)
}
/// The workloads to run (`--only a,d`); all by default.
let selected: Set<String> = {
    guard let index = arguments.firstIndex(of: "--only"), arguments.index(after: index) < arguments.endIndex else {
        return ["a", "b", "c", "d", "e", "f", "h", "s"]
    }
    return Set(arguments[arguments.index(after: index)].split(separator: ",").map(String.init))
}()
let warmupRuns = quick ? 0 : 2
let measuredRuns = quick ? 1 : 7
let window = Window.iPhone13

// MARK: - Timing

struct Measurement {
    var median: Duration
    var statistics: LayoutStatistics
    var seconds: Double { median.seconds }
}

extension Duration {
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) * 1e-18
    }
}

/// Runs `body` `warmupRuns` times unmeasured, then `runs` times; the median.
func measure(runs: Int = measuredRuns, warmup: Int = warmupRuns, _ body: () -> LayoutStatistics) -> Measurement {
    for _ in 0..<warmup { _ = body() }
    let clock = ContinuousClock()
    var times: [Duration] = []
    var statistics: LayoutStatistics?
    for _ in 0..<max(1, runs) {
        var stats: LayoutStatistics?
        let elapsed = clock.measure { stats = body() }
        times.append(elapsed)
        statistics = stats
    }
    times.sort()
    return Measurement(median: times[times.count / 2], statistics: statistics!)
}

/// Measures workloads interleaved (first, second, ..., then again) for
/// `rounds` rounds after the warm-up, so that all of them see the same
/// machine state. Each measurement is the median of its rounds; `ratios[i]`
/// is the median of the per-round ratios of workload `i` to workload 0 (on a
/// noisy machine steadier than a ratio of medians taken at different times).
func measureInterleaved(rounds: Int, _ workloads: [() -> LayoutStatistics]) -> (measurements: [Measurement], ratios: [Double]) {
    for _ in 0..<warmupRuns { for workload in workloads { _ = workload() } }
    let clock = ContinuousClock()
    var times = [[Duration]](repeating: [], count: workloads.count)
    var statistics = [LayoutStatistics?](repeating: nil, count: workloads.count)
    for _ in 0..<max(1, quick ? 1 : rounds) {
        for (index, workload) in workloads.enumerated() {
            var stats: LayoutStatistics?
            times[index].append(clock.measure { stats = workload() })
            statistics[index] = stats
        }
    }
    func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }
    let measurements = workloads.indices.map { Measurement(median: median(times[$0]), statistics: statistics[$0]!) }
    let ratios = workloads.indices.map { index in median(zip(times[index], times[0]).map { $0.seconds / $1.seconds }) }
    return (measurements, ratios)
}

func layoutOnce(_ view: some View) -> LayoutStatistics {
    // What `Window.layout(_:)` does (the main-queue check included), from a
    // function that is not main-actor isolated.
    MainThread.run { window.layoutOnCurrentThread(view).statistics }
}

/// Nodes in the laid-out tree (layout nodes: stacks, frames, leaves, ...).
func viewCount(_ view: some View) -> Int {
    MainThread.run { window.layoutOnCurrentThread(view).tree.allViews.count }
}

// MARK: - Formatting

func formatTime(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.3f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
    if seconds >= 1e-6 { return String(format: "%.3f µs", seconds * 1e6) }
    return String(format: "%.1f ns", seconds * 1e9)
}

func formatRatio(_ value: Double) -> String { String(format: "%.2fx", value) }

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func printTable(_ title: String, _ header: [String], _ rows: [[String]]) {
    print("\n## \(title)\n")
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
        "| " + cells.enumerated().map { pad($0.element, widths[$0.offset]) }.joined(separator: " | ") + " |"
    }
    print(line(header))
    print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
    for row in rows { print(line(row)) }
}

func statsCell(_ s: LayoutStatistics) -> String {
    "\(s.passes) / \(s.bodyEvaluations) / \(s.sizeComputations) / \(s.cacheHits) / \(s.placements)"
}
let statsHeader = "passes / bodies / sizes / cache hits / placements"

struct Goal {
    let name: String
    let measured: String
    let pass: Bool
}
var goals: [Goal] = []

// MARK: - (a) Wide tree

/// A VStack of `rows` rows, each an HStack of 10 framed colours: 21 views a row.
func wideTree(rows: Int) -> some View {
    VStack {
        ForEach(0..<rows) { _ in
            HStack {
                ForEach(0..<10) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

let wideSizes = !selected.contains("a") ? [] : quick ? [1_000, 2_000] : [1_000, 10_000]
var wideResults: [(rows: Int, views: Int, m: Measurement)] = []
// The sizes measured interleaved over 9 rounds (`measureInterleaved`).
var wideRatio = 0.0
if !wideSizes.isEmpty {
    let views = wideSizes.map { viewCount(wideTree(rows: $0)) }
    let measured = measureInterleaved(rounds: 9, wideSizes.map { rows in { layoutOnce(wideTree(rows: rows)) } })
    for (index, rows) in wideSizes.enumerated() { wideResults.append((rows, views[index], measured.measurements[index])) }
    wideRatio = measured.ratios.last ?? 1
}
if !wideResults.isEmpty {
    var rows: [[String]] = []
    for (i, r) in wideResults.enumerated() {
        let ratio = i == 0 ? "—" : formatRatio(wideRatio)
        let viewRatio = i == 0 ? "—" : formatRatio(Double(r.views) / Double(wideResults[0].views))
        rows.append(["\(r.rows)", "\(r.views)", formatTime(r.m.seconds), formatTime(r.m.seconds / Double(r.views)),
                     viewRatio, ratio, statsCell(r.m.statistics)])
    }
    printTable("(a) wide tree: VStack of N rows of HStack { 10 x Color.frame(10, 10) }",
               ["rows N", "views", "time / layout", "time / view", "views ratio", "time ratio (median of rounds)", statsHeader], rows)
    let big = wideResults.last!
    let perView = big.m.seconds / Double(big.views)
    goals.append(Goal(name: "< 1 µs per view on the \(big.views)-view tree",
                      measured: formatTime(perView) + " per view", pass: perView < 1e-6))
    if wideResults.count > 1 {
        let small = wideResults[0]
        let viewFactor = Double(big.views) / Double(small.views)
        let timeFactor = wideRatio
        // The goal is stated for 10x the views: at most 12x the time (1.2x per view).
        let allowed = 1.2 * viewFactor
        goals.append(Goal(name: "\(String(format: "%.1f", viewFactor))x the views costs <= \(String(format: "%.1f", allowed))x the time",
                          measured: formatRatio(timeFactor), pass: timeFactor <= allowed))
    }
}

// MARK: - (b) Nested alternating stacks

/// Alternating HStack / VStack nesting: each level holds the next level, a
/// flexible colour and a fixed square, so the tree stays small (3 nodes a
/// level) while every level proposes several sizes to the one below.
func nested(depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Color.green) }
    if depth % 2 == 0 {
        return AnyView(HStack {
            nested(depth: depth - 1)
            Color.red
            Color.blue.frame(width: 10, height: 10)
        })
    }
    return AnyView(VStack {
        nested(depth: depth - 1)
        Color.red
        Color.blue.frame(width: 10, height: 10)
    })
}

let depths = selected.contains("b") ? [12, 24] : []
var nestedResults: [(depth: Int, views: Int, m: Measurement)] = []
// Interleaved over 21 rounds (`measureInterleaved`): a depth-12 layout
// takes a fraction of a millisecond, so one interruption would otherwise
// decide the ratio.
var nestedRatio = 0.0
if !depths.isEmpty {
    let views = depths.map { viewCount(nested(depth: $0)) }
    let measured = measureInterleaved(rounds: 21, depths.map { depth in { layoutOnce(nested(depth: depth)) } })
    for (index, depth) in depths.enumerated() { nestedResults.append((depth, views[index], measured.measurements[index])) }
    nestedRatio = measured.ratios.last ?? 1
}
if !nestedResults.isEmpty {
    var rows: [[String]] = []
    for (i, r) in nestedResults.enumerated() {
        let ratio = i == 0 ? "—" : formatRatio(nestedRatio)
        rows.append(["\(r.depth)", "\(r.views)", formatTime(r.m.seconds), formatTime(r.m.seconds / Double(r.views)),
                     ratio, statsCell(r.m.statistics)])
    }
    printTable("(b) nested alternating HStack/VStack (AnyView recursion, 3 children a level)",
               ["depth", "views", "time / layout", "time / view", "time ratio (median of rounds)", statsHeader], rows)
    let ratio = nestedRatio
    goals.append(Goal(name: "doubling nesting depth (12 -> 24) costs <= 3x", measured: formatRatio(ratio), pass: ratio <= 3))
}

// MARK: - (c) safeAreaInset shims

let backends: [CompatBackend] = [.native, .shim, .environmentShim]

/// A ScrollView of `items` rows under five stacked insets (two top, three bottom).
func insetScene(items: Int, _ backend: CompatBackend) -> some View {
    ScrollView {
        VStack(spacing: 0) {
            ForEach(0..<items) { _ in Color.gray.frame(height: 44) }
        }
    }
    .compatSafeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
    .compatSafeAreaInset(edge: .top) { Color.green.frame(height: 30) }
    .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.orange.frame(height: 20) }
    .compatSafeAreaInset(edge: .top, spacing: 4) { Color.purple.frame(height: 24) }
    .compatSafeAreaInset(edge: .bottom) { Color.pink.frame(height: 40) }
    .environment(\.compatBackend, backend)
}

/// Backends are measured interleaved over 11 rounds (`measureInterleaved`);
/// "vs native" is the median of the per-round ratios.
func backendTable(_ title: String, _ view: @escaping (CompatBackend) -> some View, goalName: String) -> [Goal] {
    var goals: [Goal] = []
    let views = backends.map { viewCount(view($0)) }
    let measured = measureInterleaved(rounds: 11, backends.map { backend in { layoutOnce(view(backend)) } })
    let ratios = measured.ratios
    var rows: [[String]] = []
    for (index, backend) in backends.enumerated() {
        let time = measured.measurements[index].seconds
        rows.append([backend.rawValue, "\(views[index])", formatTime(time), formatTime(time / Double(views[index])),
                     formatRatio(ratios[index]), statsCell(measured.measurements[index].statistics)])
    }
    printTable(title, ["backend", "views", "time / layout", "time / view", "vs native (median of rounds)", statsHeader], rows)
    for (index, backend) in backends.enumerated().dropFirst() {
        goals.append(Goal(name: "\(goalName): .\(backend.rawValue) <= 3x .native", measured: formatRatio(ratios[index]),
                          pass: ratios[index] <= 3))
    }
    return goals
}

let insetItems = 200
if selected.contains("c") {
    goals += backendTable("(c) ScrollView of \(insetItems) rows under 5 stacked compatSafeAreaInset",
             { insetScene(items: insetItems, $0) }, goalName: "safeAreaInset")
}

// MARK: - (d) containerRelativeFrame gallery

func gallery(items: Int, _ backend: CompatBackend) -> some View {
    ScrollView(.horizontal) {
        LazyHStack(spacing: 10) {
            ForEach(0..<items) { _ in
                Color.blue.aspectRatio(3 / 2, contentMode: .fit)
                    .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
            }
        }
    }
    .environment(\.compatBackend, backend)
}

let galleryItems = quick ? 300 : 1_000
if selected.contains("d") {
    goals += backendTable("(d) compatContainerRelativeFrame gallery of \(galleryItems) items (LazyHStack in a horizontal ScrollView)",
             { gallery(items: galleryItems, $0) }, goalName: "containerRelativeFrame")
}

// MARK: - (e) Incremental relayout after one @State change

/// Hands out a binding to its state through `expose` (called in body).
nonisolated struct Counter: View {
    @State private var value = 0
    let expose: (Binding<Int>) -> Void
    var body: some View {
        expose($value)
        return HStack {
            ForEach(0..<10) { _ in Color.red.frame(width: 10 - CGFloat(value % 5), height: 10) }
        }
    }
}

/// A plain row with a body, so a full layout evaluates one body per row.
nonisolated struct Row: View {
    var body: some View {
        HStack {
            ForEach(0..<10) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
}

final class BindingBox: @unchecked Sendable {
    var binding: Binding<Int>?
}

/// About 10k views: 476 rows of 21 views, row 238 the stateful one.
func statefulTree(rows: Int, box: BindingBox) -> some View {
    VStack {
        ForEach(0..<rows) { index in
            if index == rows / 2 {
                Counter { box.binding = $0 }
            } else {
                Row()
            }
        }
    }
}

if selected.contains("e") {
    let rows = 476
    let views = viewCount(statefulTree(rows: rows, box: BindingBox()))
    let full = measure {
        let box = BindingBox()
        return window.layout(statefulTree(rows: rows, box: box)).statistics
    }
    // Relayout: one host, the state flipped between runs.
    let box = BindingBox()
    let host = LayoutHost(window: window, rootView: statefulTree(rows: rows, box: box))
    _ = host.layout()
    var counter = 0
    let relayout = measure {
        counter += 1
        box.binding!.wrappedValue = counter
        return host.layout().statistics
    }
    // A relayout with nothing changed (the floor: re-placing every node).
    let unchanged = measure { host.layout().statistics }
    let fraction = relayout.seconds / full.seconds
    printTable("(e) relayout after one @State change (\(views)-view tree, \(rows) rows, LayoutHost)",
               ["layout", "time", "time / view", "fraction of full", statsHeader],
               [["full (build + layout)", formatTime(full.seconds), formatTime(full.seconds / Double(views)), "1.00", statsCell(full.statistics)],
                ["relayout after 1 @State change", formatTime(relayout.seconds), formatTime(relayout.seconds / Double(views)),
                 String(format: "%.3f", fraction), statsCell(relayout.statistics)],
                ["relayout, nothing changed", formatTime(unchanged.seconds), formatTime(unchanged.seconds / Double(views)),
                 String(format: "%.3f", unchanged.seconds / full.seconds), statsCell(unchanged.statistics)]])
    let bodies = relayout.statistics.bodyEvaluations
    goals.append(Goal(name: "relayout re-evaluates only the changed body (1 of \(full.statistics.bodyEvaluations))",
                      measured: "\(bodies) body evaluation(s)", pass: bodies == 1))
    goals.append(Goal(name: "relayout costs a fraction (< 0.5) of a full layout",
                      measured: String(format: "%.3f", fraction), pass: fraction < 0.5))
}


// MARK: - (f) Small scenes and the fixed cost of a layout

/// The README's Quick start scene: a scroll view of 12 rows, each a sixth of
/// the scroll view's height (`compatContainerRelativeFrame`), under a Pay
/// button (`compatSafeAreaInset`): the issue's 40-view scene, 72 laid-out
/// views under `.native` (the transparent ones counted).
nonisolated struct CheckoutView: View {
    var body: some View { checkoutScene(PlainItem.self) }
}

/// What a CheckoutView-shaped scene shows in each row (a type, not a
/// closure: the scene's rows capture nothing, as CheckoutView's own).
protocol CheckoutItem {
    associatedtype Item: View
    static func item(_ index: Int) -> Item
}

/// CheckoutView's rows: a text.
enum PlainItem: CheckoutItem {
    static func item(_ index: Int) -> Text { Text("Item \(index)") }
}

/// CheckoutView's scene with `Items.item(i)` in each row (a generic
/// function, specialised for each caller: the bodies that call it are as
/// concrete as an app's).
func checkoutScene<Items: CheckoutItem>(_ items: Items.Type) -> some View {
    ScrollView {
        VStack(spacing: 0) {
            ForEach(0..<12) { i in
                Items.item(i)
                    .frame(maxWidth: .infinity)
                    .compatContainerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
                    .layoutTag("row\(i)")
            }
        }
    }
    .layoutTag("list")
    .compatSafeAreaInset(edge: .bottom) {
        Button("Pay") {}
            .frame(maxWidth: .infinity)
            .padding()
            .layoutTag("pay")
    }
}

/// The small workloads, by name: what a test suite lays out by the thousand.
/// Each is timed in batches of `batch` layouts (a batch takes about a
/// millisecond, well above the clock's resolution).
struct SmallScene {
    let name: String
    let label: String
    let batch: Int
    let layout: () -> LayoutStatistics
}

let smallScenes: [SmallScene] = [
    SmallScene(name: "empty", label: "EmptyView (the fixed cost)", batch: 400) { layoutOnce(EmptyView()) },
    SmallScene(name: "two", label: "VStack of 2 tagged colours", batch: 300) {
        layoutOnce(VStack { Color.red.layoutTag("a"); Color.blue.layoutTag("b") })
    },
    SmallScene(name: "rows1", label: "wide tree, 1 row", batch: 100) { layoutOnce(wideTree(rows: 1)) },
    SmallScene(name: "rows10", label: "wide tree, 10 rows", batch: 20) { layoutOnce(wideTree(rows: 10)) },
    SmallScene(name: "rows100", label: "wide tree, 100 rows", batch: 3) { layoutOnce(wideTree(rows: 100)) },
    SmallScene(name: "checkout-native", label: "CheckoutView, .native", batch: 30) {
        layoutOnce(CheckoutView().environment(\.compatBackend, .native))
    },
    SmallScene(name: "checkout-shim", label: "CheckoutView, .shim", batch: 30) {
        layoutOnce(CheckoutView().environment(\.compatBackend, .shim))
    },
    SmallScene(name: "checkout-environmentShim", label: "CheckoutView, .environmentShim", batch: 30) {
        layoutOnce(CheckoutView().environment(\.compatBackend, .environmentShim))
    },
]

/// The small scenes measured interleaved: `rounds` rounds, each a batch of
/// every scene in turn; per scene the median per-layout time of its rounds
/// and the median of its per-round ratios to the CheckoutView's native
/// layout (for the shims) or to nothing.
@MainActor func measureSmallScenes(rounds: Int) -> [(scene: SmallScene, time: Double, range: (Double, Double), ratio: Double)] {
    measureInterleaved(smallScenes, rounds: rounds, ratioTo: "checkout-native").map { ($0.scene, $0.time, $0.range, $0.ratio) }
}

/// `scenes` measured interleaved: `rounds` rounds, each a batch of every
/// scene in turn; per scene its per-layout time in each round, their
/// median and range, and the median of its per-round ratios to the scene
/// named `ratioTo` (1 when none).
@MainActor func measureInterleaved(_ scenes: [SmallScene], rounds: Int, ratioTo reference: String?)
    -> [(scene: SmallScene, time: Double, range: (Double, Double), ratio: Double, perRound: [Double])] {
    let warmup = quick ? 1 : 3
    for scene in scenes { for _ in 0..<warmup { _ = scene.layout() } }
    let clock = ContinuousClock()
    var times = [[Double]](repeating: [], count: scenes.count)
    for _ in 0..<max(1, quick ? 1 : rounds) {
        for (index, scene) in scenes.enumerated() {
            let batch = quick ? 1 : scene.batch
            let elapsed = clock.measure { for _ in 0..<batch { _ = scene.layout() } }
            times[index].append(elapsed.seconds / Double(batch))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let referenceIndex = reference.flatMap { name in scenes.firstIndex { $0.name == name } }
    return scenes.indices.map { index in
        let sorted = times[index].sorted()
        let ratio = referenceIndex.map { median(zip(times[index], times[$0]).map { $0 / $1 }) } ?? 1
        return (scenes[index], median(times[index]), (sorted.first!, sorted.last!), ratio, times[index])
    }
}

if selected.contains("f") {
    let measured = measureSmallScenes(rounds: 31)
    var rows: [[String]] = []
    var byName: [String: (time: Double, ratio: Double)] = [:]
    for entry in measured {
        let statistics = entry.scene.layout()
        let views: Int
        switch entry.scene.name {
        case "empty": views = viewCount(EmptyView())
        case "two": views = viewCount(VStack { Color.red.layoutTag("a"); Color.blue.layoutTag("b") })
        case "rows1": views = viewCount(wideTree(rows: 1))
        case "rows10": views = viewCount(wideTree(rows: 10))
        case "rows100": views = viewCount(wideTree(rows: 100))
        case "checkout-native": views = viewCount(CheckoutView().environment(\.compatBackend, .native))
        case "checkout-shim": views = viewCount(CheckoutView().environment(\.compatBackend, .shim))
        default: views = viewCount(CheckoutView().environment(\.compatBackend, .environmentShim))
        }
        byName[entry.scene.name] = (entry.time, entry.ratio)
        let ratio = entry.scene.name.hasPrefix("checkout") ? formatRatio(entry.ratio) : "—"
        rows.append([entry.scene.label, "\(views)", formatTime(entry.time),
                     formatTime(entry.range.0) + " - " + formatTime(entry.range.1), ratio, statsCell(statistics)])
    }
    printTable("(f) small scenes, interleaved (31 rounds; a round lays out a batch of each)",
               ["scene", "views", "time / layout (median)", "range of rounds", "vs CheckoutView native", statsHeader], rows)
    if let empty = byName["empty"] {
        print("\nfixed cost of a layout (EmptyView): \(formatTime(empty.time))")
    }
    if let two = byName["two"] {
        goals.append(Goal(name: "a 2-view layout in <= 5 µs", measured: formatTime(two.time), pass: two.time <= 5e-6))
    }
    if let native = byName["checkout-native"] {
        goals.append(Goal(name: "CheckoutView (40 views) .native in <= 40 µs", measured: formatTime(native.time), pass: native.time <= 40e-6))
    }
    for name in ["checkout-shim", "checkout-environmentShim"] {
        if let shim = byName[name] {
            goals.append(Goal(name: "CheckoutView .\(name.dropFirst("checkout-".count)) <= 2x .native",
                              measured: formatRatio(shim.ratio), pass: shim.ratio <= 2))
        }
    }
}

// MARK: - (h) What a row costs, element by element

/// A custom modifier whose body is its content: what evaluating a body
/// costs the runtime, with nothing laid out around it.
nonisolated struct PlainModifier: ViewModifier {
    func body(content: Content) -> some View { content }
}

/// A custom view whose body is a colour.
nonisolated struct PlainView: View {
    var body: some View { Color.red }
}

/// Twelve rows in a scroll view's stack (the CheckoutView's list without its
/// bar), each step's row one element richer than its base step's; an
/// element's cost is the difference of the two layouts over the 12 rows.
func twelveRows(@ViewBuilder _ row: @escaping (Int) -> some View) -> some View {
    ScrollView { VStack(spacing: 0) { ForEach(0..<12) { i in row(i) } } }
}

/// One step: a scene of 12 rows, and the step it adds one element to.
struct ElementStep {
    let scene: SmallScene
    let base: String?
}

let elementSteps: [ElementStep] = [
    ElementStep(scene: SmallScene(name: "el-colors", label: "12 rows of Color (the base)", batch: 240) {
        layoutOnce(twelveRows { _ in Color.red })
    }, base: nil),
    ElementStep(scene: SmallScene(name: "el-text", label: "Text(\"Item \\(i)\") instead of Color", batch: 180) {
        layoutOnce(twelveRows { i in Text("Item \(i)") })
    }, base: "el-colors"),
    ElementStep(scene: SmallScene(name: "el-frame", label: "+ .frame(maxWidth: .infinity)", batch: 90) {
        layoutOnce(twelveRows { i in Text("Item \(i)").frame(maxWidth: .infinity) })
    }, base: "el-text"),
    ElementStep(scene: SmallScene(name: "el-tag", label: "+ .layoutTag(\"row\\(i)\")", batch: 60) {
        layoutOnce(twelveRows { i in Text("Item \(i)").frame(maxWidth: .infinity).layoutTag("row\(i)") })
    }, base: "el-frame"),
    ElementStep(scene: SmallScene(name: "el-crf", label: "+ .containerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)", batch: 60) {
        layoutOnce(twelveRows { i in
            Text("Item \(i)").frame(maxWidth: .infinity).containerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
        })
    }, base: "el-frame"),
    ElementStep(scene: SmallScene(name: "el-compat", label: "the same as .compatContainerRelativeFrame under .native", batch: 30) {
        layoutOnce(twelveRows { i in
            Text("Item \(i)").frame(maxWidth: .infinity).compatContainerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
        }.environment(\.compatBackend, .native))
    }, base: "el-crf"),
    ElementStep(scene: SmallScene(name: "el-modifier", label: "Color + a custom ViewModifier whose body is its content", batch: 100) {
        layoutOnce(twelveRows { _ in Color.red.modifier(PlainModifier()) })
    }, base: "el-colors"),
    ElementStep(scene: SmallScene(name: "el-view", label: "a custom View whose body is the Color", batch: 120) {
        layoutOnce(twelveRows { _ in PlainView() })
    }, base: "el-colors"),
]

if selected.contains("h") {
    let measured = measureInterleaved(elementSteps.map(\.scene), rounds: 41, ratioTo: nil)
    let times = Dictionary(uniqueKeysWithValues: measured.map { ($0.scene.name, $0.perRound) })
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    var rows: [[String]] = []
    for step in elementSteps {
        let own = times[step.scene.name]!
        var cells = [step.scene.label, formatTime(median(own))]
        if let base = step.base.flatMap({ times[$0] }) {
            // The element's cost: the per-round difference to its base step
            // (measured in the same round, next to it), over the 12 rows.
            let differences = zip(own, base).map { ($0 - $1) / 12 }.sorted()
            cells += [formatTime(median(differences)), formatTime(differences.first!) + " - " + formatTime(differences.last!)]
        } else {
            cells += ["—", "—"]
        }
        rows.append(cells)
    }
    printTable("(h) what a row costs, element by element (12 rows; interleaved, 41 rounds)",
               ["scene (each row: its base's row and)", "time / layout (median)", "the element, a row (median)", "range of rounds"], rows)
    // A CheckoutView row is Text, frame, compatContainerRelativeFrame and
    // layoutTag: its elements' costs added up, against the base's share.
    let rowParts = ["el-text", "el-frame", "el-crf", "el-compat", "el-tag"].map { name -> Double in
        let step = elementSteps.first { $0.scene.name == name }!
        return median(zip(times[name]!, times[step.base!]!).map { ($0 - $1) / 12 })
    }
    let row = rowParts.reduce(0, +)
    print("\na CheckoutView row's elements (Text, frame, compatContainerRelativeFrame under .native, layoutTag) added up: "
          + "\(formatTime(row)) a row, \(formatTime(12 * row)) for its 12 rows, over the 12 rows of Color's \(formatTime(median(times["el-colors"]!)))")
}

// MARK: - (s) Layout snapshots

// What `expectLayoutSnapshot` costs a test (issue 31): CheckoutView (72
// laid-out views under .native, 13 of them tagged) on four windows, recorded
// (laid out, written as text, saved) and compared (laid out, read back,
// parsed, diffed), in a scratch folder. The layouts are most of it; the
// snapshot's own work (text, file, parse, diff) is timed apart.
if selected.contains("s") {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtree-benchmark-snapshots-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let windows: [Window] = [.iPhoneSE, .iPhone13, .iPhone16ProMax, .iPad]
    let view = CheckoutView().environment(\.compatBackend, .native)
    let recording = LayoutSnapshotCheck(directory: folder, name: "checkout", mode: .all)
    let comparing = LayoutSnapshotCheck(directory: folder, name: "checkout", mode: .never)
    _ = recording.run(view, on: windows)
    let clock = ContinuousClock()
    func medianTime(_ body: () -> Void) -> Double {
        for _ in 0..<warmupRuns { body() }
        let times = (0..<max(measuredRuns, 5)).map { _ in clock.measure(body).seconds }.sorted()
        return times[times.count / 2]
    }
    // `.all` over unchanged references rewrites nothing: each recording
    // run starts from an empty folder, emptied outside the timing.
    let record: Double = {
        let times = (0..<max(measuredRuns, 5)).map { _ in
            try? FileManager.default.removeItem(at: folder)
            return clock.measure {
                let found = recording.run(view, on: windows)
                precondition(found.count == windows.count && found.allSatisfy { $0.kind == .recorded }, "\(found)")
            }.seconds
        }.sorted()
        return times[times.count / 2]
    }()
    let compare = medianTime {
        let found = comparing.run(view, on: windows)
        precondition(found.isEmpty, "\(found)")
    }
    let layouts = medianTime { for window in windows { _ = window.layout(view) } }
    let results = windows.map { $0.layout(view) }
    let snapshotWork = medianTime {
        for result in results {
            let snapshot = LayoutSnapshot(result)
            let read = try! LayoutSnapshot(text: snapshot.text)
            precondition(snapshot.differences(from: read, tolerance: 1.0 / 3).isEmpty)
        }
    }
    printTable("(s) Layout snapshots: CheckoutView on 4 windows (\(windows.map(\.name).joined(separator: ", ")))",
               ["step", "time"],
               [["record (4 layouts, 4 files written)", formatTime(record)],
                ["compare (4 layouts, 4 files read, parsed, diffed)", formatTime(compare)],
                ["the 4 layouts alone", formatTime(layouts)],
                ["snapshot, text, parse, diff alone (4)", formatTime(snapshotWork)]])
    goals.append(Goal(name: "recording and comparing 4 windows of a 70-view screen in milliseconds (<= 5 ms each)",
                      measured: "record \(formatTime(record)), compare \(formatTime(compare))",
                      pass: record <= 5e-3 && compare <= 5e-3))
}

// MARK: - (g) The first layout of a view type

/// The first layout of a scene's view types in a process, then the second:
/// what a test suite pays for each view type it lays out once (the runtime
/// reads each composite view type's fields and the Swift runtime answers
/// its first conformance and metadata questions), against the warm figure
/// of (f). An `EmptyView` is laid out first, as earlier tests would have,
/// so that the layout machinery's own first use is not counted.
@MainActor func firstLayoutTimes(_ name: String) -> (first: Double, second: Double)? {
    if name == "checkout-second-type" { return secondTypeLayoutTimes() }
    guard let scene = smallScenes.first(where: { $0.name == name }),
          let warm = smallScenes.first(where: { $0.name == "empty" }) else { return nil }
    _ = warm.layout()
    let clock = ContinuousClock()
    let first = clock.measure { _ = scene.layout() }.seconds
    let second = clock.measure { _ = scene.layout() }.seconds
    return (first, second)
}

/// No-op modifiers that make every type built around them distinct: the
/// scenes below have CheckoutView's shape and share none of its rows' types.
nonisolated struct RowMarkA: ViewModifier { func body(content: Content) -> some View { content } }
nonisolated struct RowMarkB: ViewModifier { func body(content: Content) -> some View { content } }
enum MarkedItemA: CheckoutItem { static func item(_ index: Int) -> some View { PlainItem.item(index).modifier(RowMarkA()) } }
enum MarkedItemB: CheckoutItem { static func item(_ index: Int) -> some View { PlainItem.item(index).modifier(RowMarkB()) } }

/// CheckoutView with each row's text marked.
nonisolated struct MarkedCheckoutA: View { var body: some View { checkoutScene(MarkedItemA.self) } }
nonisolated struct MarkedCheckoutB: View { var body: some View { checkoutScene(MarkedItemB.self) } }

/// The first layout of a second view type after a first of the same shape
/// (`.native`): what a test suite pays for each further scene type, once
/// the process has answered the questions every scene shares (the first
/// type's first layout, not timed here), then the second layout.
@MainActor func secondTypeLayoutTimes() -> (first: Double, second: Double) {
    _ = layoutOnce(EmptyView())
    _ = layoutOnce(MarkedCheckoutA().environment(\.compatBackend, .native))
    let clock = ContinuousClock()
    let scene = MarkedCheckoutB().environment(\.compatBackend, .native)
    let first = clock.measure { _ = layoutOnce(scene) }.seconds
    let second = clock.measure { _ = layoutOnce(scene) }.seconds
    return (first, second)
}

if let index = arguments.firstIndex(of: "--first-layout"), arguments.index(after: index) < arguments.endIndex {
    let name = arguments[arguments.index(after: index)]
    guard let times = firstLayoutTimes(name) else {
        print("--first-layout takes a small scene (\(smallScenes.map(\.name).joined(separator: ", ")))"); exit(2)
    }
    print("\(name) \(String(format: "%.3f", times.first * 1e6)) \(String(format: "%.3f", times.second * 1e6))")
    exit(0)
}

if selected.contains("g") {
    // Each sample is a new process (`--first-layout W`): a process lays out a
    // type for the first time only once.
    let samples = quick ? 1 : 9
    var rows: [[String]] = []
    for name in ["two", "checkout-native", "checkout-shim", "checkout-environmentShim", "checkout-second-type"] {
        var firsts: [Double] = [], seconds: [Double] = []
        for _ in 0..<samples {
            let process = Process()
            process.executableURL = Bundle.main.executableURL
            process.arguments = ["--only", "none", "--first-layout", name]
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch { print("(g) could not run \(process.executableURL?.path ?? "?"): \(error)"); break }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard fields.count == 2 else { continue }
            firsts.append(fields[0] * 1e-6)
            seconds.append(fields[1] * 1e-6)
        }
        guard !firsts.isEmpty else { continue }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let label = smallScenes.first { $0.name == name }?.label
            ?? "CheckoutView's shape, .native, a second view type (after a first's first layout)"
        rows.append([label, formatTime(median(firsts)),
                     formatTime(firsts.min()!) + " - " + formatTime(firsts.max()!), formatTime(median(seconds))])
    }
    printTable("(g) the first layout of a view type, each sample a new process (\(samples) samples)",
               ["scene", "first layout (median)", "range", "second layout (median)"], rows)
}

// MARK: - Goals

if let index = arguments.firstIndex(of: "--profile"), arguments.index(after: index) < arguments.endIndex {
    // Layouts of one workload and nothing else (no view counting): what
    // `valgrind --tool=callgrind` should see. The first run warms the
    // runtime's type caches; `--runs N` repeats it (default 1).
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 1
    // (Read once: a search of the arguments per run would be counted as
    // part of every layout.)
    let printsStatistics = arguments.contains("--stats")
    for _ in 0..<max(1, runs) {
    let statistics: LayoutStatistics
    switch arguments[arguments.index(after: index)] {
    case "a": statistics = layoutOnce(wideTree(rows: 10_000))
    case "d-native": statistics = layoutOnce(gallery(items: 1_000, .native))
    case "d-shim": statistics = layoutOnce(gallery(items: 1_000, .shim))
    case "d-environmentShim": statistics = layoutOnce(gallery(items: 1_000, .environmentShim))
    case "c-native": statistics = layoutOnce(insetScene(items: 200, .native))
    case "c-shim": statistics = layoutOnce(insetScene(items: 200, .shim))
    case let name where smallScenes.contains { $0.name == name }:
        statistics = smallScenes.first { $0.name == name }!.layout()
    case let name where elementSteps.contains { $0.scene.name == name }:
        statistics = elementSteps.first { $0.scene.name == name }!.scene.layout()
    default: print("--profile takes a, c-native, c-shim, d-native, d-shim, d-environmentShim or a small scene (\((smallScenes.map(\.name) + elementSteps.map(\.scene.name)).joined(separator: ", ")))"); exit(2)
    }
    // `--stats`: what one layout of the workload did (passes, bodies, ...).
    if printsStatistics { print(statistics) }
    }
    exit(0)
}

if arguments.contains("--small") {
    // One line per small scene, for a driver that interleaves this program
    // with another engine's (BENCHMARKS.md: the Yoga comparison).
    let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 11
    for entry in measureSmallScenes(rounds: rounds) {
        print("\(entry.scene.name) \(String(format: "%.3f", entry.time * 1e6)) us")
    }
    exit(0)
}

if arguments.contains("--stack-probe") {
    stackProbe()
    exit(0)
}

print("\n## Goals\n")
for goal in goals {
    print("\(goal.pass ? "PASS" : "FAIL")  \(goal.name): \(goal.measured)")
}
let failed = goals.filter { !$0.pass }.count
print("\n\(goals.count - failed)/\(goals.count) goals pass\(quick ? " (--quick: reduced sizes, single runs; figures are not the benchmark's)" : "")")
if arguments.contains("--phases") {
    // Where the wide tree's time goes: building and laying out, laying out
    // again with nothing changed (placement over cached sizes), freeing.
    let clock = ContinuousClock()
    for _ in 0..<5 {
        var host: LayoutHost<_>? = LayoutHost(window: window, rootView: wideTree(rows: 10_000))
        let t1 = clock.measure { _ = host!.layout() }
        let t2 = clock.measure { _ = host!.layout() }
        let t3 = clock.measure { host = nil }
        print("build+layout \(t1)  relayout \(t2)  teardown \(t3)")
    }
}
