import Foundation
import ViewTree
import ViewTreeFuzzing

// viewtree-fuzz: lays out random scenes (including invalid values, deep
// nesting and updates that never settle) and checks the invariants of
// `FuzzChecker`: no crash or hang, finite frames, the pass bound, invalid
// input reported, containment where nothing may overflow, determinism.
//
//   swift run -c release viewtree-fuzz --seed 1 --count 1000000
//   swift run -c release viewtree-fuzz --replay 1234567890   (one scene, printed)
//
// Options: --seed S (default 1), --count N (default 10000), --replay SEED,
// --valid-only (no invalid/extreme values), --no-determinism (lay out once),
// --timeout SECONDS (per scene, default 20: a hang prints the scene and exits 3),
// --keep N (failures printed in full, default 5), --quiet,
// --containment off|idempotent|strict (default idempotent; strict also checks
// parents with non-idempotent children and finds the re-proposal problem),
// --threads N (N runs at once, seeds S to S+N-1, each on its own thread, as
// Swift Testing runs the fuzz tests: finds state shared between layouts).
// Exit status: 0 all passed, 1 some failed, 2 bad arguments, 3 a scene hung.

struct Arguments {
    var seed: UInt64 = 1
    var count = 10_000
    var replay: UInt64?
    var validOnly = false
    var determinism = true
    var timeout: Double = 20
    var keep = 5
    var quiet = false
    var containment = FuzzChecker.Containment.idempotent
    var threads = 1
}

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("viewtree-fuzz: \(message)\nusage: viewtree-fuzz [--seed S] [--count N] [--replay SEED] [--valid-only] [--no-determinism] [--timeout SECONDS] [--keep N] [--quiet] [--containment off|idempotent|strict] [--threads N]\n".utf8))
    exit(2)
}

func parse() -> Arguments {
    var arguments = Arguments()
    var iterator = CommandLine.arguments.dropFirst().makeIterator()
    func value(_ name: String) -> String {
        guard let value = iterator.next() else { usage("\(name) needs a value") }
        return value
    }
    while let argument = iterator.next() {
        switch argument {
        case "--seed":
            guard let seed = UInt64(value(argument)) else { usage("--seed takes an unsigned integer") }
            arguments.seed = seed
        case "--count":
            guard let count = Int(value(argument)), count >= 0 else { usage("--count takes a non-negative integer") }
            arguments.count = count
        case "--replay":
            guard let seed = UInt64(value(argument)) else { usage("--replay takes a scene seed") }
            arguments.replay = seed
        case "--valid-only": arguments.validOnly = true
        case "--no-determinism": arguments.determinism = false
        case "--timeout":
            guard let seconds = Double(value(argument)), seconds > 0 else { usage("--timeout takes seconds > 0") }
            arguments.timeout = seconds
        case "--keep":
            guard let keep = Int(value(argument)) else { usage("--keep takes an integer") }
            arguments.keep = keep
        case "--quiet": arguments.quiet = true
        case "--containment":
            guard let mode = FuzzChecker.Containment(rawValue: value(argument)) else { usage("--containment takes off, idempotent or strict") }
            arguments.containment = mode
        case "--threads":
            guard let threads = Int(value(argument)), (1...64).contains(threads) else { usage("--threads takes 1 to 64") }
            arguments.threads = threads
        case "--help", "-h": usage("help")
        default: usage("unknown argument \(argument)")
        }
    }
    return arguments
}

/// Failures counted by the threads of `--threads`, under their lock.
final class FailureCount: @unchecked Sendable { var value = 0 }

/// Exits with the scene printed when one scene takes longer than `timeout`.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started = Date()
    private var scene = ""
    private let timeout: Double

    init(timeout: Double) {
        self.timeout = timeout
        let thread = Thread { [unowned self] in self.watch() }
        thread.start()
    }

    func begin(_ scene: String) {
        lock.lock()
        started = Date()
        self.scene = scene
        lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: min(1, timeout / 4))
            lock.lock()
            let elapsed = Date().timeIntervalSince(started)
            let scene = self.scene
            lock.unlock()
            if elapsed > timeout {
                FileHandle.standardError.write(Data("viewtree-fuzz: HANG: a scene took more than \(timeout) s\n\(scene)\n".utf8))
                exit(3)
            }
        }
    }
}

let arguments = parse()
let options = arguments.validOnly ? FuzzOptions.validOnly : FuzzOptions()
FuzzCrashReporter.install()

if let sceneSeed = arguments.replay {
    let scene = SceneFuzzer(seed: sceneSeed, options: options).makeScene()
    FuzzCrashReporter.setCurrent(scene.description)
    print(scene)
    let outcome = FuzzChecker.check(scene, determinism: arguments.determinism, containment: arguments.containment)
    print("// passes: \(outcome.passes), views: \(outcome.views)")
    for diagnostic in outcome.diagnostics { print("// \(diagnostic)") }
    print(outcome.dump.split(separator: "\n").map { "//   \($0)" }.joined(separator: "\n"))
    if outcome.passed {
        print("PASSED seed \(sceneSeed)")
        exit(0)
    }
    print(outcome.report)
    exit(1)
}

if arguments.threads > 1 {
    // Several runs at once, each on a thread of its own with its own
    // watchdog; the crash reporter names each thread's scene.
    let lock = NSLock()
    let failed = FailureCount()
    let group = DispatchGroup()
    // (Made here: a watchdog's thread outlives the run, and holds it unretained.)
    let watchdogs = (0..<arguments.threads).map { _ in Watchdog(timeout: arguments.timeout) }
    for offset in 0..<arguments.threads {
        group.enter()
        let thread = Thread {
            let seed = arguments.seed &+ UInt64(offset)
            let watchdog = watchdogs[offset]
            var run = FuzzRun(seed: seed, count: arguments.count, options: options)
            run.determinism = arguments.determinism
            run.containment = arguments.containment
            let summary = run.run(keep: arguments.keep, onScene: { scene in
                let text = scene.description
                FuzzCrashReporter.setCurrent(text)
                watchdog.begin(text)
            }, onFailure: { outcome in
                lock.lock()
                print("FAILED seed \(outcome.scene.seed) (run \(seed)): \(outcome.failures.first ?? "")")
                lock.unlock()
            })
            lock.lock()
            print("viewtree-fuzz: seed \(seed): \(summary)")
            failed.value += summary.failed
            lock.unlock()
            group.leave()
        }
        thread.start()
    }
    // The main thread serves the main queue, where the runs' layouts go
    // (layouts are main-actor isolated: `Window.layout(_:)`); it exits when
    // the last run is done.
    group.notify(queue: .main) { exit(failed.value == 0 ? 0 : 1) }
    dispatchMain()
}

let watchdog = Watchdog(timeout: arguments.timeout)
var run = FuzzRun(seed: arguments.seed, count: arguments.count, options: options)
run.determinism = arguments.determinism
run.containment = arguments.containment
var printed = 0
let progressEvery = max(1, arguments.count / 20)
var index = 0
let started = Date()
let summary = run.run(keep: arguments.keep, onScene: { scene in
    let text = scene.description
    FuzzCrashReporter.setCurrent(text)
    watchdog.begin(text)
    index += 1
    if !arguments.quiet, index % progressEvery == 0 {
        let elapsed = Date().timeIntervalSince(started)
        FileHandle.standardError.write(Data(String(format: "viewtree-fuzz: %d/%d scenes, %.0f scenes/s\n", index, arguments.count, Double(index) / max(elapsed, 1e-9)).utf8))
    }
}, onFailure: { outcome in
    if printed < arguments.keep {
        print(outcome.report)
        print("")
    } else {
        print("FAILED seed \(outcome.scene.seed): \(outcome.failures.first ?? "")")
    }
    printed += 1
})
print("viewtree-fuzz: seed \(arguments.seed): \(summary)")
exit(summary.failed == 0 ? 0 : 1)
