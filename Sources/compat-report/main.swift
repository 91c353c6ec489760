import Foundation
import ViewTree
import Compat
import CompatVerification

// `swift run compat-report`: the catalogue laid out natively and under each
// shim strategy, as a table in the terminal and pictures on disk.
// Exit status: 0 (divergence is a published result), 1 when a scene
// contradicts its catalogue claim, 2 for a bad command line.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("compat-report: error: \(message)\n".utf8))
    exit(status)
}

let options: ReportOptions
do {
    options = try ReportOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", status: 2)
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
    let failures = GeneratedSceneCheck.run(firstSeed: seed, count: count)
    for failure in failures.prefix(20) { print("\n\(failure)") }
    print("\ngenerated scenes \(seed)..<\(seed &+ UInt64(count)): \(count - failures.count) match native under .shim, \(failures.count) differ")
    if !failures.isEmpty {
        print("replay one with: swift run compat-report --replay SEED")
        exit(1)
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
    guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) else {
        fail("no Compat/ directory here: run --write-matrix from the package root", status: 1)
    }
    do {
        try CompatibilityMatrix.markdown(comparisons).write(to: url, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(CompatibilityMatrix.path): \(error.localizedDescription)", status: 1)
    }
    print("wrote \(CompatibilityMatrix.path)")
    print(CompatibilityMatrix.headline(comparisons))
    let contradicting = comparisons.filter { !$0.contradictions.isEmpty }
    for comparison in contradicting {
        print("!! \(comparison.scene.name) contradicts its claim: \(ReportFormat.contradictionText(comparison))")
    }
    exit(contradicting.isEmpty ? 0 : 1)

case .report:
    let comparisons = options.scenes.map {
        CompatVerifier.compare($0, backends: options.strategy.backends, window: options.window)
    }
    var report = TerminalReport(comparisons: comparisons, backends: options.strategy.backends,
                                device: options.device, claimsApply: options.window == nil)
    if options.window == nil {
        for scene in options.scenes { report.perOS[scene.name] = CompatVerifier.compareOnOlderSystems(scene) }
    }
    print(report.render())
    if options.writesPictures {
        do {
            _ = try PictureWriter(directory: options.outputDirectory, window: options.window)
                .write(comparisons, backends: options.strategy.backends, table: report)
            print("pictures: \(options.outputDirectory)/index.html (\(comparisons.count) SVG\(comparisons.count == 1 ? "" : "s"))")
        } catch {
            fail("cannot write pictures to \(options.outputDirectory): \(error.localizedDescription)", status: 1)
        }
    }
    exit(report.contradicting.isEmpty || !report.claimsApply ? 0 : 1)
}
