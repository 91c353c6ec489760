import Foundation
import ViewTree
import Compat
import CompatVerification

/// Writes one SVG per scene and an index.html showing them all with the table.
struct PictureWriter {
    let directory: String
    /// The `--device` window, if any.
    let window: Window?

    /// The list of pictures the last run wrote in the folder.
    static let manifest = ".compat-report-pictures"

    /// Returns the path of index.html. Pictures this run does not draw are
    /// removed, so the folder never shows a stale one beside the new index:
    /// those of catalogue scenes, and those an earlier run listed in the
    /// folder's manifest (a scene since renamed). Other files in a folder
    /// given with --output are left alone.
    @MainActor
    func write(_ comparisons: [SceneComparison], backends: [CompatBackend], table: TerminalReport) throws(ReportIOError) -> String {
        let folder = ReportDirectory(path: directory)
        try folder.create()
        let drawn = comparisons.map(fileName)
        let earlier = (folder.read(Self.manifest) ?? "").split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix(".svg") && !$0.contains("/") }
        let stale = Set(Catalogue.scenes.map { $0.name + ".svg" } + earlier).subtracting(drawn)
        try folder.removeStale(stale.sorted())
        for comparison in comparisons {
            let picture = ScenePicture(comparison: comparison, backends: backends, window: window)
            try folder.write(picture.svg(), to: fileName(comparison))
        }
        try folder.write(drawn.joined(separator: "\n") + "\n", to: Self.manifest)
        try folder.write(html(comparisons, backends: backends, table: table), to: "index.html")
        return folder.file("index.html")
    }

    func fileName(_ comparison: SceneComparison) -> String { comparison.scene.name + ".svg" }

    func html(_ comparisons: [SceneComparison], backends: [CompatBackend], table: TerminalReport) -> String {
        func h(_ string: String) -> String { escapeXML(string) }
        var rows: [String] = []
        for comparison in comparisons {
            let cells = table.row(comparison)
            var html = "<tr\(comparison.contradictions.isEmpty || !table.claimsApply ? "" : " class=\"contradiction\"")>"
            html += "<td><a href=\"#\(h(comparison.scene.name))\"><code>\(h(comparison.scene.name))</code></a></td>"
            html += "<td>\(h(comparison.scene.title))</td>"
            for (backend, cell) in zip(backends, cells.dropFirst()) {
                let verdict = ReportFormat.verdict(comparison, backend, claimsApply: table.claimsApply)
                let style = verdict == .match ? "match" : verdict?.isFailure == true ? "failure" : "diverges"
                html += "<td class=\"\(style)\">\(h(cell))</td>"
            }
            // The columns after the strategies (largest difference, per-OS, passes).
            html += cells.dropFirst(1 + backends.count).map { "<td>\(h($0))</td>" }.joined()
            html += "</tr>"
            rows.append(html)
        }
        var sections: [String] = []
        for comparison in comparisons {
            let scene = comparison.scene
            var reasons: [String] = []
            for backend in backends where comparison.comparison(for: backend)?.matches == false {
                if let why = ReportFormat.reason(scene, backend) { reasons.append("<li><code>\(h(ReportFormat.label(backend)))</code>: \(h(why))</li>") }
            }
            sections.append("""
            <section id="\(h(scene.name))">
              <h2><code>\(h(scene.name))</code> — \(h(scene.title))</h2>
              <p class="source">\(h(scene.source))</p>
              \(reasons.isEmpty ? "" : "<ul>\(reasons.joined())</ul>")
              <img src="\(h(fileName(comparison)))" alt="\(h(scene.name)): native and shims side by side">
            </section>
            """)
        }
        let header = table.header.enumerated().map { index, title in
            index == 0 ? "<th>\(h(title))</th><th>Title</th>" : "<th>\(h(title))</th>"
        }.joined()
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>compat-report: safeAreaInset and containerRelativeFrame shims against native</title>
        <style>
          body { font-family: -apple-system, BlinkMacSystemFont, "Helvetica Neue", Helvetica, Arial, "PingFang SC", "Noto Sans", "Noto Sans CJK SC", "DejaVu Sans", sans-serif; margin: 2em; color: #111; max-width: 1400px; }
          table { border-collapse: collapse; font-size: 13px; }
          th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
          th { background: #f3f3f3; }
          td.match { color: #1a7f37; }
          td.diverges { color: #b35c00; }
          td.failure { color: #d00000; font-weight: bold; }
          tr.contradiction { background: #ffe5e5; }
          section { margin-top: 2.5em; border-top: 1px solid #ddd; }
          .source { color: #555; font-size: 13px; }
          img { max-width: 100%; border: 1px solid #eee; }
        </style>
        </head>
        <body>
        <h1>Compat report</h1>
        <p>Each scene of the built-in catalogue laid out natively and under each shim strategy\(window.map { " in the \(h($0.name)) preset" } ?? " in its own window"); a tagged view "matches" when every edge is within one pixel of native. A divergence the catalogue claims (amber) is a published result; an outcome that contradicts the claim (red, "UNEXPECTED") is a failure. See <code>Compat/COMPATIBILITY.md</code> for the matrix.</p>
        <p><strong>\(h(table.summary))</strong></p>
        <table>
        <tr>\(header)</tr>
        \(rows.joined(separator: "\n"))
        </table>
        \(sections.joined(separator: "\n"))
        </body>
        </html>

        """
    }
}
