import Foundation
import ViewTree

/// What one fuzzed scene showed.
public struct FuzzOutcome: Sendable {
    public let scene: FuzzScene
    /// Broken invariants, one line each (empty: the scene passed).
    public let failures: [String]
    /// Layout passes of the first layout.
    public let passes: Int
    /// Views in the laid-out tree.
    public let views: Int
    /// Diagnostics of the first layout.
    public let diagnostics: [Diagnostic]
    /// The laid-out tree of the first layout.
    let tree: LaidOutView
    /// The laid-out tree of the first layout, one node a line (for failure
    /// reports). Written when asked for: the indentation makes it quadratic
    /// in depth, megabytes for the fuzzer's 4,500-level chains.
    public var dump: String { fuzzDump(tree) }

    public var passed: Bool { failures.isEmpty }

    /// A replayable report: the seed, what broke, the scene as Swift code,
    /// the diagnostics and the start of the laid-out tree.
    public var report: String {
        var lines = ["FAILED seed \(scene.seed) (replay: viewtree-fuzz --replay \(scene.seed))"]
        lines += failures.map { "  - \($0)" }
        lines.append(scene.description)
        lines.append("// diagnostics:")
        lines += diagnostics.prefix(20).map { "//   \($0)" }
        lines.append("// laid out:")
        lines += dump.split(separator: "\n").prefix(80).map { "//   \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// The invariants every scene must keep, whatever its input:
///
/// 1. No crash (the run reaches the checks at all).
/// 2. Every placed frame is finite, with a non-negative size.
/// 3. Layout stops within the pass bound (16); `.updateDidNotSettle` is
///    reported exactly when it stopped there, and always for a feedback loop
///    that is laid out.
/// 4. Invalid input is reported: a scene with an invalid value that is
///    always resolved has an `invalidDimension`,
///    `invalidContainerRelativeParameters` or `invalidWindow` diagnostic; a
///    scene without any has none of those (no false alarm), and no
///    `nonFiniteGeometry` unless it has negative or extreme lengths.
///    `.treeTooDeep` appears only for scenes nested beyond the limit.
/// 5. Containment: where a construct cannot overflow (`FuzzNode.containsChild`:
///    stacks with non-negative spacing, non-negative padding, an overlay's
///    primary, `fixedSize`, `layoutPriority`, `aspectRatio`), each generated
///    child's frame lies inside its parent's, within a pixel. By default
///    (`.idempotent`) only parents whose whole subtree is idempotent
///    (`FuzzNode.isIdempotent`) are checked; `.strict` checks every such
///    parent and finds re-proposal problems (a view placed without the
///    proposal it was measured with is proposed its frame's size, and
///    children that answer that differently overflow it).
/// 6. Determinism: the same scene laid out again gives the same tree,
///    diagnostics and pass count.
public enum FuzzChecker {
    /// `ViewGraph.Limits.maximumPasses`.
    public static let maximumPasses = 16

    /// Which parents the containment invariant checks.
    public enum Containment: String, Sendable {
        /// None.
        case off
        /// Parents whose subtree is idempotent (the default: no known failures).
        case idempotent
        /// Every parent that cannot overflow by SwiftUI's rules.
        case strict
    }

    public static func check(_ scene: FuzzScene, determinism: Bool = true, containment: Containment = .idempotent) -> FuzzOutcome {
        let result = scene.layout()
        var failures: [String] = []
        let tree = result.tree
        let views = tree.allViews
        let kinds = Set(result.diagnostics.map(\.kind))

        // 2. Finite frames.
        var nonFinite = 0
        for view in views {
            guard let frame = view.frame else { continue }
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            if !values.allSatisfy(\.isFinite) || frame.width < 0 || frame.height < 0 {
                nonFinite += 1
                if nonFinite <= 3 { failures.append("non-finite or negative frame \(frame) for \(view.kind)\(view.tag.map { " \"\($0)\"" } ?? "")") }
            }
        }

        // Without extreme input, and when layout settled, no coordinate
        // should be astronomically large. A layout stopped at the pass bound
        // (a shim's preference loop that grows each pass, e.g. flexible
        // inset content under `.shim`) only has to stay finite.
        let settled = !result.diagnostics.contains { $0.kind == .updateDidNotSettle }
        if !scene.hasExtremeValues, settled, let huge = views.first(where: { view in
            view.frame.map { f in [f.minX, f.minY, f.width, f.height].contains { abs($0) > 1e7 } } ?? false
        }) {
            failures.append("astronomical frame \(huge.frame!.fuzzDescription) for \(huge.kind)\(huge.tag.map { " \"\($0)\"" } ?? "")")
        }

        // 3. The pass bound.
        let passes = result.statistics.passes
        if passes < 1 || passes > maximumPasses {
            failures.append("\(passes) layout passes (bound: \(maximumPasses))")
        }
        if kinds.contains(.updateDidNotSettle) && passes != maximumPasses {
            failures.append(".updateDidNotSettle after \(passes) passes (expected only at the bound)")
        }
        if scene.hasReachableFeedbackLoop && !kinds.contains(.updateDidNotSettle) {
            failures.append("a feedback loop was laid out but no .updateDidNotSettle was reported")
        }

        // 4. Invalid input reported, valid input not.
        let inputKinds: Set<Diagnostic.Kind> = [.invalidDimension, .invalidContainerRelativeParameters, .invalidWindow]
        if scene.reachableInvalidValues > 0 && kinds.isDisjoint(with: inputKinds) {
            failures.append("\(scene.reachableInvalidValues) invalid value(s) were not reported")
        }
        // A container smaller than the spacing gives containerRelativeFrame a
        // negative length from valid arguments; SwiftUI logs that too.
        if scene.invalidValues == 0 && !scene.hasExtremeValues,
           let wrong = result.diagnostics.first(where: { inputKinds.contains($0.kind) && !$0.message.contains("containerRelativeFrame length") }) {
            failures.append("a scene without invalid values reported \(wrong)")
        }
        if scene.invalidValues == 0 && !scene.hasExtremeValues && !scene.hasNegativeLengths,
           let wrong = result.diagnostics.first(where: { $0.kind == .nonFiniteGeometry }) {
            failures.append("valid input produced non-finite geometry: \(wrong)")
        }
        if kinds.contains(.treeTooDeep) && !scene.mayExceedDepthLimit {
            failures.append(".treeTooDeep in a scene within the depth limit")
        }

        // 5. Containment.
        if !scene.hasExtremeValues && containment != .off {
            let tolerance = 1 / result.window.scale + 0.001
            checkContainment(scene.root, result, tolerance, strict: containment == .strict, &failures)
        }

        // 6. Determinism (the trees compared node by node, as their dumps
        // would be; the dumps are written only to show a difference).
        if determinism {
            let again = scene.layout()
            if again.statistics.passes != passes {
                failures.append("not deterministic: \(passes) passes, then \(again.statistics.passes)")
            }
            if again.diagnostics.map(\.description) != result.diagnostics.map(\.description) {
                failures.append("not deterministic: the diagnostics differ between two layouts")
            }
            if !sameDump(tree, again.tree) {
                let dump = fuzzDump(tree), dump2 = fuzzDump(again.tree)
                let first = zip(dump.split(separator: "\n"), dump2.split(separator: "\n")).first { $0 != $1 }
                failures.append("not deterministic: the laid-out trees differ\(first.map { " (\($0.0) vs \($0.1))" } ?? "")")
            }
        }

        return FuzzOutcome(scene: scene, failures: failures, passes: passes, views: views.count,
                           diagnostics: result.diagnostics, tree: tree)
    }

    /// Checks `node`'s generated children against its frame, recursively.
    static func checkContainment(_ node: FuzzNode, _ result: LayoutResult, _ tolerance: CGFloat, strict: Bool, _ failures: inout [String]) {
        let children = node.children
        if let tag = node.tag, let frame = result.frame(of: tag), strict || node.isIdempotent {
            for (index, child) in children.enumerated() where node.containsChild(at: index) {
                guard let childTag = child.tag, let childFrame = result.frame(of: childTag) else { continue }
                let outside = frame.minX - childFrame.minX > tolerance || frame.minY - childFrame.minY > tolerance
                    || childFrame.maxX - frame.maxX > tolerance || childFrame.maxY - frame.maxY > tolerance
                if outside && failures.count < 8 {
                    failures.append("\"\(childTag)\" \(childFrame.fuzzDescription) lies outside its parent \"\(tag)\" \(frame.fuzzDescription), which cannot overflow")
                }
            }
        }
        for child in children { checkContainment(child, result, tolerance, strict: strict, &failures) }
    }
}

/// Whether `fuzzDump` of the two trees is the same text, without writing it.
func sameDump(_ a: LaidOutView, _ b: LaidOutView) -> Bool {
    // Depth-first lists with each view's child count describe a tree
    // exactly; compared without recursion (the fuzzer's chains are
    // thousands of levels deep, on a test's thread).
    let first = a.allViews, second = b.allViews
    guard first.count == second.count else { return false }
    for (x, y) in zip(first, second) {
        guard x.kind == y.kind, x.tag == y.tag, x.children.count == y.children.count,
              x.frame.map(\.fuzzDescription) == y.frame.map(\.fuzzDescription) else { return false }
    }
    return true
}

/// `LaidOutView.dump()` with a number format that cannot trap.
func fuzzDump(_ tree: LaidOutView) -> String {
    // Without recursion: the chains are thousands of levels deep, and a
    // failure is dumped on the test's thread.
    var lines: [String] = []
    var pending = [(view: tree, depth: 0)]
    while let (view, depth) = pending.popLast() {
        let frame = view.frame.map(\.fuzzDescription) ?? "not placed"
        lines.append(String(repeating: "  ", count: depth) + view.kind + (view.tag.map { " \"\($0)\"" } ?? "") + " " + frame)
        pending.append(contentsOf: view.children.reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n")
}

extension CGRect {
    var fuzzDescription: String {
        func f(_ v: CGFloat) -> String {
            let r = (v * 1000).rounded() / 1000
            return r.isFinite && r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : "\(Double(v))"
        }
        return "(\(f(minX)), \(f(minY)), \(f(width)), \(f(height)))"
    }
}

/// Runs many scenes: the engine behind `viewtree-fuzz` and the fuzz tests.
public struct FuzzRun: Sendable {
    public var seed: UInt64
    public var count: Int
    public var options: FuzzOptions
    public var determinism = true
    public var containment = FuzzChecker.Containment.idempotent

    public init(seed: UInt64, count: Int, options: FuzzOptions = FuzzOptions()) {
        self.seed = seed
        self.count = count
        self.options = options
    }

    public struct Summary: Sendable, CustomStringConvertible {
        public var scenes = 0
        public var failed = 0
        public var views = 0
        public var unsettled = 0
        public var withDiagnostics = 0
        public var seconds: Double = 0
        public var failures: [FuzzOutcome] = []

        public var scenesPerSecond: Double { seconds > 0 ? Double(scenes) / seconds : 0 }

        public var description: String {
            String(format: "%d scenes, %d failed, %d views, %d with diagnostics, %d stopped at the pass bound, %.1f s (%.0f scenes/s)",
                   scenes, failed, views, withDiagnostics, unsettled, seconds, scenesPerSecond)
        }
    }

    /// Runs the scenes; `onScene` is called before each (crash reporting),
    /// `onFailure` after each failing one. Keeps at most `keep` failures.
    public func run(keep: Int = 20, onScene: (FuzzScene) -> Void = { _ in }, onFailure: (FuzzOutcome) -> Void = { _ in }) -> Summary {
        var summary = Summary()
        let start = Date()
        for index in 0..<count {
            let sceneSeed = SceneFuzzer.sceneSeed(run: seed, index: index)
            let scene = SceneFuzzer(seed: sceneSeed, options: options).makeScene()
            onScene(scene)
            let outcome = FuzzChecker.check(scene, determinism: determinism, containment: containment)
            summary.scenes += 1
            summary.views += outcome.views
            if !outcome.diagnostics.isEmpty { summary.withDiagnostics += 1 }
            if outcome.diagnostics.contains(where: { $0.kind == .updateDidNotSettle }) { summary.unsettled += 1 }
            if !outcome.passed {
                summary.failed += 1
                if summary.failures.count < keep { summary.failures.append(outcome) }
                onFailure(outcome)
            }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }
}
