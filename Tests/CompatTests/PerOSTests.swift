import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

/// Compat on each older system: `.automatic` calls only what the system has
/// and, where the catalogue claims a match, lays out as the native modifiers do.
@MainActor @Suite struct PerOSTests {
    @Test func automaticPicksWhatEachSystemHas() {
        let expected: [(Int, CompatStrategy, CompatStrategy)] = [
            (13, .padding, .detector), (14, .safeAreaInsets, .detector), (15, .native, .detector),
            (16, .native, .detector), (17, .native, .native),
        ]
        for (major, inset, frame) in expected {
            #expect(CompatBackend.automatic.safeAreaInsetStrategy(on: OSVersion(major)) == inset, "iOS \(major)")
            #expect(CompatBackend.automatic.containerRelativeFrameStrategy(on: OSVersion(major)) == frame, "iOS \(major)")
        }
        #expect(CompatBackend.shim.safeAreaInsetStrategy(on: OSVersion(13)) == .padding)
        #expect(CompatBackend.shim.safeAreaInsetStrategy(on: OSVersion(17)) == .safeAreaInsets)
        #expect(CompatBackend.environmentShim.safeAreaInsetStrategy(on: OSVersion(13)) == .environment)
    }

    /// Before the fix the `.shim` path called `overlay(alignment:content:)`
    /// (iOS 15) and, on iOS 13, `_safeAreaInsets(_:)` (iOS 14).
    @Test func everyStrategyCallsOnlyWhatItsSystemHas() {
        for scene in Catalogue.scenes {
            for os in olderSystems where os >= scene.minimumOS {
                for backend in [CompatBackend.automatic, .shim, .environmentShim] {
                    let result = scene.layout(backend: backend, in: scene.window.withOSVersion(os))
                    let unavailable = result.diagnostics.filter { $0.kind == .unavailableAPI }
                    #expect(unavailable.isEmpty, "\(scene.name) on \(os) under .\(backend): \(unavailable)")
                }
            }
        }
    }

    /// The check bites: the native modifier forced on iOS 14 is refused.
    @Test func nativeForcedOnAnOldSystemIsRefused() {
        let scene = Catalogue.scene(named: "inset-top")!
        let result = scene.layout(backend: .native, in: scene.window.withOSVersion(OSVersion(14)))
        #expect(result.diagnostics.filter { $0.kind == .unavailableAPI }.map(\.message)
                == ["'safeAreaInset(edge:alignment:spacing:content:)' is only available in iOS 15.0 or newer"])
    }

    /// iOS 14-16 run `.shim`'s strategies or native ones: where the catalogue
    /// claims `.shim` matches native, `.automatic` on those systems matches too.
    @Test func claimedMatchesHoldOnEachSystem() {
        for scene in Catalogue.scenes where scene.expectations[.shim] == .match {
            for os in [OSVersion(14), OSVersion(15), OSVersion(16)] where os >= scene.minimumOS {
                let result = CompatVerifier.compare(scene, on: os)
                #expect(result.matches, "\(scene.name) on \(os): \(result.comparison?.differences ?? [])")
            }
        }
    }

    /// iOS 13's padding strategy: plain content shrinks as natively, so the
    /// seed 003 inset scenes match; ignoresSafeArea cannot grow back through
    /// padding, so that scene diverges by the inset (30 pt) plus the
    /// 34-pt home indicator it would also have grown through: 64 pt.
    @Test func iOS13PaddingStrategyAndItsPublishedDivergence() {
        for name in ["inset-top", "inset-stacked-bottom", "inset-four-edges", "inset-scrollview-button", "inset-stacked-scroll", "crf-scroll-under-inset"] {
            let result = CompatVerifier.compare(Catalogue.scene(named: name)!, on: OSVersion(13))
            #expect(result.matches, "\(name): \(result.comparison?.differences ?? [])")
        }
        let ignoring = CompatVerifier.compare(Catalogue.scene(named: "inset-ignores-safe-area")!, on: OSVersion(13))
        #expect(!ignoring.matches)
        let gradient = ignoring.comparison?.differences.first { $0.tag == "gradient" }
        #expect(gradient?.native?.height == 797 && gradient?.shim?.height == 733, "\(String(describing: gradient))")
        // On iOS 14, `_safeAreaInsets` is safe area: it matches.
        #expect(CompatVerifier.compare(Catalogue.scene(named: "inset-ignores-safe-area")!, on: OSVersion(14)).matches)
    }

    @Test func scenesNeedingANewerSystemAreNotApplicable() {
        let split = CompatVerifier.compareOnOlderSystems(Catalogue.scene(named: "crf-split-view-column")!)
        #expect(split.map(\.isApplicable) == [false, false, false, true, true])
    }

    @Test(arguments: [13, 14, 15, 16])
    func generatedScenesOnEachSystem(major: Int) {
        let failures = GeneratedSceneCheck.run(firstSeed: 1, count: 2000, on: OSVersion(major))
        #expect(failures.isEmpty, "iOS \(major): \(failures.count) of 2000 scenes fail; first:\n\(failures.first.map(String.init(describing:)) ?? "")")
    }

    @Test func generatedScenesUseWhatTheirSystemHas() {
        var old = SceneGenerator(seed: 7, osVersion: OSVersion(13)), new = SceneGenerator(seed: 7)
        let oldSource = (0..<40).map { _ in old.makeScene().source }.joined()
        let newSource = (0..<40).map { _ in new.makeScene().source }.joined()
        for api in ["NavigationStack", ".navigationTitle", ".ignoresSafeArea", ".defaultScrollAnchor"] {
            #expect(!oldSource.contains(api), "\(api)")
            #expect(newSource.contains(api), "\(api)")
        }
        #expect(oldSource.contains("NavigationView"))
    }
}

/// The README's per-OS headline is the generated one (it would go stale
/// when a scene or a strategy changes).
@MainActor @Test func readmePerOSHeadlineIsCurrent() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let results = Catalogue.scenes.map { CompatVerifier.compareOnOlderSystems($0) }
    for (index, os) in olderSystems.enumerated() {
        let cells = results.map { $0[index] }.filter(\.isApplicable)
        let row = "| iOS \(os.major) |"
        let line = readme.components(separatedBy: "\n").first { $0.hasPrefix(row) }
        #expect(line?.hasSuffix("| \(cells.filter(\.matches).count) of \(cells.count) scenes |") == true,
                "README's \(row) row is stale: \(line ?? "missing")")
    }
}
