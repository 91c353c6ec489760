import Foundation
import Testing
import CompatTesting

// The layout snapshot workflow (issue 31) against a scene whose frames the
// rules give: `Toolbar` (CompatTestingTests.swift) on Window.iPhone13, 390 x
// 844, safe area top 47, bottom 34. The bar is 60 pt at the bottom of the safe
// area (0, 750, 390, 60); the content fills the rest, (0, 47, 390, 703)
// (Docs/LayoutRules.md, "safeAreaInset"). Safe area a view sees
// (GeometryProxy.safeAreaInsets, Docs/LayoutRules.md "Safe area and
// ignoresSafeArea"): the content's top edge lies on the device's inset (47),
// its bottom edge on the inset's band, which grows through the bar and the
// device's 34 (60 + 34 = 94); the bar's bottom edge lies on the device's
// inset (34), its top edge on nothing.

/// A toolbar whose bar is `height` tall: 60 is `Toolbar`, 80 moves the
/// content's bottom and the bar's top by 20 pt.
struct SizedToolbar: View {
    var height: CGFloat = 60
    var body: some View {
        Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: height).layoutTag("bar")
            }
    }
}

/// A fresh folder standing for a test file's folder, and the test file in it.
func scratchTestFile(_ name: String = "ScreenTests.swift") -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("LayoutSnapshotTests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

func referenceFiles(besides testFile: String) -> [String] {
    let folder = LayoutSnapshotCheck.referenceDirectory(forTestFile: testFile)
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

@MainActor @Suite struct LayoutSnapshotWorkflowTests {
    let windows: [Window] = [.iPhoneSE, .iPhone13, .iPad]

    @Test func firstRunRecordsOneFilePerWindowThenPasses() throws {
        let file = scratchTestFile()
        let first = layoutSnapshotMismatches(named: "screen", on: windows, record: .missing, filePath: file, function: "checkout()") { SizedToolbar() }
        #expect(first.map(\.kind) == [.recorded, .recorded, .recorded])
        #expect(first.allSatisfy { $0.detail.contains("recorded a new reference") })
        #expect(referenceFiles(besides: file) == ["screen.iPad.txt", "screen.iPhone-13-14.txt", "screen.iPhone-SE.txt"])
        let second = layoutSnapshotMismatches(named: "screen", on: windows, record: .missing, filePath: file, function: "checkout()") { SizedToolbar() }
        #expect(second.isEmpty, "\(second)")

        // The reference a reviewer reads: the window, then the tagged views.
        let url = LayoutSnapshotCheck.referenceDirectory(forTestFile: file).appendingPathComponent("screen.iPhone-13-14.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.dropFirst() == [
            "window \"iPhone 13/14\" 390 x 844, scale 3, safe area 47 0 34 0, keyboard 0, iOS \(OSVersion.latest.major).\(OSVersion.latest.minor)",
            "\"content\" frame 0 47 390 703, safe area 47 0 94 0",
            "\"bar\" frame 0 750 390 60, safe area 0 0 34 0",
        ])
    }

    @Test func aViewMovedByTwentyPointsFailsNamingItAndBothFrames() {
        let file = scratchTestFile()
        _ = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "bar()") { SizedToolbar() }
        let found = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "bar()") { SizedToolbar(height: 80) }
        #expect(found.map(\.kind) == [.differs])
        let differences = found.first?.differences ?? []
        // 80 - 60: the content is 20 pt shorter, the bar 20 pt higher and taller.
        #expect(differences.map(\.key) == ["content", "bar"])
        #expect(differences.map(\.kind) == [.frameChanged, .frameChanged])
        #expect(differences.last?.description
                == "\"bar\" moved or resized: reference x 0 y 750 width 390 height 60, now x 0 y 730 width 390 height 80 (y -20, height +20)")
        #expect(differences.last?.distance == 20)
        // The picture of both layouts, the changed views outlined.
        let picture = found.first?.picture
        #expect(picture.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(found.first?.description.contains("picture: ") == true)
    }

    @Test func recordAllAcceptsTheChange() {
        let file = scratchTestFile()
        _ = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "bar()") { SizedToolbar() }
        let recorded = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .all, filePath: file, function: "bar()") { SizedToolbar(height: 80) }
        #expect(recorded.map(\.kind) == [.recorded])
        #expect(recorded.first?.differences.count == 2)
        let after = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "bar()") { SizedToolbar(height: 80) }
        #expect(after.isEmpty, "\(after)")
        // Under `all`, a reference that still matches passes.
        #expect(layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .all, filePath: file, function: "bar()") { SizedToolbar(height: 80) }.isEmpty)
    }

    @Test func neverFailsOnAMissingReferenceAndWritesNothing() {
        let file = scratchTestFile()
        let found = layoutSnapshotMismatches(named: "screen", on: windows, record: .never, filePath: file, function: "ci()") { SizedToolbar() }
        #expect(found.map(\.kind) == [.referenceMissing, .referenceMissing, .referenceMissing])
        #expect(referenceFiles(besides: file).isEmpty)
    }

    @Test func failedRewritesOnlyTheReferencesThatDiffer() throws {
        let file = scratchTestFile()
        _ = layoutSnapshotMismatches(named: "screen", on: [.iPhone13, .iPad], record: .missing, filePath: file, function: "f()") { SizedToolbar() }
        let folder = LayoutSnapshotCheck.referenceDirectory(forTestFile: file)
        let iPad = folder.appendingPathComponent("screen.iPad.txt")
        let before = try Data(contentsOf: iPad)
        // A layout that differs only on the iPhone: the bar is 80 pt there.
        struct PhoneOnly: View {
            @Environment(\.simulatedOSVersion) var os
            var body: some View { GeometryReader { proxy in SizedToolbar(height: proxy.size.width < 500 ? 80 : 60) } }
        }
        let found = layoutSnapshotMismatches(named: "screen", on: [.iPhone13, .iPad], record: .failed, filePath: file, function: "f()") { PhoneOnly() }
        #expect(found.map(\.kind) == [.recorded])
        #expect(found.first?.window == "iPhone 13/14")
        #expect(try Data(contentsOf: iPad) == before)
    }

    @Test func aReferenceEditedIntoNonsenseIsAnIssueNamingTheLine() throws {
        let file = scratchTestFile()
        _ = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "edit()") { SizedToolbar() }
        let url = LayoutSnapshotCheck.referenceDirectory(forTestFile: file).appendingPathComponent("screen.iPhone-13-14.txt")
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "frame 0 750 390 60", with: "frame zero 750 390 60")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let found = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .missing, filePath: file, function: "edit()") { SizedToolbar() }
        #expect(found.map(\.kind) == [.unreadableReference])
        #expect(found.first?.detail.contains("line 4:") == true, "\(found)")
        // Not rewritten under `missing`; `failed` replaces it.
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
        let replaced = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .failed, filePath: file, function: "edit()") { SizedToolbar() }
        #expect(replaced.map(\.kind) == [.recorded])
        #expect(layoutSnapshotMismatches(named: "screen", on: [.iPhone13], record: .never, filePath: file, function: "edit()") { SizedToolbar() }.isEmpty)
    }

    @Test func binaryAndEmptyReferencesAreIssues() throws {
        let file = scratchTestFile()
        let folder = LayoutSnapshotCheck.referenceDirectory(forTestFile: file)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xff, 0xfe, 0x00, 0x81]).write(to: folder.appendingPathComponent("binary.iPhone-13-14.txt"))
        try Data().write(to: folder.appendingPathComponent("empty.iPhone-13-14.txt"))
        let binary = layoutSnapshotMismatches(named: "binary", on: [.iPhone13], filePath: file, function: "b()") { SizedToolbar() }
        let empty = layoutSnapshotMismatches(named: "empty", on: [.iPhone13], filePath: file, function: "e()") { SizedToolbar() }
        #expect(binary.map(\.kind) == [.unreadableReference])
        #expect(binary.first?.detail.contains("not UTF-8") == true)
        #expect(empty.map(\.kind) == [.unreadableReference])
        #expect(empty.first?.detail.contains("no window line") == true)
    }

    @Test func anUnwritableFolderIsAnIssue() throws {
        // The test file's folder is a regular file: nothing can be made in
        // it, not even by root (CI's containers run tests as root).
        let blocker = scratchTestFile("blocker")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let file = blocker + "/ScreenTests.swift"
        let found = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], filePath: file, function: "w()") { SizedToolbar() }
        #expect(found.map(\.kind) == [.notWritten])
        #expect(found.first?.detail.contains("could not be written") == true)
    }

    @Test func aTagPlacedTwiceIsAnIssue() {
        let file = scratchTestFile()
        let found = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], filePath: file, function: "d()") {
            VStack { Color.red.layoutTag("row"); Color.blue.layoutTag("row") }
        }
        #expect(found.map(\.kind) == [.duplicateTag, .recorded])
        #expect(found.first?.detail.contains("\"row\" is placed 2 times") == true)
    }

    @Test func anImpossibleWindowIsAnIssueAndNothingIsWritten() {
        let file = scratchTestFile()
        let bad = Window(size: CGSize(width: -390, height: CGFloat.nan))
        let found = layoutSnapshotMismatches(named: "screen", on: [bad], filePath: file, function: "bad()") { SizedToolbar() }
        #expect(found.map(\.kind) == [.invalidWindow])
        #expect(found.first?.detail.contains("window width -390") == true, "\(found)")
        #expect(referenceFiles(besides: file).isEmpty)
    }

    @Test func nothingTaggedAndNoWindowAreIssues() {
        let file = scratchTestFile()
        #expect(layoutSnapshotMismatches(named: "screen", on: [.iPhone13], filePath: file, function: "n()") { Color.red }.map(\.kind) == [.nothingRecorded])
        #expect(layoutSnapshotMismatches(named: "screen", on: [Window](), filePath: file, function: "n()") { SizedToolbar() }.map(\.kind) == [.nothingRecorded])
        #expect(layoutSnapshotMismatches(named: "screen", on: [.iPhone13], tags: ["bra"], filePath: file, function: "t()") { SizedToolbar() }.map(\.kind)
                == [.tagNotFound, .nothingRecorded])
        #expect(referenceFiles(besides: file).isEmpty)
    }

    @Test func theOSFormKeepsOneFilePerVersion() {
        let file = scratchTestFile()
        let found = layoutSnapshotMismatches(named: "screen", on: [.iOS15, .iOS16], in: .iPhone13, filePath: file, function: "os()") { SizedToolbar() }
        #expect(found.map(\.kind) == [.recorded, .recorded])
        #expect(referenceFiles(besides: file) == ["screen.iPhone-13-14.iOS15.txt", "screen.iPhone-13-14.iOS16.txt"])
    }

    @Test func everyViewByOption() throws {
        let file = scratchTestFile()
        _ = layoutSnapshotMismatches(named: "screen", on: [.iPhone13], tags: .all, filePath: file, function: "all()") { SizedToolbar() }
        let url = LayoutSnapshotCheck.referenceDirectory(forTestFile: file).appendingPathComponent("screen.iPhone-13-14.txt")
        let snapshot = try LayoutSnapshot(text: String(contentsOf: url, encoding: .utf8))
        // Besides the two tags: the colours, the bar's frame and the inset itself.
        #expect(snapshot.entries.count > 2)
        #expect(snapshot.entries.contains { $0.name == "layoutTag [bar]" && $0.frame == CGRect(x: 0, y: 750, width: 390, height: 60) })
        #expect(layoutSnapshotMismatches(named: "screen", on: [.iPhone13], tags: .all, filePath: file, function: "all()") { SizedToolbar() }.isEmpty)
    }
}

// MARK: - The file format

@MainActor @Test func aSnapshotReadsBackAsItWasWritten() throws {
    let result = Window.iPhone13.layout(
        VStack(spacing: 0) {
            Color.red.frame(height: 100.0 / 3).layoutTag("a \"quoted\" name\\ with\nbreaks")
            HStack { Color.blue.layoutTag("row"); Color.green.layoutTag("row") }.layoutTag("row")
        }
    )
    let snapshot = LayoutSnapshot(result)
    let read = try LayoutSnapshot(text: snapshot.text)
    // The file keeps three decimals: read back, it writes the same text,
    // with the same names, depths and keys.
    #expect(read.text == snapshot.text)
    #expect(read.entries.map(\.key) == snapshot.entries.map(\.key))
    #expect(read.differences(from: snapshot, tolerance: 1.0 / 3).isEmpty)
    // Nested repeats are told apart by path and order.
    #expect(snapshot.entries.map(\.key) == ["a \"quoted\" name\\ with\nbreaks", "row", "row/row", "row/row #2"])
    // A third of a point on a scale-3 grid is written as its decimals.
    #expect(snapshot.text.contains("frame 0 47 390 33.333"))
}

@Test func malformedLinesAreRejectedWithTheirNumber() {
    let window = "window \"w\" 100 x 100, scale 1, safe area 0 0 0 0, keyboard 0, iOS 17.0"
    let cases: [(String, Int)] = [
        ("\"a\" frame 0 0 1 1, safe area 0 0 0 0\n\(window)", 1),               // a view before the window
        ("\(window)\n   \"a\" frame 0 0 1 1, safe area 0 0 0 0", 2),            // odd indentation
        ("\(window)\n    \"a\" frame 0 0 1 1, safe area 0 0 0 0", 2),           // two levels in at once
        ("\(window)\n\"a frame 0 0 1 1, safe area 0 0 0 0", 2),                 // unterminated name
        ("\(window)\n\"a\" frame 0 0 -1 1, safe area 0 0 0 0", 2),              // negative width
        ("\(window)\n\"a\" frame 0 0 1 1, safe area 0 0 0 0 extra", 2),         // trailing text
        ("\(window)\n\(window)", 2),                                            // two windows
        ("\(window)\n\"a\" frame 0 0 inf 1, safe area 0 0 0 0", 2),             // not finite
    ]
    for (text, line) in cases {
        #expect(throws: LayoutSnapshotReadError.self) { try LayoutSnapshot(text: text) }
        do { _ = try LayoutSnapshot(text: text) } catch { #expect(error.line == line, "\(text)") }
    }
}

@Test func theRecordModeComesFromTheEnvironment() {
    let key = LayoutSnapshotRecordMode.environmentVariable
    #expect(LayoutSnapshotRecordMode.fromEnvironment([:]).mode == .missing)
    #expect(LayoutSnapshotRecordMode.fromEnvironment([key: "all"]).mode == .all)
    #expect(LayoutSnapshotRecordMode.fromEnvironment([key: "Failed"]).mode == .failed)
    #expect(LayoutSnapshotRecordMode.fromEnvironment([key: "never"]).mode == .never)
    let bogus = LayoutSnapshotRecordMode.fromEnvironment([key: "sometimes"])
    #expect(bogus.mode == .missing)
    #expect(bogus.problem == "COMPAT_TESTING_RECORD=sometimes is not a record mode (missing, all, failed, never); used missing")
}

@MainActor @Test func theLaidOutTreeShowsTheSafeAreaEachViewSees() {
    let dump = Window.iPhone13.layout(SizedToolbar()).dump()
    // The values of the file header's explanation (GeometryProxy.safeAreaInsets).
    #expect(dump.contains("\"content\" (0, 47, 390, 703) safe area (top: 47, leading: 0, bottom: 94, trailing: 0)"), "\(dump)")
    #expect(dump.contains("\"bar\" (0, 750, 390, 60) safe area (top: 0, leading: 0, bottom: 34, trailing: 0)"), "\(dump)")
}

// MARK: - Through Swift Testing

@MainActor @Test func expectLayoutSnapshotRecordsThenPasses() {
    let file = scratchTestFile()
    let location = SourceLocation(fileID: "CompatTestingTests/ScreenTests.swift", filePath: file, line: 1, column: 1)
    let log = IssueLog()
    withKnownIssue {
        expectLayoutSnapshot(named: "toolbar", on: [.iPhone13, .iPhoneSE], record: .missing, sourceLocation: location) { SizedToolbar() }
    } matching: { log.add($0) }
    #expect(log.all.count == 2)
    #expect(log.all.first?.hasPrefix("iPhone 13/14: recorded a new reference") == true, "\(log.all)")
    expectLayoutSnapshot(of: SizedToolbar(), named: "toolbar", on: [.iPhone13, .iPhoneSE], record: .missing, sourceLocation: location)
    #expect(referenceFiles(besides: file) == ["toolbar.iPhone-13-14.txt", "toolbar.iPhone-SE.txt"])
}

@MainActor @Test func expectLayoutSnapshotIsNamedAfterTheTest() {
    let file = scratchTestFile()
    let location = SourceLocation(fileID: "CompatTestingTests/ScreenTests.swift", filePath: file, line: 7, column: 1)
    withKnownIssue {
        expectLayoutSnapshot(record: .missing, sourceLocation: location) { SizedToolbar() }
    }
    #expect(referenceFiles(besides: file) == ["expectLayoutSnapshotIsNamedAfterTheTest.iPhone-13-14.txt"])
}

@MainActor @Test func aSecondUnnamedCheckInOneTestGetsItsOwnFile() {
    let file = scratchTestFile()
    _ = layoutSnapshotMismatches(on: [.iPhone13], filePath: file, function: "twice()") { SizedToolbar() }
    _ = layoutSnapshotMismatches(on: [.iPhone13], filePath: file, function: "twice()") { SizedToolbar(height: 80) }
    #expect(referenceFiles(besides: file) == ["twice.2.iPhone-13-14.txt", "twice.iPhone-13-14.txt"])
}
