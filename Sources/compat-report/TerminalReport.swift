import Foundation
import ViewTree
import Compat
import CompatVerification

struct TerminalReport {
    let comparisons: [SceneComparison]
    let backends: [CompatBackend]
    /// The `--device` preset, if any.
    let device: String?
    /// Claims are made for each scene's own window; under `--device` they
    /// are reported but do not fail the run.
    let claimsApply: Bool
    /// `.automatic` on each of `olderSystems`, by scene name (empty under
    /// `--device`: the per-OS question is asked in each scene's own window).
    var perOS: [String: [OSComparison]] = [:]

    var contradicting: [SceneComparison] { comparisons.filter { !$0.contradictions.isEmpty } }

    /// The columns: scene, one per strategy, the largest difference, passes.
    var header: [String] {
        ["SCENE"] + backends.map(ReportFormat.label) + ["LARGEST DIFF"]
            + (perOS.isEmpty ? [] : olderSystems.map { "AUTO iOS \($0.major)" })
            + ["PASSES (" + (["native"] + backends.map(short)).joined(separator: "/") + ")"]
    }

    /// A per-OS cell: the strategy `.automatic` runs, short, and the outcome.
    func osCell(_ result: OSComparison?) -> String {
        guard let result, let comparison = result.comparison else { return "n/a" }
        let names: [CompatStrategy: String] = [.native: "nat", .safeAreaInsets: "sai", .padding: "pad", .environment: "env", .detector: "det"]
        let strategy = [result.safeAreaInsetStrategy, result.containerRelativeFrameStrategy, result.safeAreaPaddingStrategy].compactMap { $0.flatMap { names[$0] } }
        let outcome = result.availabilityDiagnostics.isEmpty ? (comparison.matches ? "match" : "diff") : "UNAVAILABLE"
        return (strategy.isEmpty ? "" : strategy.joined(separator: "+") + " ") + outcome
    }

    func short(_ backend: CompatBackend) -> String { backend == .environmentShim ? "env" : "\(backend)" }

    func row(_ comparison: SceneComparison) -> [String] {
        let results = backends.map { comparison.comparison(for: $0) }
        let passes = ([comparison.nativePasses] + results.map { $0?.passes ?? 0 }).map(String.init).joined(separator: "/")
        return [(comparison.contradictions.isEmpty || !claimsApply ? "" : "!! ") + comparison.scene.name]
            + backends.map { ReportFormat.outcome(comparison, $0, claimsApply: claimsApply) }
            + [ReportFormat.largestDifference(results.compactMap { $0 })]
            + (perOS.isEmpty ? [] : olderSystems.indices.map { osCell(perOS[comparison.scene.name]?[$0]) })
            + [passes]
    }

    func render() -> String {
        var lines: [String] = []
        if let device { lines.append("Device: \(device) (every scene laid out in this preset instead of its own window)\n") }
        let rows = [header] + comparisons.map(row)
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        lines.append("")
        var notes: [String] = []
        for comparison in comparisons {
            if !comparison.contradictions.isEmpty, claimsApply {
                notes.append("!! \(comparison.scene.name): \(ReportFormat.contradictionText(comparison))")
            }
            let diagnostics = ReportFormat.unique(comparison.nativeDiagnostics)
            if let first = diagnostics.first {
                let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
                notes.append("   \(comparison.scene.name): native reports \(first.kind.rawValue)\(more); see --tree \(comparison.scene.name)")
            }
        }
        if !notes.isEmpty { lines += notes + [""] }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    var summary: String {
        var parts = ["\(comparisons.count) scene\(comparisons.count == 1 ? "" : "s")"]
        for backend in backends {
            let matched = comparisons.filter { $0.comparison(for: backend)?.matches == true }.count
            parts.append("\(ReportFormat.label(backend)): \(matched) match, \(comparisons.count - matched) diverge")
        }
        if !perOS.isEmpty {
            parts.append("AUTO (.automatic on that iOS vs native \(OSVersion.latest)): " + CompatibilityMatrix.perOSHeadline(comparisons.compactMap { perOS[$0.scene.name] }))
        }
        let count = contradicting.count
        let claims = claimsApply ? "" : " (claims are for each scene's own window: not checked under --device)"
        parts.append((count == 1 ? "1 contradicts its claim" : "\(count) contradict their claims") + claims)
        return "Summary: " + parts.joined(separator: "; ")
    }
}
