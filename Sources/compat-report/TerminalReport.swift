import Foundation
import ViewTree
import Compat
import CompatVerification

/// Number and text formatting shared by the table, the pictures and the page.
enum ReportFormat {
    /// Points with at most two decimals ("30", "170.67"); huge values (a
    /// feedback loop that never settled) in scientific notation.
    static func points(_ value: CGFloat) -> String {
        if !value.isFinite { return "view missing" }
        if abs(value) >= 100_000 { return String(format: "%.1e pt", Double(value)) }
        return number(value) + " pt"
    }

    static func number(_ value: CGFloat) -> String {
        if !value.isFinite { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", Double(rounded))
    }

    static func size(_ size: CGSize) -> String { "\(number(size.width))x\(number(size.height))" }

    static func rect(_ rect: CGRect?) -> String {
        guard let rect else { return "missing" }
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        return "(" + values.map { abs($0) >= 100_000 ? String(format: "%.1e", Double($0)) : number($0) }.joined(separator: ", ") + ")"
    }

    /// "match" or "diverges 30 pt".
    static func outcome(_ comparison: BackendComparison?) -> String {
        guard let comparison else { return "-" }
        if comparison.matches { return "match" }
        return comparison.didNotSettle ? "diverges (did not settle)" : "diverges " + points(comparison.largestDifference)
    }

    static func passes(_ count: Int) -> String { "\(count) pass\(count == 1 ? "" : "es")" }

    static func label(_ backend: CompatBackend) -> String { ".\(backend)" }

    /// Diagnostics repeat when a view is sized several times; keep the first of each.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func contradictionText(_ comparison: SceneComparison) -> String {
        comparison.contradictions.map { backend, claim, result in
            "\(label(backend)) was claimed to \(claim.claimsMatch ? "match" : "diverge") but \(result.matches ? "matches" : "diverges (\(points(result.largestDifference)))")"
        }.joined(separator: "; ")
    }

    /// The catalogue's reason for a divergence, if the scene gives one.
    static func reason(_ scene: CompatScene, _ backend: CompatBackend) -> String? {
        if case .diverges(let why)? = scene.expectations[backend] { return why }
        return nil
    }
}

/// The table printed in the terminal: one line per scene, then the summary.
struct TerminalReport {
    let comparisons: [SceneComparison]
    let backends: [CompatBackend]
    /// The `--device` preset, if any.
    let device: String?
    /// Claims are made for each scene's own window; under `--device` they
    /// are reported but do not fail the run.
    let claimsApply: Bool

    var contradicting: [SceneComparison] { comparisons.filter { !$0.contradictions.isEmpty } }

    /// The columns: scene, one per strategy, the largest difference, passes.
    var header: [String] {
        ["SCENE"] + backends.map(ReportFormat.label) + ["LARGEST DIFF", "PASSES (" + (["native"] + backends.map(short)).joined(separator: "/") + ")"]
    }

    func short(_ backend: CompatBackend) -> String { backend == .environmentShim ? "env" : "\(backend)" }

    func row(_ comparison: SceneComparison) -> [String] {
        let results = backends.map { comparison.comparison(for: $0) }
        let largest = results.compactMap { $0?.largestDifference }.max() ?? 0
        let divergent = results.contains { $0?.matches == false }
        let passes = ([comparison.nativePasses] + results.map { $0?.passes ?? 0 }).map(String.init).joined(separator: "/")
        return [(comparison.contradictions.isEmpty ? "" : "!! ") + comparison.scene.name]
            + results.map { ReportFormat.outcome($0) }
            + [divergent ? ReportFormat.points(largest) : "-", passes]
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
            if !comparison.contradictions.isEmpty {
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
        let count = contradicting.count
        let claims = claimsApply ? "" : " (claims are for each scene's own window: not checked under --device)"
        parts.append((count == 1 ? "1 contradicts its claim" : "\(count) contradict their claims") + claims)
        return "Summary: " + parts.joined(separator: "; ")
    }
}
