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
    /// `--output DIR`: where the pictures go.
    public var outputDirectory = "compat-report"
    /// False with `--no-pictures`.
    public var writesPictures = true
    /// `--seed S`: the first seed of `--generated` (default 1).
    public var seed: UInt64 = 1

    public init() {}

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
    public static func parse(_ arguments: [String]) throws(ReportOptionsError) -> ReportOptions {
        var options = ReportOptions()
        var commands: [String] = []
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
            case "--device":
                let device = try value(for: name, inline: inline)
                guard Window.presets.contains(where: { $0.name == device }) else { throw .unknownDevice(device) }
                options.device = device
            case "--strategy":
                let strategy = try value(for: name, inline: inline)
                guard let parsed = Strategy(rawValue: strategy) else {
                    throw .invalidValue(option: name, value: strategy, allowed: Strategy.allCases.map(\.rawValue))
                }
                options.strategy = parsed
            case "--output":
                let directory = try value(for: name, inline: inline)
                guard !directory.isEmpty else { throw .missingValue(name) }
                options.outputDirectory = directory
            case "--no-pictures":
                options.writesPictures = false
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
            case "--replay":
                let text = try value(for: name, inline: inline)
                guard let seed = UInt64(text) else { throw .invalidValue(option: name, value: text, allowed: ["an unsigned integer"]) }
                options.command = .replay(seed: seed)
                commands.append(name)
            default:
                throw .unknownOption(argument)
            }
            if inline != nil, ["--help", "-h", "--list", "--write-matrix", "--no-pictures"].contains(name) {
                throw .unexpectedValue(name)
            }
            index += 1
        }
        if commands.count > 1, options.command != .help {
            throw .conflicting(commands)
        }
        // --seed may come before or after --generated.
        if case .generated(_, let count) = options.command { options.command = .generated(seed: options.seed, count: count) }
        // The matrix is always the whole catalogue in each scene's window.
        if options.command == .writeMatrix {
            let narrowing = [options.scene != nil ? "--scene" : nil, options.device != nil ? "--device" : nil,
                             options.strategy != .all ? "--strategy" : nil].compactMap { $0 }
            if !narrowing.isEmpty { throw .conflicting(["--write-matrix"] + narrowing) }
        }
        if case .tree = options.command, options.scene != nil { throw .conflicting(["--tree", "--scene"]) }
        return options
    }

    public static let usage = """
    USAGE: compat-report [options]

    Lays out every scene of the built-in catalogue natively and under each shim
    strategy, prints one line per scene (match / diverges against native, the
    largest frame difference, the layout passes) and writes side-by-side SVG
    pictures plus an index.html.

    OPTIONS:
      --list                  Print the scene names and titles.
      --scene NAME            Run one scene.
      --tree NAME             Print the laid-out tree of a scene (native and shims).
      --device PRESET         Lay out in a device preset instead of each scene's window:
                              \(Window.presets.map(\.name).joined(separator: ", ")).
      --strategy S            shim, environmentShim or all (default: all).
      --output DIR            Where the pictures go (default: compat-report).
      --no-pictures           Print the table only.
      --write-matrix          Regenerate Compat/COMPATIBILITY.md in the current directory.
      --generated N           Lay out N generated scenes (seeds S, S+1, ...) under native and
                              .shim, where .shim claims to match; print each that differs.
      --seed S                The first seed for --generated (default 1).
      --replay SEED           Print a generated scene's source and both laid-out trees.
      -h, --help              Show this help.

    EXIT STATUS:
      0  every scene behaves as its catalogue entry claims (divergence is a result, not a failure)
      1  a scene contradicts its claim (claims are checked in each scene's own window:
         under --device they are reported but do not fail)
      2  an unknown option, scene or device
    """
}

/// Why the command line was rejected.
public enum ReportOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case unexpectedValue(String)
    case invalidValue(option: String, value: String, allowed: [String])
    case unknownScene(String)
    case unknownDevice(String)
    case conflicting([String])

    public var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)' (see --help)"
        case .missingValue(let option):
            return "\(option) needs a value (see --help)"
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case let .invalidValue(option, value, allowed):
            return "\(option): '\(value)' is not one of \(allowed.joined(separator: ", "))"
        case .unknownScene(let name):
            return "unknown scene '\(name)'; known scenes: \(Catalogue.scenes.map(\.name).joined(separator: ", ")) (see --list)"
        case .unknownDevice(let name):
            return "unknown device '\(name)'; presets: \(Window.presets.map(\.name).joined(separator: ", "))"
        case .conflicting(let options):
            return "\(options.joined(separator: " and ")) cannot be combined"
        }
    }
}
