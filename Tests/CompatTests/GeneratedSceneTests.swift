import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

/// Thousands of generated scenes where `.shim` claims to match native: any
/// difference fails with the seed and the scene's source to replay it.
@MainActor @Test func generatedScenesMatchNative() {
    let count = scaledCount(2000)
    let failures = GeneratedSceneCheck.run(firstSeed: 1, count: count)
    #expect(failures.isEmpty, "\(failures.count) of \(count) scenes differ; first:\n\(failures.first.map(String.init(describing:)) ?? "")")
}

/// `count` times `SWIFTUICOMPAT_TEST_SCALE` (default 1): the generated and
/// fuzzed scenes of a default `swift test` keep it to seconds; a longer
/// run (`SWIFTUICOMPAT_TEST_SCALE=10 swift test`) covers more seeds.
/// `compat-report --generated` and `viewtree-fuzz` run millions in release.
func scaledCount(_ count: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment["SWIFTUICOMPAT_TEST_SCALE"],
          let scale = Double(text), scale.isFinite, scale > 0 else { return count }
    return max(1, Int((Double(count) * scale).rounded()))
}

@MainActor @Test func generatorIsDeterministic() {
    var a = SceneGenerator(seed: 42), b = SceneGenerator(seed: 42)
    #expect(a.makeScene().source == b.makeScene().source)
    var c = SceneGenerator(seed: 43)
    #expect(c.makeScene().source != SceneGenerator(seed: 42).makeSceneCopy().source)
}

extension SceneGenerator {
    func makeSceneCopy() -> GeneratedScene {
        var copy = self
        return copy.makeScene()
    }
}
