import Foundation
import ViewTree
import Compat

/// Number and text formatting shared by the table, the pictures and the page.
public enum ReportFormat {
    /// Points with at most two decimals ("30", "170.67"); huge values (a
    /// feedback loop that never settled) in scientific notation.
    public static func points(_ value: CGFloat) -> String {
        if !value.isFinite { return "view missing" }
        if abs(value) >= 100_000 { return String(format: "%.1e pt", Double(value)) }
        return number(value) + " pt"
    }

    public static func number(_ value: CGFloat) -> String {
        if !value.isFinite { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", Double(rounded))
    }

    public static func size(_ size: CGSize) -> String { "\(number(size.width))x\(number(size.height))" }

    public static func rect(_ rect: CGRect?) -> String {
        guard let rect else { return "missing" }
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        return "(" + values.map { abs($0) >= 100_000 ? String(format: "%.1e", Double($0)) : number($0) }.joined(separator: ", ") + ")"
    }

    /// "match" or "diverges 30 pt".
    public static func outcome(_ comparison: BackendComparison?) -> String {
        guard let comparison else { return "-" }
        if comparison.matches { return "match" }
        return comparison.didNotSettle ? "diverges (did not settle)" : "diverges " + points(comparison.largestDifference)
    }

    public static func passes(_ count: Int) -> String { "\(count) pass\(count == 1 ? "" : "es")" }

    public static func label(_ backend: CompatBackend) -> String { ".\(backend)" }

    /// Diagnostics repeat when a view is sized several times; keep the first of each.
    public static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    public static func contradictionText(_ comparison: SceneComparison) -> String {
        comparison.contradictions.map { backend, claim, result in
            "\(label(backend)) was claimed to \(claim.claimsMatch ? "match" : "diverge") but \(result.matches ? "matches" : "diverges (\(points(result.largestDifference)))")"
        }.joined(separator: "; ")
    }

    /// The catalogue's reason for a divergence, if the scene gives one.
    public static func reason(_ scene: CompatScene, _ backend: CompatBackend) -> String? {
        if case .diverges(let why)? = scene.expectations[backend] { return why }
        return nil
    }
}

/// The table printed in the terminal: one line per scene, then the summary.
