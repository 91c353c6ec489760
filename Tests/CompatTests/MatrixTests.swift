import Foundation
import Testing
import CompatVerification

/// The committed matrix must be what the catalogue produces now.
@MainActor @Test func committedMatrixIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent(CompatibilityMatrix.path)
    let generated = CompatibilityMatrix.markdown(CompatibilityMatrix.compareCatalogue())
    if ProcessInfo.processInfo.environment["WRITE_COMPAT_MATRIX"] == "1" {
        try generated.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == generated, "Compat/COMPATIBILITY.md is stale: run `swift run compat-report --write-matrix` and commit it")
}
