import Foundation
import Testing
import ViewTree
import Compat
import CompatTesting

// CompatTesting's checks against views whose frames under a backend are
// known. Window.iPhone13 (README "Quick start"): 390 x 844 at scale 3, safe
// area (0, 47, 390, 763); one pixel is 1/3 pt. Window.iPad is scale 2: one
// pixel is 1/2 pt. Frames are rounded to that pixel grid (LayoutResult).

/// A 100 x 50 box in the top-leading corner of the safe area, `extra` pt
/// wider wherever the backend is not native on an OS before 15: a divergence
/// of a known size, in points, under `.shim` and `.automatic` on iOS 14.
struct WidenedBox: View {
    var extra: CGFloat
    @Environment(\.compatBackend) private var backend
    @Environment(\.simulatedOSVersion) private var osVersion

    var diverges: Bool {
        backend == .shim || backend == .environmentShim || (backend == .automatic && osVersion < OSVersion(15))
    }

    var body: some View {
        Color.red.frame(width: diverges ? 100 + extra : 100, height: 50).layoutTag("box")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The toolbar of the DocC article "Testing your own views": a 60-pt bar inset at the bottom of a grey view.
/// Native and `.shim` shrink the content to 763 - 60 = 703 pt; the
/// environment shim's overlay leaves it 763 pt tall (VerifyingShims.md).
struct Toolbar: View {
    var body: some View {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }
}

/// Issues recorded inside `withKnownIssue`, collected by its matcher.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ issue: Issue) -> Bool {
        lock.lock(); defer { lock.unlock() }
        texts.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
}

// MARK: - Tolerance: one pixel

@MainActor @Test func onePixelWiderMatches() {
    // 100 + 1/3 pt: one pixel at scale 3, within the tolerance.
    expectShimMatchesNative(tags: ["box"]) { WidenedBox(extra: 1.0 / 3) }
    #expect(shimMismatches(tags: ["box"]) { WidenedBox(extra: 1.0 / 3) }.isEmpty)
}

@MainActor @Test func twoPixelsWiderIsAMismatch() throws {
    let found = shimMismatches(tags: ["box"]) { WidenedBox(extra: 2.0 / 3) }
    try #require(found.count == 1)
    let mismatch = found[0]
    #expect(mismatch.kind == .frameDiffers)
    #expect(mismatch.backend == .shim)
    #expect(mismatch.nativeFrame == CGRect(x: 0, y: 47, width: 100, height: 50))
    let frame = try #require(mismatch.backendFrame)
    #expect(abs(frame.width - (100 + 2.0 / 3)) < 0.001)
    #expect(abs(mismatch.difference - 2.0 / 3) < 0.001)
    #expect(abs(mismatch.tolerance - 1.0 / 3) < 0.001)
    #expect(mismatch.description.contains("width +0.67"))
}

@MainActor @Test func toleranceFollowsTheWindowScale() {
    // iPad: scale 2, one pixel is 0.5 pt; 0.5 passes, 1 pt (two pixels) fails.
    #expect(shimMismatches(tags: ["box"], in: .iPad) { WidenedBox(extra: 0.5) }.isEmpty)
    #expect(shimMismatches(tags: ["box"], in: .iPad) { WidenedBox(extra: 1) }.map(\.kind) == [.frameDiffers])
}

@MainActor @Test func twoPixelsRecordOneIssueWithBothFramesAndTrees() {
    let log = IssueLog()
    withKnownIssue {
        expectShimMatchesNative(tags: ["box"]) { WidenedBox(extra: 2.0 / 3) }
    } matching: { log.add($0) }
    #expect(log.all.count == 1)
    let text = log.all.first ?? ""
    #expect(text.contains("native: (0, 47, 100, 50)"))
    #expect(text.contains(".shim: (0, 47, 100.67, 50)"))
    // The trees around the tag, the tagged line marked.
    #expect(text.contains("native tree around \"box\""))
    #expect(text.contains("→ "))
}

// MARK: - Missing tags

@MainActor @Test func misspelledTagIsMissingEverywhere() throws {
    let found = shimMismatches(tags: ["bxo"]) { WidenedBox(extra: 0) }
    try #require(found.count == 1)
    #expect(found[0].kind == .missing)
    #expect(found[0].nativeCount == 0 && found[0].backendCount == 0)
    #expect(found[0].placedTags == ["box"])
    #expect(found[0].description.contains("did you mean \"box\"?"))
}

@MainActor @Test func misspelledTagIsRecorded() {
    let log = IssueLog()
    withKnownIssue {
        expectShimMatchesNative(tags: ["box", "bxo"]) { WidenedBox(extra: 0) }
    } matching: { log.add($0) }
    // "box" matches; only the misspelled tag is an issue.
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("\"bxo\" was not placed natively nor under .shim") == true)
}

@MainActor @Test func tagMissingUnderOneBackendOnly() throws {
    struct Dropped: View {
        @Environment(\.compatBackend) private var backend
        var body: some View {
            if backend == .shim { Color.blue } else { Color.red.layoutTag("badge") }
        }
    }
    let found = shimMismatches(tags: ["badge"]) { Dropped() }
    try #require(found.count == 1)
    #expect(found[0].kind == .missing)
    #expect(found[0].nativeFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(found[0].backendFrame == nil)
}

@MainActor @Test func placementCountDiffers() throws {
    struct Rows: View {
        @Environment(\.compatBackend) private var backend
        var body: some View {
            VStack { ForEach(0..<(backend == .shim ? 2 : 3)) { _ in Color.red.frame(height: 10).layoutTag("row") } }
        }
    }
    let found = shimMismatches(tags: ["row"]) { Rows() }
    try #require(found.count == 1)
    #expect(found[0].kind == .placementCountDiffers)
    #expect(found[0].nativeCount == 3 && found[0].backendCount == 2)
}

// MARK: - The real shims

@MainActor @Test func environmentShimDivergesOnAPlainInset() throws {
    #expect(shimMismatches(tags: ["content", "bar"]) { Toolbar() }.isEmpty)
    let found = shimMismatches(tags: ["content", "bar"], backends: [.shim, .environmentShim]) { Toolbar() }
    try #require(found.count == 1)
    #expect(found[0].tag == "content")
    #expect(found[0].backend == .environmentShim)
    #expect(found[0].nativeFrame == CGRect(x: 0, y: 47, width: 390, height: 703))
    #expect(found[0].backendFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(found[0].difference == 60)
}

@MainActor @Test func noTagsComparesEveryTaggedView() {
    let found = shimMismatches(tags: [], backends: [.environmentShim]) { Toolbar() }
    #expect(found.map(\.tag) == ["content"])
}

@MainActor @Test func nothingToCompareIsAMismatch() {
    #expect(shimMismatches(tags: ["content"], backends: []) { Toolbar() }.map(\.kind) == [.nothingCompared])
    #expect(shimMismatches(tags: [], on: []) { Toolbar() }.map(\.kind) == [.nothingCompared])
    #expect(shimMismatches(tags: []) { Color.red }.map(\.kind) == [.nothingCompared])
}

// MARK: - The OS form

@MainActor @Test func automaticOnOlderOSAgainstNativeOnLatest() throws {
    // .automatic is native from iOS 15 (CompatBackend): the toolbar matches
    // on every version, through the shim on 13 and 14.
    expectShimMatchesNative(tags: ["content", "bar"], on: [OSVersion(13), OSVersion(14), OSVersion(16)]) { Toolbar() }
    // The box widens under .automatic before 15 only.
    let found = shimMismatches(tags: ["box"], on: [OSVersion(14), OSVersion(15)]) { WidenedBox(extra: 10) }
    try #require(found.count == 1)
    #expect(found[0].osVersion == OSVersion(14))
    #expect(found[0].nativeOSVersion == .latest)
    #expect(found[0].backend == .automatic)
    #expect(found[0].difference == 10)
    #expect(found[0].description.contains(".automatic on iOS 14.0"))
    // The picture draws .automatic on iOS 14 (10 pt wider) next to native:
    // laid out on the latest OS, .automatic would be native and match.
    let svg = try String(contentsOf: try #require(found[0].picture), encoding: .utf8)
    #expect(svg.contains("10 pt"))
}

@MainActor @Test func osFormRecordsAnIssue() {
    let log = IssueLog()
    withKnownIssue {
        expectShimMatchesNative(tags: ["box"], on: [OSVersion(14)]) { WidenedBox(extra: 10) }
    } matching: { log.add($0) }
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("native on \(OSVersion.latest): (0, 47, 100, 50)") == true)
}

@MainActor @Test func impossibleOSVersionsDoNotCrash() {
    // .automatic resolves by comparison with 15 and 17 (CompatBackend): a
    // negative version takes the shim, a far-future one native; both match.
    #expect(shimMismatches(tags: ["content", "bar"], on: [OSVersion(-1), OSVersion(1000)]) { Toolbar() }.isEmpty)
}

// MARK: - Pictures

@MainActor @Test func aMismatchWritesThePicture() throws {
    let found = shimMismatches(tags: ["box"]) { WidenedBox(extra: 5) }
    let url = try #require(found.first?.picture)
    #expect(url.deletingLastPathComponent().standardizedFileURL == CompatTestingPictures.directory.standardizedFileURL)
    #expect(url.lastPathComponent.hasSuffix(".svg"))
    let svg = try String(contentsOf: url, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("box"))
    #expect(svg.contains(".shim"))
    #expect(found[0].description.contains("picture: \(url.path)"))
}

@MainActor @Test func theIssueNamesAnExistingPicture() {
    let log = IssueLog()
    withKnownIssue {
        expectShimMatchesNative(tags: ["box"]) { WidenedBox(extra: 5) }
    } matching: { log.add($0) }
    let line = log.all.first?.split(separator: "\n").first { $0.hasPrefix("picture: ") }
    let path = line.map { String($0.dropFirst("picture: ".count)) } ?? ""
    #expect(!path.isEmpty)
    #expect(FileManager.default.fileExists(atPath: path))
}
