import Foundation
import Testing
import ViewTree
import Compat
import CompatTesting
import MyAppViews

// The app's views checked native against shim, as the README's "Adding your
// own scene" says (its code blocks are these tests, verbatim; the root
// package's DocExamplesTests keeps the two in step).
//
// Window.iPhone13: 390 x 844, safe area (0, 47, 390, 763), one pixel 1/3 pt.

@MainActor @Test func checkoutShimMatchesNative() {
    expectShimMatchesNative(tags: ["list", "pay", "row0", "row1"]) {
        CheckoutView()
    }
}

@MainActor @Test func checkoutOnOlderSystems() {
    expectShimMatchesNative(tags: ["list", "pay", "row0"], on: [OSVersion(13), OSVersion(14), OSVersion(16)]) {
        CheckoutView()
    }
}

@MainActor @Test func misspelledTagIsAnIssue() {
    withKnownIssue("\"pya\" is not a tag of CheckoutView") {
        expectShimMatchesNative(tags: ["pya"]) {
            CheckoutView()
        }
    }
}

@MainActor @Test func environmentShimDoesNotShrinkAPlainView() {
    withKnownIssue("an overlay does not shrink the view it covers") {
        expectShimMatchesNative(tags: ["content", "bar"], backends: [.environmentShim]) {
            ToolbarScreen()
        }
    }
}

@MainActor @Test func mismatchesAsValues() {
    let mismatches = shimMismatches(tags: ["content", "bar"], backends: [.shim, .environmentShim]) {
        ToolbarScreen()
    }
    #expect(mismatches.map(\.tag) == ["content"])
    #expect(mismatches.first?.difference == 60)
}

@MainActor @Test func myToolbarScene() {
    let myScene = CompatScene(name: "my-toolbar", title: "A 60-pt bottom toolbar", source: "my app",
                              shim: .match,
                              environmentShim: .diverges("an overlay does not shrink the content")) {
        ToolbarScreen()
    }

    let comparison = CompatVerifier.compare(myScene)
    #expect(comparison.contradictions.isEmpty)
}

// MARK: - What the issues say

/// Issue texts seen by a `withKnownIssue` matcher.
final class IssueTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ issue: Issue) -> Bool {
        lock.lock(); defer { lock.unlock() }
        texts.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
        return true
    }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
}

@MainActor @Test func misspelledTagIssueSuggestsTheTag() {
    let seen = IssueTexts()
    withKnownIssue {
        expectShimMatchesNative(tags: ["pya"]) { CheckoutView() }
    } matching: { seen.add($0) }
    #expect(seen.all.count == 1)
    #expect(seen.all.first?.contains("\"pya\" was not placed natively nor under .shim") == true)
    #expect(seen.all.first?.contains("did you mean \"pay\"?") == true)
}

@MainActor @Test func divergingBackendIssueGivesBothFramesAndThePicture() throws {
    // Native shrinks the content by the 60-pt bar: 763 - 60 = 703 pt; the
    // environment shim's overlay leaves it 763 pt (README, "Verifying shims").
    let seen = IssueTexts()
    withKnownIssue {
        expectShimMatchesNative(tags: ["content", "bar"], backends: [.environmentShim]) { ToolbarScreen() }
    } matching: { seen.add($0) }
    #expect(seen.all.count == 1, "one issue: \"bar\" is where native puts it")
    let text = try #require(seen.all.first)
    #expect(text.contains("native: (0, 47, 390, 703)"))
    #expect(text.contains(".environmentShim: (0, 47, 390, 763)"))
    #expect(text.contains("height +60"))
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("picture: ") })
    let path = String(line.dropFirst("picture: ".count))
    #expect(FileManager.default.fileExists(atPath: path))
}

@MainActor @Test func aSceneThatContradictsItsClaimIsCaught() {
    // The same view claimed to match under the environment shim: the claim
    // is wrong, and the comparison says so.
    let wrongClaim = CompatScene(name: "my-toolbar-wrong", title: "A 60-pt bottom toolbar", source: "my app",
                                 shim: .match, environmentShim: .match) {
        ToolbarScreen()
    }
    let comparison = CompatVerifier.compare(wrongClaim)
    #expect(comparison.contradictions.map(\.0) == [.environmentShim])
    #expect(comparison.comparison(for: .environmentShim)?.largestDifference == 60)
}
