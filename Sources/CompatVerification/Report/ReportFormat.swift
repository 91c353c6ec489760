import Foundation
import ViewTree
import Compat

/// Number and text formatting shared by the table, the pictures and the page.
public enum ReportFormat {
    /// Points with at most two decimals ("30", "170.67"). A value of
    /// 100,000 pt or more only comes from a feedback loop that grew a frame
    /// until the pass bound: it reads "did not settle", not "1.5e+10 pt".
    public static func points(_ value: CGFloat) -> String {
        if !value.isFinite { return "view missing" }
        if abs(value) >= runaway { return "did not settle" }
        return number(value) + " pt"
    }

    /// Frame values from this size up come from a layout that did not settle.
    public static let runaway: CGFloat = 100_000

    /// The largest difference of a scene's strategies, for the table:
    /// "did not settle" when one of them did not, "-" when all match.
    public static func largestDifference(_ results: [BackendComparison]) -> String {
        guard results.contains(where: { !$0.matches }) else { return "-" }
        if results.contains(where: { !$0.matches && $0.didNotSettle }) { return "did not settle" }
        return points(results.map(\.largestDifference).max() ?? 0)
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

    /// How a strategy's outcome relates to the scene's claim.
    public enum Verdict: Sendable, Equatable {
        /// Matches native, as claimed.
        case match
        /// Diverges, as the catalogue publishes (a result, not a failure).
        case publishedDivergence
        /// Diverges although the scene claims a match: a failure.
        case unexpectedDivergence
        /// Matches although the scene claims a divergence: a failure (the
        /// catalogue is stale).
        case unexpectedMatch
        /// Diverges where claims are not checked (another device's window).
        case uncheckedDivergence

        /// A failure of the run (exit status 1).
        public var isFailure: Bool { self == .unexpectedDivergence || self == .unexpectedMatch }
    }

    /// The verdict for `backend` (nil when it was not compared). With
    /// `claimsApply` false (`--device`) a divergence is neither published
    /// nor a failure: the claims are for each scene's own window.
    public static func verdict(_ comparison: SceneComparison, _ backend: CompatBackend, claimsApply: Bool = true) -> Verdict? {
        guard let result = comparison.comparison(for: backend) else { return nil }
        let claim = comparison.scene.expectations[backend]
        guard claimsApply, let claim else { return result.matches ? .match : .uncheckedDivergence }
        switch (claim.claimsMatch, result.matches) {
        case (true, true): return .match
        case (false, false): return .publishedDivergence
        case (true, false): return .unexpectedDivergence
        case (false, true): return .unexpectedMatch
        }
    }

    /// The outcome in words, with the claim: "match", "diverges 30 pt"
    /// (published or unchecked), "UNEXPECTED: diverges 30 pt",
    /// "UNEXPECTED: match".
    public static func outcome(_ comparison: SceneComparison, _ backend: CompatBackend, claimsApply: Bool = true) -> String {
        guard let verdict = verdict(comparison, backend, claimsApply: claimsApply) else { return "-" }
        let words = outcome(comparison.comparison(for: backend))
        return verdict.isFailure ? "UNEXPECTED: " + words : words
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
            "\(label(backend)) was claimed to \(claim.claimsMatch ? "match" : "diverge") but \(result.matches ? "matches" : "diverges (\(result.didNotSettle ? "did not settle" : points(result.largestDifference)))")"
        }.joined(separator: "; ")
    }

    /// The catalogue's reason for a divergence, if the scene gives one.
    public static func reason(_ scene: CompatScene, _ backend: CompatBackend) -> String? {
        if case .diverges(let why)? = scene.expectations[backend] { return why }
        return nil
    }
}

/// The table printed in the terminal: one line per scene, then the summary.
