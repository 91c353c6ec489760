import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// `compat-report`'s command line (ReportOptions): every accepted form, every
// rejection the tool turns into exit status 2, and the exit statuses.

@MainActor @Test func reportOptionsDefaults() throws {
    let options = try ReportOptions.parse([])
    #expect(options.command == .report)
    #expect(options.scene == nil && options.device == nil)
    #expect(options.strategy == .all)
    #expect(options.strategy.backends == [.shim, .environmentShim])
    #expect(options.outputDirectory == "compat-report")
    #expect(options.writesPictures)
    #expect(options.scenes.count == Catalogue.scenes.count)
    #expect(options.window == nil)
}

@MainActor @Test func reportOptionsAccepted() throws {
    let options = try ReportOptions.parse(["--scene", "inset-top", "--device", "ipad-landscape", "--strategy", "shim",
                                           "--output", "/tmp/out", "--no-pictures"])
    #expect(options.command == .report)
    #expect(options.scenes.map(\.name) == ["inset-top"])
    #expect(options.window?.name == Window.iPadLandscape.name)
    #expect(options.strategy.backends == [.shim])
    #expect(options.outputDirectory == "/tmp/out")
    #expect(!options.writesPictures)

    #expect(try ReportOptions.parse(["--strategy=environmentShim"]).strategy.backends == [.environmentShim])
    #expect(try ReportOptions.parse(["--list"]).command == .list)
    #expect(try ReportOptions.parse(["--help"]).command == .help)
    #expect(try ReportOptions.parse(["-h"]).command == .help)
    #expect(try ReportOptions.parse(["--write-matrix"]).command == .writeMatrix)
    let tree = try ReportOptions.parse(["--tree", "crf-tabview", "--strategy", "all"])
    #expect(tree.command == .tree("crf-tabview"))
    #expect(tree.scenes.map(\.name) == ["crf-tabview"])
}

@MainActor @Test func reportOptionsRejected() {
    #expect(throws: ReportOptionsError.unknownOption("--bogus")) { try ReportOptions.parse(["--bogus"]) }
    #expect(throws: ReportOptionsError.unknownOption("inset-top")) { try ReportOptions.parse(["inset-top"]) }
    #expect(throws: ReportOptionsError.unknownScene("nope")) { try ReportOptions.parse(["--scene", "nope"]) }
    #expect(throws: ReportOptionsError.unknownScene("nope")) { try ReportOptions.parse(["--tree", "nope"]) }
    #expect(throws: ReportOptionsError.unknownDevice("iphone-99")) { try ReportOptions.parse(["--device", "iphone-99"]) }
    #expect(throws: ReportOptionsError.missingValue("--scene")) { try ReportOptions.parse(["--scene"]) }
    #expect(throws: ReportOptionsError.missingValue("--output")) { try ReportOptions.parse(["--output", "--no-pictures"]) }
    #expect(throws: ReportOptionsError.unexpectedValue("--list")) { try ReportOptions.parse(["--list=yes"]) }
    #expect(throws: ReportOptionsError.invalidValue(option: "--strategy", value: "native", allowed: ["shim", "environmentShim", "all"])) {
        try ReportOptions.parse(["--strategy", "native"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--list", "--write-matrix"])) { try ReportOptions.parse(["--list", "--write-matrix"]) }
    #expect(throws: ReportOptionsError.conflicting(["--write-matrix", "--device"])) {
        try ReportOptions.parse(["--write-matrix", "--device", "ipad"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--tree", "--scene"])) {
        try ReportOptions.parse(["--tree", "inset-top", "--scene", "inset-top"])
    }
}

@MainActor @Test func reportOptionsErrorsNameTheAlternatives() {
    let scene = ReportOptionsError.unknownScene("nope").description
    #expect(scene.contains("inset-top") && scene.contains("--list"))
    let device = ReportOptionsError.unknownDevice("x").description
    #expect(Window.presets.allSatisfy { device.contains($0.name) })
    #expect(ReportOptions.usage.contains("--write-matrix"))
}

@MainActor @Test func reportOptionsGeneratedScenes() throws {
    // --seed may come before or after --generated; the default seed is 1.
    #expect(try ReportOptions.parse(["--generated", "500"]).command == .generated(seed: 1, count: 500))
    #expect(try ReportOptions.parse(["--generated", "20", "--seed", "77"]).command == .generated(seed: 77, count: 20))
    #expect(try ReportOptions.parse(["--seed=9", "--generated=3"]).command == .generated(seed: 9, count: 3))
    #expect(try ReportOptions.parse(["--replay", "42"]).command == .replay(seed: 42))
    #expect(throws: ReportOptionsError.invalidValue(option: "--generated", value: "0", allowed: ["a positive count"])) {
        try ReportOptions.parse(["--generated", "0"])
    }
    #expect(throws: ReportOptionsError.invalidValue(option: "--generated", value: "-5", allowed: ["a positive count"])) {
        try ReportOptions.parse(["--generated", "-5"])
    }
    #expect(throws: ReportOptionsError.invalidValue(option: "--seed", value: "-3", allowed: ["an unsigned integer"])) {
        try ReportOptions.parse(["--seed", "-3"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--generated", "--list"])) {
        try ReportOptions.parse(["--generated", "5", "--list"])
    }
}

@MainActor @Test func reportOptionsOwnFolders() throws {
    // A narrower run writes beside the full report, never over it.
    #expect(try ReportOptions.parse(["--scene", "inset-top"]).outputDirectory == "compat-report/scenes/inset-top")
    #expect(try ReportOptions.parse(["--device", "ipad"]).outputDirectory == "compat-report/ipad")
    #expect(try ReportOptions.parse(["--device", "ipad", "--scene", "inset-top"]).outputDirectory == "compat-report/ipad/scenes/inset-top")
    #expect(try ReportOptions.parse(["--scene", "inset-top", "--output", "out"]).outputDirectory == "out")
    #expect(try ReportOptions.parse(["--strategy", "shim"]).outputDirectory == "compat-report")
}

@MainActor @Test func reportOptionsRejectIgnoredOptions() throws {
    // Options the chosen command would silently ignore.
    #expect(throws: ReportOptionsError.needs(option: "--seed", command: "--generated")) { try ReportOptions.parse(["--seed", "3"]) }
    #expect(throws: ReportOptionsError.needs(option: "--seed", command: "--generated")) { try ReportOptions.parse(["--replay", "4", "--seed", "3"]) }
    #expect(throws: ReportOptionsError.conflicting(["--generated", "--strategy"])) {
        try ReportOptions.parse(["--generated", "5", "--strategy", "shim"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--write-matrix", "--output"])) {
        try ReportOptions.parse(["--write-matrix", "--output", "x"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--write-matrix", "--no-pictures"])) {
        try ReportOptions.parse(["--no-pictures", "--write-matrix"])
    }
    #expect(throws: ReportOptionsError.conflicting(["--list", "--device"])) { try ReportOptions.parse(["--list", "--device", "ipad"]) }
    #expect(throws: ReportOptionsError.conflicting(["--tree", "--output"])) { try ReportOptions.parse(["--tree", "inset-top", "--output", "x"]) }
    #expect(throws: ReportOptionsError.conflicting(["--replay", "--scene"])) { try ReportOptions.parse(["--replay", "1", "--scene", "inset-top"]) }
    // --tree takes the window and the strategies it prints.
    #expect(try ReportOptions.parse(["--tree", "inset-top", "--device", "ipad", "--strategy", "shim"]).command == .tree("inset-top"))
    // --help wins: a confused person gets the usage, not an error.
    #expect(try ReportOptions.parse(["--seed", "3", "--help"]).command == .help)
}

@MainActor @Test func reportOptionsErrorWording() {
    #expect(ReportOptionsError.invalidValue(option: "--generated", value: "-5", allowed: ["a positive count"]).description
            == "--generated takes a positive count, not '-5'")
    #expect(ReportOptionsError.invalidValue(option: "--strategy", value: "native", allowed: ["shim", "environmentShim", "all"]).description
            == "--strategy takes one of shim, environmentShim, all, not 'native'")
    #expect(ReportOptionsError.needs(option: "--seed", command: "--generated").description == "--seed only applies to --generated")
    let matrix = ReportOptionsError.conflicting(["--write-matrix", "--output"]).description
    #expect(matrix.hasPrefix("--write-matrix and --output cannot be combined: ") && matrix.contains("Compat/COMPATIBILITY.md"))
}

@MainActor @Test func reportExitStatuses() {
    // Documented in --help and the README: 0, 1, 2 (command line), 3 (files).
    #expect(ReportExitStatus.success.rawValue == 0 && ReportExitStatus.contradiction.rawValue == 1)
    #expect(ReportExitStatus(for: ReportOptionsError.unknownOption("--x")) == .usage)
    #expect(ReportExitStatus.usage.rawValue == 2)
    #expect(ReportExitStatus(for: ReportIOError(action: "write", path: "/x", cause: "Permission denied")) == .io)
    #expect(ReportExitStatus.io.rawValue == 3)
    #expect(ReportExitStatus(for: CocoaError(.fileNoSuchFile)) == nil)
    for line in ["0  every scene", "1  a scene contradicts", "2  a bad command line", "3  a file could not be written"] {
        #expect(ReportOptions.usage.contains(line), "usage lacks \(line)")
    }
}

/// `--os V`: generated scenes written for iOS V and laid out on it under
/// `.automatic` (`GeneratedSceneCheck.run(firstSeed:count:on:)`).
@MainActor @Test func reportOptionsGeneratedOnAnOlderSystem() throws {
    let options = try ReportOptions.parse(["--generated", "200", "--seed", "5", "--os", "14"])
    #expect(options.command == .generated(seed: 5, count: 200))
    #expect(options.osVersion == OSVersion(14))
    // Before --generated, inline, with a minor version.
    #expect(try ReportOptions.parse(["--os=15.2", "--generated", "3"]).osVersion == OSVersion(15, 2))
    // Without --os: the newest system, native against .shim.
    #expect(try ReportOptions.parse(["--generated", "3"]).osVersion == nil)
    // Versions the model does not simulate, or not a version at all.
    let allowed = ["an iOS version from 13 to 18 or 26 to 27 (14, 15.2)"]
    for bad in ["12", "19", "25", "28", "0", "-14", "14.", ".1", "14.1.2", "fourteen", "１４", "14.100"] {
        #expect(throws: ReportOptionsError.invalidValue(option: "--os", value: bad, allowed: allowed), "\(bad)") {
            try ReportOptions.parse(["--generated", "3", "--os=\(bad)"])
        }
    }
    #expect(throws: ReportOptionsError.missingValue("--os")) { try ReportOptions.parse(["--generated", "3", "--os"]) }
}

/// `--os` means something only to `--generated`, as `--seed`.
@MainActor @Test func reportOptionsRejectOSWithoutGenerated() {
    #expect(throws: ReportOptionsError.needs(option: "--os", command: "--generated")) { try ReportOptions.parse(["--os", "14"]) }
    #expect(throws: ReportOptionsError.needs(option: "--os", command: "--generated")) {
        try ReportOptions.parse(["--scene", "inset-top", "--os", "14"])
    }
    #expect(throws: ReportOptionsError.needs(option: "--os", command: "--generated")) { try ReportOptions.parse(["--replay", "4", "--os", "15"]) }
    #expect(throws: ReportOptionsError.needs(option: "--os", command: "--generated")) { try ReportOptions.parse(["--write-matrix", "--os", "15"]) }
    #expect(ReportOptionsError.needs(option: "--os", command: "--generated").description == "--os only applies to --generated")
}
