import Foundation
import Testing

// The house rule (issue 30): one public type per file, the file named after
// the type; a type's own extensions, its View or modifier methods and the
// internal helpers only it uses go with it. Nested types (`Edge.Set`) stay
// with their outer type, and a `public typealias` is not a type.

/// A public top-level type declared at the start of a line.
private let publicTypeDeclaration =
    #"^(nonisolated |@[A-Za-z_]+(\([^)]*\))? )*public (struct|enum|final class|class|protocol|actor) "#

/// The folders the rule covers, relative to the package root.
private let scannedFolders = ["Sources/ViewTree", "Compat", "Sources/CompatTesting", "CompatMigration"]

/// The files declaring more than one public type: none. A file that needs
/// an exception is listed here with why; the list must only shrink.
private let notYetSplit: Set<String> = []

@Test func eachFileDeclaresAtMostOnePublicType() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let pattern = try Regex(publicTypeDeclaration)
    var scanned = 0
    var counts: [String: Int] = [:]
    for folder in scannedFolders {
        let directory = root.appendingPathComponent(folder)
        #expect(FileManager.default.fileExists(atPath: directory.path), "no folder \(folder) in the package")
        let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            scanned += 1
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let count = lines.filter { $0.firstMatch(of: pattern) != nil }.count
            if count > 1 { counts[file.path.replacingOccurrences(of: root.path + "/", with: ""), default: 0] += count }
        }
    }
    #expect(scanned > 200, "the scan found \(scanned) files")
    let offending = counts.keys.filter { !notYetSplit.contains($0) }.sorted()
    #expect(offending.isEmpty, """
        more than one public type in a file (one public type per file, named after it): \
        \(offending.map { "\($0) (\(counts[$0]!))" }.joined(separator: ", "))
        """)
    let split = notYetSplit.filter { counts[$0] == nil }.sorted()
    #expect(split.isEmpty, "split or gone, to remove from the allow-list (it only shrinks): \(split.joined(separator: ", "))")
}
