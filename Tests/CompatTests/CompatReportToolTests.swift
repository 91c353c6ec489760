import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// The built `compat-report` executable, run as a person would: its exit
// statuses (2 for a rejected command line, 3 for a folder it cannot write,
// with the path and the cause on stderr) and its own folder for one scene.
// SwiftPM builds the executable with the tests, next to the test bundle.

/// The executable beside the test bundle (`.build/<config>/compat-report`).
@MainActor private func compatReport() -> URL? {
    var candidates: [URL] = []
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent())
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    // Tests/CompatTests/<file> -> the package root's .build/debug.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("compat-report") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

private struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
}

@MainActor private func run(_ arguments: [String], in directory: String) throws -> Run {
    let tool = try #require(compatReport(), "compat-report was not built next to the tests")
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting: a full pipe would block the tool.
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
               stderr: String(decoding: error, as: UTF8.self))
}

@MainActor @Test func compatReportExitStatuses() throws {
    let root = NSTemporaryDirectory() + "compat-report-tool-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }

    // 2: an option the command would ignore, with the reason on stderr.
    let seed = try run(["--seed", "3"], in: root)
    #expect(seed.status == 2)
    #expect(seed.stderr == "compat-report: error: --seed only applies to --generated\n")
    #expect(try run(["--generated", "-5"], in: root).stderr.contains("--generated takes a positive count, not '-5'"))

    // 3: a folder that cannot be made; the message names it and the cause.
    #expect(FileManager.default.createFile(atPath: root + "/blocker", contents: Data()))
    let blocked = try run(["--scene", "inset-top", "--output", "blocker/pictures"], in: root)
    #expect(blocked.status == 3)
    #expect(blocked.stderr == "compat-report: error: cannot create the folder blocker/pictures: blocker is a file, not a folder\n")
    #expect(blocked.stdout.contains("inset-top"))  // the table was still printed

    // 0, and one scene gets its own folder: the full report is not touched.
    // Stale pictures there go (a catalogue scene's, and one an earlier run
    // listed, since renamed); a file the tool did not write stays.
    let folder = root + "/compat-report/scenes/inset-top"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in ["crf-tabview.svg", "renamed-scene.svg", "notes.svg"] {
        #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
    }
    try "renamed-scene.svg\n".write(toFile: folder + "/.compat-report-pictures", atomically: true, encoding: .utf8)
    let one = try run(["--scene", "inset-top"], in: root)
    #expect(one.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files == [".compat-report-pictures", "index.html", "inset-top.svg", "notes.svg"])
    #expect(try String(contentsOfFile: folder + "/.compat-report-pictures", encoding: .utf8) == "inset-top.svg\n")
    #expect(!FileManager.default.fileExists(atPath: root + "/compat-report/index.html"))
    // Not a terminal: no progress line (no carriage return) in the output.
    #expect(!one.stdout.contains("\r"))
}
