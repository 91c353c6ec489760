import Foundation
import ViewTree

/// Checks that the shared shim sources (every `Compat/*.swift` outside
/// `Compat/Platform/`) compile against SwiftUI as they compile against the
/// model: every declaration of the model they reference is a SwiftUI
/// declaration spelled the same (`SwiftUIDeclarations`), available on the
/// oldest system the referencing code runs on.
///
/// The references are the compiler's: `swiftc -dump-ast` type-checks the
/// Compat sources against the built ViewTree module, and each resolved
/// reference into ViewTree (`decl=`/`bind=` and the types in `type=`) is
/// looked up. The oldest system at a reference is the package's deployment
/// target (iOS 13, macOS 10.15, tvOS 13, watchOS 6) raised by the
/// `@available` attributes of the declarations around it. Model-only
/// declarations (`ResponderChainObserver`, `PlatformContainer`,
/// `simulatedOSVersion`, `OSVersion`, `IfAvailable`) are in no SwiftUI
/// table, so they are refused outside the platform layer; so is
/// `#available`, whose meaning differs between the flavours (on Linux
/// `#available(iOS 15, *)` is always true).
public enum SharedSourceCheck {
    /// One refused reference.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// The file's path as given to the compiler, and the line.
        public let file: String
        public let line: Int
        /// The declaration as the model names it (`View.overlay(alignment:content:)`).
        public let declaration: String
        /// Why it is refused, in the compiler's words where it has them
        /// (`'overlay(alignment:content:)' is only available in iOS 15.0 or newer`).
        public let message: String
        /// `file:line: message`.
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The platforms the package deploys to, with their oldest releases
    /// (Package.swift's `platforms`).
    public static let deploymentTargets: [(platform: String, version: OSVersion)] = [
        ("iOS", OSVersion(13)), ("macOS", OSVersion(10, 15)), ("tvOS", OSVersion(13)), ("watchOS", OSVersion(6)),
    ]

    /// Whether `path` is a shared shim source (not the platform layer).
    public static func isShared(_ path: String) -> Bool {
        !path.contains("/Platform/") && !URL(fileURLWithPath: path).lastPathComponent.contains("Platform")
    }

    /// Runs `swiftc -dump-ast` on `files` (the shared sources, the model's
    /// platform layer and any fixture) against the modules in `modulesDirectory`.
    public static func dumpAST(files: [String], modulesDirectory: String, swiftc: String = "swiftc") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftc, "-dump-ast", "-swift-version", "6", "-parse-as-library", "-module-name", "Compat",
                             "-I", modulesDirectory] + files
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The dump goes to stderr on some toolchains and stdout on others: read both.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let text = (String(data: outputData, encoding: .utf8) ?? "") + (String(data: errorData, encoding: .utf8) ?? "")
        guard process.terminationStatus == 0 else {
            throw CheckError(message: "swiftc -dump-ast failed (\(process.terminationStatus)):\n"
                             + text.split(separator: "\n").filter { $0.contains("error:") }.prefix(10).joined(separator: "\n"))
        }
        return text
    }

    /// The compiler could not type-check the sources (its first errors).
    public struct CheckError: Error, CustomStringConvertible {
        /// The exit status and the compiler's first error lines.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    /// The findings in `dump` for the shared files among `sources` (path ->
    /// text), against `table` (the SwiftUI declarations) and the model's
    /// public type names `modelTypes`.
    public static func check(dump: String, sources: [String: String], table: [APIAvailability] = SwiftUIDeclarations.all,
                             modelTypes: Set<String>) -> [Finding] {
        let byName = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: Set<Finding> = []

        // Availability attributes: (file, first line, last line, platform, version).
        var floors: [(file: String, range: ClosedRange<Int>, platform: String, version: OSVersion)] = []
        var references: [(file: String, line: Int, name: String)] = []
        // What shared files call in the model's platform layer, which the app's must define too.
        var platformCalls: [(file: String, line: Int, name: String)] = []
        var lastDecl: (file: String, range: ClosedRange<Int>)?
        // A `var`'s node covers only its name; its attributes apply to the
        // accessors that follow it (the body's lines).
        var varFloors: [(platform: String, version: OSVersion)] = []
        var current: (file: String, line: Int)?

        for line in dump.split(separator: "\n", omittingEmptySubsequences: true) {
            let text = String(line)
            if let position = position(in: text) {
                current = (position.file, position.line)
                if text.range(of: #"^\s*\((func|var|struct|enum|class|extension|accessor|subscript|constructor|typealias|pattern_binding)_decl"#,
                              options: .regularExpression) != nil {
                    let range = position.line...max(position.line, position.endLine)
                    if text.contains("(accessor_decl") {
                        floors += varFloors.map { (position.file, range, $0.platform, $0.version) }
                    } else {
                        varFloors = []
                    }
                    lastDecl = (position.file, range)
                }
            }
            if text.contains("(available_attr"), let decl = lastDecl,
               let domain = value(of: "domain=", in: text), let introduced = value(of: "introduced=", in: text) {
                let parts = introduced.split(separator: ".").compactMap { Int($0) }
                if let major = parts.first {
                    let version = OSVersion(major, parts.count > 1 ? parts[1] : 0)
                    floors.append((decl.file, decl.range, domain, version))
                    varFloors.append((domain, version))
                }
            }
            guard let (file, lineNumber) = current, isShared(file), sources[file] != nil else { continue }
            for marker in ["decl=\"ViewTree.(file).", "bind=\"ViewTree.(file)."] {
                var rest = Substring(text)
                while let range = rest.range(of: marker) {
                    let after = rest[range.upperBound...]
                    let end = after.firstIndex(where: { $0 == "@" || $0 == "\"" }) ?? after.endIndex
                    var name = String(after[..<end]).replacingOccurrences(of: " extension", with: "")
                    // A function whose labels are all `_` is printed by its base name
                    // (`environment`): its declaration, at the location after "@",
                    // gives the full name (`environment(_:_:)`), so one overload is
                    // not taken for another.
                    if !name.contains("("), after[end...].first == "@" {
                        let location = after[after.index(after: end)...].prefix { $0 != " " && $0 != "\"" }
                        if let full = fullFunctionName(name, declaredAt: String(location)), lookup(full, in: byName) != nil {
                            name = full
                        }
                    }
                    references.append((file, lineNumber, name))
                    rest = after[end...]
                }
            }
            var rest = Substring(text)
            while let range = rest.range(of: "decl=\"Compat.(file).") {
                let after = rest[range.upperBound...]
                let end = after.firstIndex(of: "\"") ?? after.endIndex
                let reference = after[..<end]
                if let at = reference.firstIndex(of: "@"), reference[at...].contains("CompatPlatform+Model") {
                    platformCalls.append((file, lineNumber, platformName(String(reference[..<at]))))
                }
                rest = after[end...]
            }
            for key in ["interface_type=\"", " type=\"", "typerepr=\""] {
                guard let typeText = value(of: key, in: text, quoted: true) else { continue }
                for identifier in identifiers(in: typeText) where modelTypes.contains(identifier) {
                    references.append((file, lineNumber, identifier))
                }
            }
        }

        for reference in references {
            guard let entry = lookup(reference.name, in: byName) else {
                findings.insert(Finding(file: reference.file, line: reference.line, declaration: reference.name,
                                        message: "'\(reference.name)' is not a SwiftUI declaration (not in SwiftUIDeclarations): "
                                        + "model-only API belongs in a Compat/Platform file"))
                continue
            }
            for (platform, deployment) in deploymentTargets {
                let raised = floors.filter { $0.file == reference.file && $0.platform == platform && $0.range.contains(reference.line) }
                let oldest = raised.map(\.version).reduce(deployment, max)
                let introduced: OSVersion? = switch platform {
                case "iOS": entry.iOS
                case "macOS": entry.macOS
                case "tvOS": entry.tvOS
                default: entry.watchOS
                }
                guard let introduced else {
                    findings.insert(Finding(file: reference.file, line: reference.line, declaration: reference.name,
                                            message: "'\(entry.name)' is unavailable in \(platform)"))
                    continue
                }
                if introduced > oldest {
                    findings.insert(Finding(file: reference.file, line: reference.line, declaration: reference.name,
                                            message: "'\(entry.name)' is only available in \(platform) \(introduced.major).\(introduced.minor) or newer "
                                            + "(this code runs from \(platform) \(oldest.major).\(oldest.minor))"))
                }
            }
        }

        // The app's platform layer defines what the shared files call in the model's.
        let appLayer = sources.filter { !isShared($0.key) && !$0.key.contains("+Model") }.map(\.value).joined(separator: "\n")
        for call in platformCalls where !call.name.isEmpty {
            let pattern = #"(var|let|func|struct|class|enum|typealias) "# + NSRegularExpression.escapedPattern(for: call.name) + #"\b"#
            if appLayer.range(of: pattern, options: .regularExpression) == nil {
                findings.insert(Finding(file: call.file, line: call.line, declaration: call.name,
                                        message: "'\(call.name)' is defined in the model's platform layer but not in the app's "
                                        + "(CompatPlatform+SwiftUI.swift / +UIKit.swift)"))
            }
        }

        // `#available` belongs to the platform layer.
        for (file, text) in sources where isShared(file) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("#available") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                findings.insert(Finding(file: file, line: index + 1, declaration: "#available",
                                        message: "#available in a shared source: the backend choice is the platform layer's "
                                        + "(in the model #available(iOS …, *) is always true)"))
            }
        }
        return findings.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
    }

    /// The declared name of a Compat declaration path: `CompatSafeAreaInset
    /// extension.automatic` -> automatic, `ContainerDetector.init(size:)` ->
    /// ContainerDetector; "" for a local (a closure's parameter, `self`).
    static func platformName(_ path: String) -> String {
        if path.contains("<anonymous>") || path.contains("closure") { return "" }
        let components = path.replacingOccurrences(of: " extension", with: "").split(separator: ".").map(String.init)
        guard var last = components.last else { return "" }
        if last.hasPrefix("init("), components.count > 1 { last = components[components.count - 2] }
        if let paren = last.firstIndex(of: "(") { last = String(last[..<paren]) }
        // A member of a function (a parameter or a local) is the function's business.
        if components.count > 1, components[components.count - 2].contains("(") { return "" }
        return last
    }

    /// `View.environment` declared at `FILE:LINE:COL` as `func environment<V>(_ keyPath: …,
    /// _ value: V)` -> `View.environment(_:_:)`; nil when the location is not a function
    /// declaration of that name (a property, an unreadable file).
    static func fullFunctionName(_ name: String, declaredAt location: String) -> String? {
        let parts = location.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
              let text = try? String(contentsOfFile: parts.dropLast(2).joined(separator: ":"), encoding: .utf8) else { return nil }
        let base = String(name.split(separator: ".").last ?? "")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        // The declaration from its line on (a parameter list may span lines).
        let declaration = lines[(line - 1)...].prefix(8).joined(separator: " ")
        guard let funcRange = declaration.range(of: "func " + base) else { return nil }
        var rest = declaration[funcRange.upperBound...]
        if rest.first == "<" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1; if depth == 0 { break } }
            }
        }
        guard rest.first == "(" else { return nil }
        // The parameters at depth one, split at top-level commas.
        var labels: [String] = []
        var depth = 0
        var parameter = ""
        for character in rest {
            if "([<".contains(character) { depth += 1; if depth == 1 { continue } }
            if ")]>".contains(character) { depth -= 1; if depth == 0 { break } }
            if character == ",", depth == 1 { labels.append(parameter); parameter = ""; continue }
            parameter.append(character)
        }
        if !parameter.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(parameter) }
        let external = labels.map { parameter -> String in
            let words = (parameter.split(separator: ":").first ?? "").split(separator: " ").filter { !$0.hasPrefix("@") }
            return String(words.first ?? "_")
        }
        let prefix = name.dropLast(base.count)
        return prefix + base + "(" + external.map { $0 + ":" }.joined() + ")"
    }

    /// The table entry for a reference: `Type.member` exactly; a `View` or
    /// `ViewModifier` member by its bare name (the table's spelling of
    /// modifiers); a name the dump printed without labels by its base name
    /// (the latest-introduced overload of that name, to stay on the safe side).
    static func lookup(_ name: String, in table: [String: APIAvailability]) -> APIAvailability? {
        if let entry = table[name] { return entry }
        var bare = name
        for prefix in ["View.", "ViewModifier."] where name.hasPrefix(prefix) { bare = String(name.dropFirst(prefix.count)) }
        if let entry = table[bare] { return entry }
        guard !bare.contains("(") else { return nil }
        let prefix = bare == name ? name : bare
        return table.values.filter { $0.name.hasPrefix(prefix + "(") }.max { $0.iOS < $1.iOS }
    }

    /// The file, line and end line of a dump node (`range=[FILE:L:C - line:L2:C]`
    /// or `location=FILE:L:C`).
    static func position(in text: String) -> (file: String, line: Int, endLine: Int)? {
        if let start = text.range(of: "range=[") {
            let rest = text[start.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[..<close]
            let halves = inside.components(separatedBy: " - ")
            guard let first = halves.first, let (file, line) = fileAndLine(first) else { return nil }
            var endLine = line
            if halves.count > 1 {
                let end = halves[1]
                if end.hasPrefix("line:") { endLine = Int(end.dropFirst(5).split(separator: ":").first ?? "") ?? line }
                else if let (_, l) = fileAndLine(end) { endLine = l }
            }
            return (file, line, endLine)
        }
        if let start = text.range(of: "location=") {
            let rest = text[start.upperBound...]
            let token = rest.prefix { $0 != " " && $0 != ")" }
            if let (file, line) = fileAndLine(String(token)) { return (file, line, line) }
        }
        return nil
    }

    /// "path/File.swift:12:5" -> ("path/File.swift", 12).
    static func fileAndLine(_ text: String) -> (String, Int)? {
        let parts = text.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line)
    }

    static func value(of key: String, in text: String, quoted: Bool = false) -> String? {
        guard let start = text.range(of: key) else { return nil }
        let rest = text[start.upperBound...]
        if quoted { return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } }
        return String(rest.prefix { $0 != " " && $0 != ")" })
    }

    /// The identifiers in a printed type (`Binding<CGSize?>` -> Binding, CGSize),
    /// with a nested type kept whole (`Axis.Set`).
    static func identifiers(in type: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." { current.append(character) }
            else { if !current.isEmpty { result.append(current) }; current = "" }
        }
        if !current.isEmpty { result.append(current) }
        // "S<B>.Content" splits into "S", "B", ".Content": a member of a
        // generic type's instance is not a top-level name.
        return result.filter { !$0.hasPrefix(".") }.map { $0.hasSuffix(".Type") ? String($0.dropLast(5)) : $0 }
    }

    /// The model's public type names, from its sources (`public struct X`, …)
    /// and its nested `Set` types written `Axis.Set`/`Edge.Set` in a type.
    public static func modelTypeNames(viewTreeSources directory: URL) -> Set<String> {
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let pattern = try! NSRegularExpression(pattern: #"^public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#,
                                               options: .anchorsMatchLines)
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }
}
