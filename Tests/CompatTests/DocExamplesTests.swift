import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// The code examples of README.md and of the "Verifying shims" article,
// verbatim, with their frames asserted; and the check that keeps every
// ```swift block of the docs in a test (see `docBlocksAreTested`).
//
// Window.iPhone13 (Docs/LayoutRules.md, "Safe area and ignoresSafeArea"): 390 x 844, insets 47 / 34:
// the safe rectangle is (0, 47, 390, 763), its bottom at 810.

// MARK: - README.md: quick start

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

@Test func checkoutShimMatchesNative() {
    let native = Window.iPhone13.layout(CheckoutView().environment(\.compatBackend, .native))
    let shim = Window.iPhone13.layout(CheckoutView().environment(\.compatBackend, .shim))
    for tag in ["list", "pay", "row0", "row1"] {
        #expect(native.frame(of: tag) == shim.frame(of: tag))
    }
    #expect(native.frame(of: "pay") == CGRect(x: 0, y: 756, width: 390, height: 54))
    #expect(native.frame(of: "list") == CGRect(x: 0, y: 47, width: 390, height: 701))
}

@Test func checkoutQuickStartNumbers() {
    // Pay: "Pay" is one 22-pt line; padding() adds 16 on each side: 390 x 54 on the bottom edge
    // (810 - 54 = 756). The default spacing is 8, so the list gets 763 - 54 - 8 = 701, and each
    // row is a sixth of the scroll view's height: 701 / 6 = 116.83.
    let native = Window.iPhone13.layout(CheckoutView().environment(\.compatBackend, .native))
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

@Test func docSwapBackends() {
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

@Test func docAutomaticBackend() {
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

@Test func docCompareCatalogueScene() {
    let scene = Catalogue.scene(named: "inset-top")!
    let comparison = CompatVerifier.compare(scene)

    #expect(comparison.comparison(for: .shim)?.matches == true)
    let environment = comparison.comparison(for: .environmentShim)!
    #expect(!environment.matches)
    #expect(environment.largestDifference == 30)
    #expect(environment.differences.map(\.tag) == ["gradient"])
    #expect(comparison.contradictions.isEmpty)
}

@Test func docOwnScene() {
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

@Test func docOwnSceneOnAnotherDevice() {
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

@Test func docMatrix() {
    let comparisons = CompatibilityMatrix.compareCatalogue()
    let markdown = CompatibilityMatrix.markdown(comparisons)

    #expect(markdown.contains(CompatibilityMatrix.headline(comparisons)))
    #expect(comparisons.allSatisfy { $0.contradictions.isEmpty })
}

@Test func docContainerRelativeFrameShim() {
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
fileprivate func swiftBlocks(in markdown: String) -> [[String]] {
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
fileprivate func testChunks(_ source: String) -> [[String]] {
    var chunks: [[String]] = [[]]
    for line in source.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@Test") { chunks.append([]) }
        if !trimmed.isEmpty { chunks[chunks.count - 1].append(trimmed) }
    }
    return chunks
}

/// Whether `block`'s lines appear, in order, among `chunk`'s lines.
fileprivate func contains(_ chunk: [String], inOrder block: [String]) -> Bool {
    var index = chunk.startIndex
    for line in block {
        guard let found = chunk[index...].firstIndex(of: line) else { return false }
        index = chunk.index(after: found)
    }
    return true
}

@Test func docBlocksAreTested() throws {
    let docc = packageRoot.appendingPathComponent("Sources/ViewTree/ViewTree.docc")
    let articles = try FileManager.default.contentsOfDirectory(atPath: docc.path)
        .filter { $0.hasSuffix(".md") }.sorted()
        .map { docc.appendingPathComponent($0) }
    #expect(articles.count >= 5, "ViewTree.md and four articles")
    let documents = articles + [packageRoot.appendingPathComponent("README.md")]
    let testFiles = ["Tests/ViewTreeTests/DocExamplesTests.swift", "Tests/CompatTests/DocExamplesTests.swift"]
    let chunks = try testFiles.flatMap { path in
        testChunks(try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
    }
    var checked = 0
    for document in documents {
        let blocks = swiftBlocks(in: try String(contentsOf: document, encoding: .utf8))
        for block in blocks where !block.isEmpty {
            checked += 1
            #expect(chunks.contains { contains($0, inOrder: block) },
                    "\(document.lastPathComponent): this ```swift block is not in a test of \(testFiles.joined(separator: " or ")):\n\(block.joined(separator: "\n"))")
        }
    }
    #expect(checked >= 20, "found only \(checked) swift blocks")
}
