import Foundation
import Testing
import ViewTree
@testable import CompatVerification

/// The shared shim sources compile against SwiftUI as they do against the
/// model: `SharedSourceCheck` runs `swiftc -dump-ast` on Compat/ against the
/// built ViewTree module and looks every resolved reference up in
/// `SwiftUIDeclarations` (Apple's documented availability). About 5 s per
/// compiler run.
// Not main-actor isolated: it runs the compiler, no layout.
@Suite struct SharedSourceCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built modules: next to the test executable, else under .build.
    static func modulesDirectory() -> String? {
        let fileManager = FileManager.default
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")]
        let build = root.appendingPathComponent(".build")
        for triple in (try? fileManager.contentsOfDirectory(atPath: build.path)) ?? [] {
            for configuration in ["debug", "release"] {
                candidates.append(build.appendingPathComponent(triple).appendingPathComponent(configuration).appendingPathComponent("Modules"))
            }
        }
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("ViewTree.swiftmodule").path) }?.path
    }

    /// Compat/*.swift and Compat/Platform/*.swift (the model's layer defines
    /// what the shared files call; the SwiftUI layer compiles to nothing here).
    static func compatSources() throws -> [String] {
        let compat = root.appendingPathComponent("Compat")
        let fileManager = FileManager.default
        let shared = try fileManager.contentsOfDirectory(atPath: compat.path).filter { $0.hasSuffix(".swift") }
            .map { compat.appendingPathComponent($0).path }
        let platform = try fileManager.contentsOfDirectory(atPath: compat.appendingPathComponent("Platform").path)
            .filter { $0.hasSuffix(".swift") }.map { compat.appendingPathComponent("Platform").appendingPathComponent($0).path }
        return (shared + platform).sorted()
    }

    static func findings(adding extra: [String] = []) throws -> [SharedSourceCheck.Finding] {
        let modules = try #require(modulesDirectory(), "no ViewTree.swiftmodule under .build: build first")
        let files = try compatSources() + extra
        let dump = try SharedSourceCheck.dumpAST(files: files, modulesDirectory: modules)
        var sources: [String: String] = [:]
        for file in files { sources[file] = try String(contentsOfFile: file, encoding: .utf8) }
        return SharedSourceCheck.check(dump: dump, sources: sources,
                                       modelTypes: SharedSourceCheck.modelTypeNames(viewTreeSources: root.appendingPathComponent("Sources/ViewTree")))
    }

    @Test func sharedShimsReferenceOnlySwiftUIDeclarations() throws {
        let findings = try Self.findings()
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
        // The platform layer is where the model-only API lives.
        let shared = try Self.compatSources().filter(SharedSourceCheck.isShared)
        #expect(shared.count >= 6 && shared.allSatisfy { !$0.contains("/Platform/") })
    }

    /// CompatMigration's files are shared source too (the backport packages'
    /// spellings, compiled against SwiftUI in an app): checked with Compat's.
    @Test func migrationSpellingsReferenceOnlySwiftUIDeclarations() throws {
        let folder = Self.root.appendingPathComponent("CompatMigration")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { folder.appendingPathComponent($0).path }.sorted()
        #expect(files.count == 4)
        let findings = try Self.findings(adding: files)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// The fixture plants, in a shared file, the iOS 15 overlay form on the
    /// iOS 13 path (the bug this check was written for), model-only API,
    /// `#available` and a call into the model's platform layer that the app's
    /// lacks; each PLANTED line must be refused and nothing else.
    @Test func plantedSourceIsRefused() throws {
        let fixture = Self.root.appendingPathComponent("Tests/CompatTests/Fixtures/PlantedShim.swift").path
        let findings = try Self.findings(adding: [fixture])
        let text = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let planted = Set(text.indices.filter { text[$0].contains("// PLANTED") }.map { $0 + 1 })
        #expect(planted.count == 5)
        #expect(Set(findings.map(\.line)) == planted, "\(findings.map(\.description).joined(separator: "\n"))")
        #expect(findings.allSatisfy { $0.file == fixture })
        let messages = findings.map(\.message)
        #expect(messages.contains("'overlay(alignment:content:)' is only available in iOS 15.0 or newer (this code runs from iOS 13.0)"))
        // The reference the AST gives for `ResponderChainObserver { _ in }`
        // is the type's initialiser (the type before View was main-actor
        // isolated).
        #expect(messages.contains { $0.hasPrefix("'ResponderChainObserver.init(action:)' is not a SwiftUI declaration") })
        #expect(messages.contains { $0.hasPrefix("'EnvironmentValues.simulatedOSVersion' is not a SwiftUI declaration") })
        #expect(messages.contains { $0.hasPrefix("#available in a shared source") })
        #expect(messages.contains("'resolvedForSafeAreaInset' is defined in the model's platform layer but not in the app's (CompatPlatform+SwiftUI.swift / +UIKit.swift)"))
    }

    /// Runs swiftc with `arguments`; returns its exit status and the lines
    /// that are errors.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, errors: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (String(data: data, encoding: .utf8) ?? "").split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        return (process.terminationStatus, errors)
    }

    /// The app's flavour as far as Linux can go: Compat/ type-checked with
    /// `canImport(SwiftUI)` true, against stand-ins for SwiftUI (ViewTree plus
    /// the accessibility and UIViewRepresentable declarations) and UIKit (the
    /// members the detector uses) in Fixtures/AppleStubs. So the shared files
    /// in their SwiftUI branch and the Apple-only platform files are at least
    /// parsed and type-checked: names, labels, types and availability against
    /// the deployment target, not the SDK's isolation or exact declarations.
    @Test func appFlavourTypeChecksAgainstStandIns() throws {
        let modules = try #require(Self.modulesDirectory(), "no ViewTree.swiftmodule under .build: build first")
        let stubs = Self.root.appendingPathComponent("Tests/CompatTests/Fixtures/AppleStubs")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compat-apple-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        for module in ["SwiftUI", "UIKit"] {
            let result = try Self.swiftc(["-emit-module", "-module-name", module, "-swift-version", "6", "-parse-as-library",
                                          "-I", modules, stubs.appendingPathComponent("\(module).swift").path,
                                          "-emit-module-path", output.appendingPathComponent("\(module).swiftmodule").path])
            #expect(result.status == 0, "stand-in \(module): \(result.errors.joined(separator: "\n"))")
        }
        let result = try Self.swiftc(["-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Compat",
                                      "-I", output.path, "-I", modules] + Self.compatSources())
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors.joined(separator: "\n"))")
    }

    /// The additions do not contradict the availability table: a name in both
    /// has the same versions, and every addition is unique.
    @Test func additionsAgreeWithTheAvailabilityTable() {
        let names = SwiftUIDeclarations.additions.map(\.name)
        #expect(Set(names).count == names.count, "duplicate additions")
        for addition in SwiftUIDeclarations.additions {
            if let entry = APIAvailability.named(addition.name) {
                #expect(entry.iOS == addition.iOS && entry.macOS == addition.macOS && entry.tvOS == addition.tvOS
                        && entry.watchOS == addition.watchOS, "\(addition) vs \(entry)")
            }
        }
        // The two SwiftUI releases the shims depend on, as Apple documents them.
        #expect(SwiftUIDeclarations.all.first { $0.name == "VerticalEdge.top" }?.iOS == OSVersion(15))
        #expect(SwiftUIDeclarations.all.first { $0.name == "_safeAreaInsets(_:)" }?.iOS == OSVersion(14))
    }
}

/// The dump prints a function whose labels are all `_` by its base name
/// (`View extension.environment@FILE:94:17`); its declaration gives the full
/// name, so `environment(_:_:)` (iOS 13) is not taken for the iOS 17
/// `environment(_:)` of an observable object.
@MainActor @Test func aBaseNameIsCompletedFromItsDeclaration() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("decl-\(UUID().uuidString).swift")
    try """
    extension View {
        public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                   _ value: V) -> some View { self }
        public var padding: Int { 0 }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(SharedSourceCheck.fullFunctionName("View.environment", declaredAt: "\(file.path):2:17") == "View.environment(_:_:)")
    #expect(SharedSourceCheck.fullFunctionName("View.padding", declaredAt: "\(file.path):4:16") == nil)
}
