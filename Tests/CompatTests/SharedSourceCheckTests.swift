import Foundation
import Testing
import ViewTree
import CompatVerification

/// The shared shim sources compile against SwiftUI as they do against the
/// model: `SharedSourceCheck` runs `swiftc -dump-ast` on Compat/ against the
/// built ViewTree module and looks every resolved reference up in
/// `SwiftUIDeclarations` (Apple's documented availability). About 5 s per
/// compiler run.
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
        #expect(messages.contains { $0.hasPrefix("'ResponderChainObserver' is not a SwiftUI declaration") })
        #expect(messages.contains { $0.hasPrefix("'EnvironmentValues.simulatedOSVersion' is not a SwiftUI declaration") })
        #expect(messages.contains { $0.hasPrefix("#available in a shared source") })
        #expect(messages.contains("'resolvedForSafeAreaInset' is defined in the model's platform layer but not in the app's (CompatPlatform+SwiftUI.swift / +UIKit.swift)"))
    }
}
