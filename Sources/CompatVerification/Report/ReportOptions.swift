import Foundation
import ViewTree
import Compat

/// The command line of `swift run compat-report`, parsed into a value so it
/// can be tested without running the tool.
///
/// Every name is checked here: an unknown option, a missing value, an unknown
/// scene or device preset is a `ReportOptionsError` (the tool prints it on
/// stderr and exits with status 2).
public struct ReportOptions: Equatable, Sendable {
    /// What the tool does.
    public enum Command: Equatable, Sendable {
        /// Lay out the scenes, print the table, write the pictures.
        case report
        /// Print the scene names and titles.
        case list
        /// Print the laid-out tree of one scene, native and shims.
        case tree(String)
        /// Regenerate `Compat/COMPATIBILITY.md` in the current directory.
        case writeMatrix
        /// Lay out `count` generated scenes from `seed` under native and
        /// `.shim` and print every one whose frames differ (`--generated`).
        case generated(seed: UInt64, count: Int)
        /// Print one generated scene's source and both layouts (`--replay`).
        case replay(seed: UInt64)
        /// Print the usage.
        case help

        /// Whether `option` changes what this command does.
        func accepts(_ option: String) -> Bool {
            switch (self, option) {
            case (.help, _): return true
            case (.report, "--scene"), (.report, "--device"), (.report, "--strategy"), (.report, "--output"),
                 (.report, "--no-pictures"):
                return true
            case (.tree, "--device"), (.tree, "--strategy"): return true
            case (.generated, "--seed"), (.generated, "--os"): return true
            default: return false
            }
        }
    }

    /// Which shim strategies are compared with native.
    public enum Strategy: String, CaseIterable, Sendable {
        case shim, environmentShim, all

        public var backends: [CompatBackend] {
            switch self {
            case .shim: return [.shim]
            case .environmentShim: return [.environmentShim]
            case .all: return shimBackends
            }
        }
    }

    public var command: Command = .report
    /// `--scene NAME`: only this scene (nil: the whole catalogue).
    public var scene: String?
    /// `--device PRESET`: a `Window.presets` name (nil: each scene's window).
    public var device: String?
    public var strategy: Strategy = .all
    /// `--output DIR`, if given.
    public var output: String?
    /// False with `--no-pictures`.
    public var writesPictures = true
    /// `--seed S`: the first seed of `--generated` (default 1).
    public var seed: UInt64 = 1
    /// `--os V`: the iOS version the generated scenes are written for and
    /// laid out on under `.automatic` (`GeneratedSceneCheck.run(firstSeed:count:on:)`);
    /// nil: the newest system, native against `.shim`.
    public var osVersion: OSVersion?

    public init() {}

    /// Where the pictures go: `--output`, else a folder of its own for each
    /// kind of run, so a narrower run never overwrites (or leaves stale
    /// pictures in) the full report: `compat-report/` for the catalogue,
    /// `compat-report/<device>/` under `--device`, and `…/scenes/<name>/`
    /// under `--scene`.
    public var outputDirectory: String {
        if let output { return output }
        var path = "compat-report"
        if let device { path += "/" + device }
        if let scene { path += "/scenes/" + scene }
        return path
    }

    /// The window of `--device`, if given.
    public var window: Window? {
        device.flatMap { name in Window.presets.first { $0.name == name }?.window }
    }

    /// The scenes selected (`--scene`, `--tree`, or the whole catalogue).
    public var scenes: [CompatScene] {
        let name: String?
        if case .tree(let tree) = command { name = tree } else { name = scene }
        guard let name else { return Catalogue.scenes }
        return Catalogue.scene(named: name).map { [$0] } ?? []
    }

    /// Parses the arguments after the program name.
    ///
    /// An option the chosen command would ignore is rejected rather than
    /// silently dropped (`--seed` without `--generated`, `--strategy` with
    /// `--generated`, `--output` with `--write-matrix`, ...): a person who
    /// typed it expected it to do something.
    public static func parse(_ arguments: [String]) throws(ReportOptionsError) -> ReportOptions {
        var options = ReportOptions()
        var commands: [String] = []
        /// The narrowing options given, in order (for the applicability check).
        var given: [String] = []
        var index = 0
        func value(for option: String, inline: String?) throws(ReportOptionsError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if inline != nil, ["--help", "-h", "--list", "--write-matrix", "--no-pictures"].contains(name) {
                throw .unexpectedValue(name)
            }
            switch name {
            case "--help", "-h":
                options.command = .help
                commands.append(name)
            case "--list":
                options.command = .list
                commands.append(name)
            case "--write-matrix":
                options.command = .writeMatrix
                commands.append(name)
            case "--tree":
                let scene = try value(for: name, inline: inline)
                guard Catalogue.scene(named: scene) != nil else { throw .unknownScene(scene) }
                options.command = .tree(scene)
                commands.append(name)
            case "--scene":
                let scene = try value(for: name, inline: inline)
                guard Catalogue.scene(named: scene) != nil else { throw .unknownScene(scene) }
                options.scene = scene
                given.append(name)
            case "--device":
                let device = try value(for: name, inline: inline)
                guard Window.presets.contains(where: { $0.name == device }) else { throw .unknownDevice(device) }
                options.device = device
                given.append(name)
            case "--strategy":
                let strategy = try value(for: name, inline: inline)
                guard let parsed = Strategy(rawValue: strategy) else {
                    throw .invalidValue(option: name, value: strategy, allowed: Strategy.allCases.map(\.rawValue))
                }
                options.strategy = parsed
                given.append(name)
            case "--output":
                let directory = try value(for: name, inline: inline)
                guard !directory.isEmpty else { throw .missingValue(name) }
                options.output = directory
                given.append(name)
            case "--no-pictures":
                options.writesPictures = false
                given.append(name)
            case "--generated":
                let text = try value(for: name, inline: inline)
                guard let count = Int(text), count > 0 else {
                    throw .invalidValue(option: name, value: text, allowed: ["a positive count"])
                }
                options.command = .generated(seed: options.seed, count: count)
                commands.append(name)
            case "--seed":
                let text = try value(for: name, inline: inline)
                guard let seed = UInt64(text) else { throw .invalidValue(option: name, value: text, allowed: ["an unsigned integer"]) }
                options.seed = seed
                given.append(name)
            case "--os":
                let text = try value(for: name, inline: inline)
                guard let version = parseOSVersion(text) else {
                    throw .invalidValue(option: name, value: text,
                                        allowed: ["an iOS version from \(OSVersion.oldest.major) to 18 or 26 to \(OSVersion.latest.major) (14, 15.2)"])
                }
                options.osVersion = version
                given.append(name)
            case "--replay":
                let text = try value(for: name, inline: inline)
                guard let seed = UInt64(text) else { throw .invalidValue(option: name, value: text, allowed: ["an unsigned integer"]) }
                options.command = .replay(seed: seed)
                commands.append(name)
            default:
                throw .unknownOption(argument)
            }
            index += 1
        }
        // --help wins over everything: it is what a confused person types.
        if options.command == .help { return options }
        if commands.count > 1 { throw .conflicting(commands) }
        // --seed may come before or after --generated.
        if case .generated(_, let count) = options.command { options.command = .generated(seed: options.seed, count: count) }
        if case .tree = options.command, options.scene != nil { throw .conflicting(["--tree", "--scene"]) }
        let command = commands.first ?? "the report"
        for option in given where !options.command.accepts(option) {
            // An option that only means something with one command names it.
            if option == "--seed" || option == "--os" { throw .needs(option: option, command: "--generated") }
            throw .conflicting([command, option])
        }
        return options
    }

    /// "14" or "15.2": a modelled iOS version (13.0 to 18.x, 26.0 to 27.x), else nil.
    static func parseOSVersion(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0,
              (OSVersion.oldest.major...OSVersion.latest.major).contains(major), major <= 18 || major >= 26, minor < 100 else { return nil }
        return OSVersion(major, minor)
    }

    public static let usage = """
    USAGE: compat-report [options]

    Lays out every scene of the built-in catalogue natively and under each shim
    strategy, prints one line per scene (match / diverges against native, the
    largest frame difference, the layout passes) and writes side-by-side SVG
    pictures plus an index.html.

    OPTIONS:
      --list                  Print the scene names and titles.
      --scene NAME            Run one scene (pictures in compat-report/scenes/NAME).
      --tree NAME             Print the laid-out tree of a scene (native and shims).
      --device PRESET         Lay out in a device preset instead of each scene's window
                              (pictures in compat-report/PRESET):
                              \(Window.presets.map(\.name).joined(separator: ", ")).
      --strategy S            shim, environmentShim or all (default: all).
      --output DIR            Where the pictures go (default: compat-report, or the
                              folders above). Pictures of catalogue scenes this run
                              does not draw are removed from DIR, so none is stale.
      --no-pictures           Print the table only.
      --write-matrix          Regenerate Compat/COMPATIBILITY.md in the current directory
                              (always the whole catalogue, each scene in its own window).
      --generated N           Lay out N generated scenes (seeds S, S+1, ...) under native and
                              .shim, where .shim claims to match; print each that differs.
                              A progress line is shown when the output is a terminal.
      --seed S                The first seed for --generated (default 1).
      --os V                  With --generated: scenes written for iOS V (13 to 18 or 26 to 27, e.g. 14 or
                              15.2), laid out on it under .automatic against native on the
                              newest system; a scene fails if it differs or calls an API iOS V
                              lacks.
      --replay SEED           Print a generated scene's source and both laid-out trees.
      -h, --help              Show this help.

    An option the chosen command would ignore (--seed or --os without --generated,
    --strategy with --generated, --output with --write-matrix, ...) is an error.

    EXIT STATUS:
      0  every scene behaves as its catalogue entry claims (a divergence the catalogue
         publishes is a result, not a failure)
      1  a scene contradicts its claim, or a generated scene differs from native
         (claims are checked in each scene's own window: under --device they are
         reported but do not fail)
      2  a bad command line: an unknown option, scene or device, a bad value, or
         options that cannot be combined
      3  a file could not be written (the message names the path and the cause)
    """
}

/// The exit statuses of `compat-report` (documented in its `--help`).
public enum ReportExitStatus: Int32, Sendable {
    /// Every scene behaves as its catalogue entry claims.
    case success = 0
    /// A scene contradicts its claim, or a generated scene differs.
    case contradiction = 1
    /// The command line was rejected (`ReportOptionsError`).
    case usage = 2
    /// A file could not be written (`ReportIOError`).
    case io = 3

    /// The status an error ends the tool with: 2 for a rejected command
    /// line, 3 for a file that could not be written.
    public init?(for error: any Error) {
        switch error {
        case is ReportOptionsError: self = .usage
        case is ReportIOError: self = .io
        default: return nil
        }
    }
}

/// Why the command line was rejected.
public enum ReportOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedValue(String)
    /// `value` is not what `option` takes (`allowed`: the choices, or one
    /// phrase such as "a positive count").
    case invalidValue(option: String, value: String, allowed: [String])
    case unknownScene(String)
    case unknownDevice(String)
    /// Options that cannot be combined; when the first is a command, the
    /// others are options it would ignore.
    case conflicting([String])
    /// `option` only means something with `command`.
    case needs(option: String, command: String)

    public var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)' (see --help)"
        case .missingValue(let option):
            return "\(option) needs a value (see --help)"
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case let .invalidValue(option, value, allowed):
            let expected = allowed.count == 1 ? allowed[0] : "one of " + allowed.joined(separator: ", ")
            return "\(option) takes \(expected), not '\(value)'"
        case .unknownScene(let name):
            return "unknown scene '\(name)'; known scenes: \(Catalogue.scenes.map(\.name).joined(separator: ", ")) (see --list)"
        case .unknownDevice(let name):
            return "unknown device '\(name)'; presets: \(Window.presets.map(\.name).joined(separator: ", "))"
        case .conflicting(let options):
            let why = options.first.flatMap(Self.commandNotes.self) ?? ""
            return "\(options.joined(separator: " and ")) cannot be combined" + (why.isEmpty ? "" : ": " + why)
        case let .needs(option, command):
            return "\(option) only applies to \(command)"
        }
    }

    /// Why a command ignores the other options.
    static func commandNotes(_ command: String) -> String? {
        switch command {
        case "--write-matrix": return "the matrix always covers the whole catalogue, each scene in its own window, and is written to Compat/COMPATIBILITY.md"
        case "--generated": return "generated scenes are compared under .shim (under .automatic with --os) in their own window, and print no pictures"
        case "--replay": return "a replay prints one generated scene's source and trees"
        case "--list": return "--list only prints the scene names"
        case "--tree": return "--tree prints one scene's laid-out trees (it takes --device and --strategy)"
        default: return nil
        }
    }
}
