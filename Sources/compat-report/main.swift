import Foundation
import ViewTree
import Compat
import CompatVerification

// `swift run compat-report`: the catalogue laid out natively and under each
// shim strategy, as a table in the terminal and pictures on disk.
// Exit status (ReportExitStatus, documented in --help): 0 (divergence is a
// published result), 1 when a scene contradicts its catalogue claim, 2 for a
// bad command line, 3 when a file cannot be written.

func fail(_ message: String, status: ReportExitStatus) -> Never {
    FileHandle.standardError.write(Data("compat-report: error: \(message)\n".utf8))
    exit(status.rawValue)
}

let options: ReportOptions
do {
    options = try ReportOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", status: .usage)
}

/// A progress line for long runs, rewritten in place; only on a terminal
/// (a pipe or a log file gets the results alone).
let showsProgress = isatty(STDOUT_FILENO) == 1
func progress(_ line: String?) {
    guard showsProgress else { return }
    // Carriage return and "erase to end of line": the next line replaces it.
    FileHandle.standardOutput.write(Data(("\r\u{1B}[K" + (line ?? "")).utf8))
}

switch options.command {
case .help:
    print(ReportOptions.usage)

case .list:
    let width = Catalogue.scenes.map(\.name.count).max() ?? 0
    for scene in Catalogue.scenes {
        print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.title)
    }

case .tree:
    for scene in options.scenes {
        let window = options.window ?? scene.window
        print("\(scene.name): \(scene.title) (\(window.name) \(ReportFormat.size(window.size)))")
        for backend in [CompatBackend.native] + options.strategy.backends {
            let result = scene.layout(backend: backend, in: window)
            print("\n== .\(backend) (\(ReportFormat.passes(result.statistics.passes)))")
            print(result.dump())
            for diagnostic in ReportFormat.unique(result.diagnostics) { print("diagnostic: \(diagnostic)") }
        }
    }

case .generated(let seed, let count):
    // In batches, so a terminal shows how far a long run (--generated 20000)
    // has come.
    var failures: [GeneratedSceneCheck.Failure] = []
    let batch = 250
    var done = 0
    while done < count {
        progress("generated scenes: \(done) of \(count) laid out, \(failures.count) differ")
        let size = min(batch, count - done)
        failures += GeneratedSceneCheck.run(firstSeed: seed &+ UInt64(done), count: size)
        done += size
    }
    progress(nil)
    for failure in failures.prefix(20) { print("\n\(failure)") }
    print("\ngenerated scenes \(seed)..<\(seed &+ UInt64(count)): \(count - failures.count) match native under .shim, \(failures.count) differ")
    if !failures.isEmpty {
        print("replay one with: swift run compat-report --replay SEED")
        exit(ReportExitStatus.contradiction.rawValue)
    }

case .replay(let seed):
    var generator = SceneGenerator(seed: seed)
    let scene = generator.makeScene()
    print(scene.source)
    for backend in [CompatBackend.native, .shim] {
        let result = scene.window.layout(scene.view(backend: backend))
        print("\n== .\(backend) (\(ReportFormat.passes(result.statistics.passes)))")
        print(result.dump())
    }

case .writeMatrix:
    let comparisons = CompatibilityMatrix.compareCatalogue()
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(CompatibilityMatrix.path)
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
        fail("cannot write \(CompatibilityMatrix.path): no Compat/ folder in \(FileManager.default.currentDirectoryPath) (run --write-matrix from the package root)", status: .io)
    }
    do {
        try ReportDirectory(path: folder.path).write(CompatibilityMatrix.markdown(comparisons), to: url.lastPathComponent)
    } catch {
        fail("\(error)", status: .io)
    }
    print("wrote \(CompatibilityMatrix.path)")
    print(CompatibilityMatrix.headline(comparisons))
    let contradicting = comparisons.filter { !$0.contradictions.isEmpty }
    for comparison in contradicting {
        print("!! \(comparison.scene.name) contradicts its claim: \(ReportFormat.contradictionText(comparison))")
    }
    exit(contradicting.isEmpty ? 0 : 1)

case .report:
    let scenes = options.scenes
    var comparisons: [SceneComparison] = []
    for (index, scene) in scenes.enumerated() {
        if scenes.count > 1 { progress("laying out \(index + 1) of \(scenes.count): \(scene.name)") }
        comparisons.append(CompatVerifier.compare(scene, backends: options.strategy.backends, window: options.window))
    }
    progress(nil)
    var report = TerminalReport(comparisons: comparisons, backends: options.strategy.backends,
                                device: options.device, claimsApply: options.window == nil)
    if options.window == nil {
        for scene in options.scenes { report.perOS[scene.name] = CompatVerifier.compareOnOlderSystems(scene) }
    }
    print(report.render())
    if options.writesPictures {
        do {
            progress("drawing \(comparisons.count) picture\(comparisons.count == 1 ? "" : "s")")
            let index = try PictureWriter(directory: options.outputDirectory, window: options.window)
                .write(comparisons, backends: options.strategy.backends, table: report)
            progress(nil)
            print("pictures: \(index) (\(comparisons.count) SVG\(comparisons.count == 1 ? "" : "s"))")
        } catch {
            progress(nil)
            fail("\(error)", status: .io)
        }
    }
    exit((report.contradicting.isEmpty || !report.claimsApply ? ReportExitStatus.success : .contradiction).rawValue)
}
