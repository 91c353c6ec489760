import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification
import CompatTesting

// The code examples of README.md and of the DocC articles that use Compat
// ("Verifying shims", "Testing your own views", "Operating-system
// versions"), verbatim, with their frames asserted; and the checks that keep
// every ```swift block of the docs in a test (`docBlocksAreTested`) and the
// CompatTesting examples in Examples/MyAppViews's tests
// (`testingBlocksAreTheExamplesTests`).
//
// Window.iPhone13 (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"): 390 x 844, insets 47 / 34:
// the safe rectangle is (0, 47, 390, 763), its bottom at 810.

// MARK: - README.md (quick start) and TestingYourViews.md

struct CheckoutView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<12) { i in
                    Text("Item \(i)")
                        .frame(maxWidth: .infinity)
                        .compatContainerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
                        .layoutTag("row\(i)")
                }
            }
        }
        .layoutTag("list")
        .compatSafeAreaInset(edge: .bottom) {
            Button("Pay") {}
                .frame(maxWidth: .infinity)
                .padding()
                .layoutTag("pay")
        }
    }
}

/// TestingYourViews.md: a plain (non-scrolling) view under a 60-pt bar.
struct ToolbarScreen: View {
    var body: some View {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }
}

@MainActor @Test func checkoutShimMatchesNative() {
    expectShimMatchesNative(tags: ["list", "pay", "row0", "row1"]) {
        CheckoutView()
    }
}

@MainActor @Test func checkoutOnOlderSystems() {
    // .automatic is the shim before iOS 15 (both modifiers) and for
    // containerRelativeFrame on iOS 16 (CompatBackend): the same frames as
    // native on the latest OS.
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
    // Native and .shim shrink the content to 763 - 60 = 703 pt; the overlay
    // of .environmentShim leaves it 763 pt tall (VerifyingShims.md): 60 pt.
    #expect(mismatches.map(\.tag) == ["content"])
    #expect(mismatches.first?.difference == 60)
    #expect(mismatches.first?.backendFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
}

@MainActor @Test func myToolbarScene() {
    let myScene = CompatScene(name: "my-toolbar", title: "A 60-pt bottom toolbar", source: "my app",
                              shim: .match,
                              environmentShim: .diverges("an overlay does not shrink the content")) {
        ToolbarScreen()
    }

    let comparison = CompatVerifier.compare(myScene)
    #expect(comparison.contradictions.isEmpty)
    #expect(comparison.comparison(for: .environmentShim)?.largestDifference == 60)
}

@MainActor @Test func checkoutQuickStartNumbers() {
    // Pay: "Pay" is one 22-pt line; padding() adds 16 on each side: 390 x 54 on the bottom edge
    // (810 - 54 = 756). The default spacing is 8, so the list gets 763 - 54 - 8 = 701, and each
    // row is a sixth of the scroll view's height: 701 / 6 = 116.83.
    let native = Window.iPhone13.layout(CheckoutView().environment(\.compatBackend, .native))
    #expect(native.frame(of: "pay") == CGRect(x: 0, y: 756, width: 390, height: 54))
    #expect(native.frame(of: "list") == CGRect(x: 0, y: 47, width: 390, height: 701))
    let row = native.frame(of: "row0")
    #expect(abs((row?.height ?? 0) - 701.0 / 6) <= 1.0 / 3)
    #expect(native.frame(of: "row0")?.minY == 47)
    // Under the environment shim the list keeps the whole safe area (an overlay
    // does not shrink it), so its rows are a sixth of 763 instead.
    let environment = Window.iPhone13.layout(CheckoutView().environment(\.compatBackend, .environmentShim))
    #expect(environment.frame(of: "list") == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(abs((environment.frame(of: "row0")?.height ?? 0) - 763.0 / 6) <= 1.0 / 3)
}

// MARK: - VerifyingShims.md

@MainActor @Test func docSwapBackends() {
    let toolbar = Color.gray.layoutTag("content")
        .compatSafeAreaInset(edge: .bottom, spacing: 0) {
            Color.red.frame(height: 60).layoutTag("bar")
        }

    let native = Window.iPhone13.layout(toolbar.environment(\.compatBackend, .native))
    let shim = Window.iPhone13.layout(toolbar.environment(\.compatBackend, .shim))
    let overlay = Window.iPhone13.layout(toolbar.environment(\.compatBackend, .environmentShim))

    // The bar sits on the safe area's bottom: 810 - 60 = 750.
    #expect(native.frame(of: "bar") == CGRect(x: 0, y: 750, width: 390, height: 60))
    // Native and the _safeAreaInsets shim shrink the content to 763 - 60 = 703.
    #expect(native.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 703))
    #expect(shim.frame(of: "content") == native.frame(of: "content"))
    // The environment shim's overlay leaves the content at full height.
    #expect(overlay.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
    // The shims settle after a second pass: the measured bar goes into @State.
    #expect(native.statistics.passes == 1)
    #expect(shim.statistics.passes == 2)
}

@MainActor @Test func docAutomaticBackend() {
    let toolbar = Color.gray.layoutTag("content")
        .compatSafeAreaInset(edge: .bottom, spacing: 0) {
            Color.red.frame(height: 60).layoutTag("bar")
        }

    let iOS14 = Window.iPhone13.withOSVersion(OSVersion(14))
    let iOS17 = Window.iPhone13.withOSVersion(OSVersion(17))
    // .automatic (the default) picks the shim before iOS 15, native from iOS 15.
    #expect(iOS14.layout(toolbar).statistics.passes == 2)
    #expect(iOS17.layout(toolbar).statistics.passes == 1)
    #expect(iOS14.layout(toolbar).frame(of: "content") == iOS17.layout(toolbar).frame(of: "content"))
}

@MainActor @Test func docCompareCatalogueScene() {
    let scene = Catalogue.scene(named: "inset-top")!
    let comparison = CompatVerifier.compare(scene)

    #expect(comparison.comparison(for: .shim)?.matches == true)
    let environment = comparison.comparison(for: .environmentShim)!
    #expect(!environment.matches)
    #expect(environment.largestDifference == 30)
    #expect(environment.differences.map(\.tag) == ["gradient"])
    #expect(comparison.contradictions.isEmpty)
}

@MainActor @Test func docOwnScene() {
    let myScene = CompatScene(name: "my-toolbar", title: "A 60-pt bottom toolbar", source: "my app",
                              shim: .match,
                              environmentShim: .diverges("an overlay does not shrink the content")) {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }

    let comparison = CompatVerifier.compare(myScene)
    #expect(comparison.contradictions.isEmpty)
    #expect(comparison.comparison(for: .environmentShim)?.largestDifference == 60)
}

@MainActor @Test func docOwnSceneOnAnotherDevice() {
    let myScene = CompatScene(name: "my-toolbar", title: "A 60-pt bottom toolbar", source: "my app",
                              shim: .match,
                              environmentShim: .diverges("an overlay does not shrink the content")) {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }

    for (name, window) in Window.presets {
        let comparison = CompatVerifier.compare(myScene, backends: [.shim], window: window)
        #expect(comparison.comparison(for: .shim)?.matches == true, "\(name)")
    }
}

@MainActor @Test func toolbarShimMatchesNative() {
    expectShimMatchesNative(tags: ["content", "bar"]) {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 60).layoutTag("bar")
            }
    }
}

@MainActor @Test func docMatrix() {
    let comparisons = CompatibilityMatrix.compareCatalogue()
    let markdown = CompatibilityMatrix.markdown(comparisons)

    #expect(markdown.contains(CompatibilityMatrix.headline(comparisons)))
    #expect(comparisons.allSatisfy { $0.contradictions.isEmpty })
}

@MainActor @Test func docContainerRelativeFrameShim() {
    let gallery = ScrollView(.horizontal) {
        HStack(spacing: 10) {
            ForEach(0..<10) { i in
                Rectangle().aspectRatio(3 / 2, contentMode: .fit)
                    .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                    .layoutTag("item\(i)")
            }
        }
    }

    let native = Window.iPhone13.layout(gallery.environment(\.compatBackend, .native))
    let shim = Window.iPhone13.layout(gallery.environment(\.compatBackend, .shim))
    // (390 - 2 * 10) / 3 = 123.33 wide either way; the detector needs one more pass.
    #expect(shim.frame(of: "item1") == native.frame(of: "item1"))
    #expect(shim.statistics.passes > native.statistics.passes)
    let width = native.frame(of: "item0")?.width ?? 0
    #expect(abs(width - 370.0 / 3) <= 1.0 / 3)
}

// MARK: - The docs cannot go stale

/// The package root, from this file's path (Tests/CompatTests/...).
fileprivate let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The ```swift blocks of a Markdown file, each as its non-blank lines, trimmed.
@MainActor fileprivate func swiftBlocks(in markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if current == nil, trimmed.hasPrefix("```swift") {
            current = []
        } else if current != nil, trimmed.hasPrefix("```") {
            blocks.append(current!)
            current = nil
        } else if current != nil, !trimmed.isEmpty {
            current!.append(trimmed)
        }
    }
    return blocks
}

/// A test file split into its tests: each chunk starts at an `@Test` line
/// (the first chunk is what precedes the first test).
@MainActor fileprivate func testChunks(_ source: String) -> [[String]] {
    var chunks: [[String]] = [[]]
    for line in source.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@Test") { chunks.append([]) }
        if !trimmed.isEmpty { chunks[chunks.count - 1].append(trimmed) }
    }
    return chunks
}

/// Whether `block`'s lines appear, in order, among `chunk`'s lines.
@MainActor fileprivate func contains(_ chunk: [String], inOrder block: [String]) -> Bool {
    var index = chunk.startIndex
    for line in block {
        guard let found = chunk[index...].firstIndex(of: line) else { return false }
        index = chunk.index(after: found)
    }
    return true
}

/// A test file's `import` lines: a block's imports are checked against these
/// (in a file they precede the first test, so no test chunk holds them).
@MainActor fileprivate func imports(_ source: String) -> Set<String> {
    Set(source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("import ") })
}

/// Whether `block` is in one of `files`: its imports among the file's, the
/// rest, in order, in one of its tests (a block of several tests: each in one).
@MainActor fileprivate func isTested(_ block: [String], in files: [(imports: Set<String>, chunks: [[String]])]) -> Bool {
    let needed = block.filter { $0.hasPrefix("import ") }
    let code = block.filter { !$0.hasPrefix("import ") }
    let parts = testChunks(code.joined(separator: "\n")).filter { !$0.isEmpty }
    return files.contains { file in
        needed.allSatisfy(file.imports.contains)
            && parts.allSatisfy { part in file.chunks.contains { contains($0, inOrder: part) } }
    }
}

/// The example package that depends on this one by path (Examples/MyAppViews).
fileprivate let examplePackage = packageRoot.appendingPathComponent("Examples/MyAppViews")

/// The example package's test files, each as its imports and its tests.
@MainActor fileprivate func exampleTestFiles() throws -> [(imports: Set<String>, chunks: [[String]])] {
    let testsDirectory = examplePackage.appendingPathComponent("Tests/MyAppViewsTests")
    return try FileManager.default.contentsOfDirectory(atPath: testsDirectory.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { name in
            let source = try String(contentsOf: testsDirectory.appendingPathComponent(name), encoding: .utf8)
            return (imports: imports(source), chunks: testChunks(source))
        }
}

/// Whether a block records layout snapshots: its reference files are the
/// example's, committed beside its tests, and `.ci/run` compares them there
/// (COMPAT_TESTING_RECORD=never), so the example's tests are its test.
@MainActor fileprivate func usesLayoutSnapshots(_ block: [String]) -> Bool {
    block.contains { $0.contains("expectLayoutSnapshot(") || $0.contains("layoutSnapshotMismatches(") }
}

@MainActor @Test func docBlocksAreTested() throws {
    let docc = packageRoot.appendingPathComponent("Sources/ViewTree/ViewTree.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: docc.path)
        .filter { $0.hasSuffix(".md") }.sorted()
        .map { docc.appendingPathComponent($0) }
    #expect(articles.count >= 5, "ViewTree.md and four articles")
    let documents = articles + [packageRoot.appendingPathComponent("README.md")]
    let testFiles = ["Tests/ViewTreeTests/DocExamplesTests.swift", "Tests/CompatTests/DocExamplesTests.swift"]
    var files = try testFiles.map { path in
        let source = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        return (imports: imports(source), chunks: testChunks(source))
    }
    // The README's dependency snippet is the example package's manifest,
    // which `.ci/run` builds.
    let manifest = try String(contentsOf: examplePackage.appendingPathComponent("Package.swift"), encoding: .utf8)
    files.append((imports: imports(manifest), chunks: [swiftBlocks(in: "```swift\n" + manifest + "\n```").first ?? []]))
    let exampleTests = try exampleTestFiles()
    var checked = 0
    for document in documents {
        let blocks = swiftBlocks(in: try String(contentsOf: document, encoding: .utf8))
        for block in blocks where !block.isEmpty {
            checked += 1
            // A Bool first: #expect would print every file's chunks otherwise.
            let tested = isTested(block, in: files) || (usesLayoutSnapshots(block) && isTested(block, in: exampleTests))
            #expect(tested,
                    "\(document.lastPathComponent): this ```swift block is not in a test of \(testFiles.joined(separator: " or ")) (nor the example's Package.swift, nor, for layout snapshots, Examples/MyAppViews's tests):\n\(block.joined(separator: "\n"))")
        }
    }
    #expect(checked >= 20, "found only \(checked) swift blocks")
}

/// The docs say the example package tests its views "exactly as" shown:
/// every block of the README and of the articles "Testing your own views"
/// and "Layout snapshots" that uses CompatTesting is also in the example's
/// tests (which `.ci/run` runs, its snapshots under COMPAT_TESTING_RECORD=never).
@MainActor @Test func testingBlocksAreTheExamplesTests() throws {
    let files = try exampleTestFiles()
    #expect(files.count >= 2, "the example's shim tests and snapshot tests")
    let docc = "Sources/ViewTree/ViewTree.docc/"
    let documents = ["README.md", docc + "TestingYourViews.md", docc + "LayoutSnapshots.md"]
    var count: [String: Int] = [:]
    for document in documents {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
        let testing = swiftBlocks(in: text).filter { block in
            usesLayoutSnapshots(block) || block.contains {
                $0.contains("expectShimMatchesNative(") || $0.contains("shimMismatches(") || $0.contains("CompatScene(")
            }
        }
        count[document] = testing.count
        for block in testing {
            let tested = isTested(block, in: files)
            #expect(tested, "\(document): block not in Examples/MyAppViews's tests:\n\(block.joined(separator: "\n"))")
        }
    }
    // README: the quick start's test and a snapshot test; the article: the
    // OS form and known issues, the values form, a scene; the snapshots.
    #expect((count["README.md"] ?? 0) >= 2, "the README shows CompatTesting: \(count)")
    #expect((count[docc + "TestingYourViews.md"] ?? 0) >= 3, "\(count)")
    #expect((count[docc + "LayoutSnapshots.md"] ?? 0) >= 1, "\(count)")
}

// MARK: - OSVersions.md

struct Screen: View {
    var body: some View {
        IfAvailable(iOS: 16) {
            NavigationStack { Color.blue.layoutTag("content") }
        } else: {
            NavigationView { Color.blue.layoutTag("content") }
        }
    }
}

@MainActor @Test func docIfAvailable() {
    let iOS15 = Window.iPhone13.withOSVersion(OSVersion(15))
    #expect(iOS15.layout(Screen()).diagnostics.isEmpty)
    let overlay = Color.blue.overlay(alignment: .top) { Color.red.frame(height: 10) }
    #expect(iOS15.withOSVersion(OSVersion(14)).layout(overlay).diagnostics.map(\.message)
            == ["'overlay(alignment:content:)' is only available in iOS 15.0 or newer"])
    // The container iOS 15 runs: NavigationView (NavigationStack is iOS 16).
    #expect(iOS15.layout(Screen()).dump().contains("NavigationView"))
}
