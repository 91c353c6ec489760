import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// MARK: - Swift Testing

/// Compares `view`'s layout in each of `windows` with the reference file
/// recorded for it, or records one, as swift-snapshot-testing does for
/// images, for frames:
///
/// ```swift
/// @MainActor @Test func checkout() {
///     expectLayoutSnapshot(on: [.iPhoneSE, .iPhone13, .iPhone15Pro, .iPad]) { CheckoutView() }
/// }
/// ```
///
/// Each window has its reference, plain text beside the test file:
/// `__LayoutSnapshots__/<TestFile>/<test>.<window>.txt` (`named:` replaces
/// the test's name; a second unnamed check in one test adds `.2`). It holds
/// the window, then the tagged views (`tags:`; `.all` for every view) in
/// tree order, each with its frame in window coordinates and the safe area
/// it sees, rounded to the pixel grid (`LayoutSnapshot`).
///
/// `record:` (else `COMPAT_TESTING_RECORD`, else `.missing`) says what is
/// written: `missing` writes a missing reference, `all` every one, `failed`
/// the ones that differ, `never` none (for CI). Every write is an issue, so
/// a recording run never passes. A view that moved or resized by more than
/// a pixel, or came or went, is one issue per window, with both frames and
/// the side-by-side picture (attached, and written to
/// `CompatTestingPictures.directory`). Not a SwiftUI API.
@MainActor @preconcurrency
public func expectLayoutSnapshot(
    of view: some View,
    named name: String? = nil,
    on windows: [Window] = [.iPhone13],
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let found = snapshotCheck(named: name, tags: tags, record: record, filePath: sourceLocation.filePath,
                              testName: currentTestName(), line: sourceLocation.line, osForm: false,
                              run: { $0.run(view, on: windows) })
    recordSnapshotIssues(found, sourceLocation: sourceLocation)
}

/// The trailing-closure form of `expectLayoutSnapshot(of:named:on:tags:record:sourceLocation:)`.
@MainActor @preconcurrency
public func expectLayoutSnapshot(
    named name: String? = nil,
    on windows: [Window] = [.iPhone13],
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ view: () -> some View
) {
    expectLayoutSnapshot(of: view(), named: name, on: windows, tags: tags, record: record, sourceLocation: sourceLocation)
}

/// The OS form: one window on each of `osVersions`, one reference each
/// (`<test>.<window>.iOS16.txt`), so a change in how one system lays the
/// screen out shows up on that system's file.
@MainActor @preconcurrency
public func expectLayoutSnapshot(
    of view: some View,
    named name: String? = nil,
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let found = snapshotCheck(named: name, tags: tags, record: record, filePath: sourceLocation.filePath,
                              testName: currentTestName(), line: sourceLocation.line, osForm: true,
                              run: { $0.run(view, on: osVersions.map { window.withOSVersion($0) }) })
    recordSnapshotIssues(found, sourceLocation: sourceLocation)
}

/// The trailing-closure form of the OS form.
@MainActor @preconcurrency
public func expectLayoutSnapshot(
    named name: String? = nil,
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ view: () -> some View
) {
    expectLayoutSnapshot(of: view(), named: name, on: osVersions, in: window, tags: tags, record: record,
                         sourceLocation: sourceLocation)
}

/// One issue per finding, after its picture is attached.
func recordSnapshotIssues(_ found: [LayoutSnapshotMismatch], sourceLocation: SourceLocation) {
    for mismatch in found {
        if let picture = mismatch.picture, let svg = try? String(contentsOf: picture, encoding: .utf8) {
            Attachment.record(svg, named: picture.lastPathComponent, sourceLocation: sourceLocation)
        }
        Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
    }
}

/// The running Swift Testing test's name without its parameter list
/// ("checkout()" → "checkout"), or nil outside a test.
func currentTestName() -> String? {
    Test.current.map { testName(fromFunction: $0.name) }
}

// MARK: - Values (XCTest)

/// The findings `expectLayoutSnapshot` would record, as values, for
/// XCTest or assertions of your own; references are read and written the
/// same way, named after the test method (`testCheckout`):
///
/// ```swift
/// func testCheckout() {
///     let found = layoutSnapshotMismatches(on: [.iPhoneSE, .iPhone13]) { CheckoutView() }
///     XCTAssertTrue(found.isEmpty, found.map(\.description).joined(separator: "\n\n"))
/// }
/// ```
@MainActor @preconcurrency
public func layoutSnapshotMismatches(
    of view: some View,
    named name: String? = nil,
    on windows: [Window] = [.iPhone13],
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line
) -> [LayoutSnapshotMismatch] {
    snapshotCheck(named: name, tags: tags, record: record, filePath: filePath,
                  testName: testName(fromFunction: function), line: line, osForm: false,
                  run: { $0.run(view, on: windows) })
}

/// The trailing-closure form of `layoutSnapshotMismatches(of:...)`.
@MainActor @preconcurrency
public func layoutSnapshotMismatches(
    named name: String? = nil,
    on windows: [Window] = [.iPhone13],
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    @ViewBuilder _ view: () -> some View
) -> [LayoutSnapshotMismatch] {
    layoutSnapshotMismatches(of: view(), named: name, on: windows, tags: tags, record: record,
                             filePath: filePath, function: function, line: line)
}

/// The OS form of `layoutSnapshotMismatches`.
@MainActor @preconcurrency
public func layoutSnapshotMismatches(
    of view: some View,
    named name: String? = nil,
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line
) -> [LayoutSnapshotMismatch] {
    snapshotCheck(named: name, tags: tags, record: record, filePath: filePath,
                  testName: testName(fromFunction: function), line: line, osForm: true,
                  run: { $0.run(view, on: osVersions.map { window.withOSVersion($0) }) })
}

// MARK: - Shared

/// "checkout()" or "testCheckout()" → the name before the parameters.
func testName(fromFunction function: String) -> String {
    let name = function.prefix { $0 != "(" }
    return name.isEmpty ? function : String(name)
}

/// Makes the check (file names, mode) and runs it.
@MainActor
func snapshotCheck(named name: String?, tags: LayoutSnapshotViews, record: LayoutSnapshotRecordMode?,
                   filePath: String, testName: String?, line: Int, osForm: Bool,
                   run: (LayoutSnapshotCheck) -> [LayoutSnapshotMismatch]) -> [LayoutSnapshotMismatch] {
    var found: [LayoutSnapshotMismatch] = []
    let mode: LayoutSnapshotRecordMode
    if let record {
        mode = record
    } else {
        let (fromEnvironment, problem) = LayoutSnapshotRecordMode.fromEnvironment()
        mode = fromEnvironment
        if let problem {
            found.append(LayoutSnapshotMismatch(kind: .invalidRecordMode, window: "", reference: nil, detail: problem))
        }
    }
    let base = name ?? SnapshotNames.shared.name(test: testName ?? "line\(line)", filePath: filePath, line: line)
    var check = LayoutSnapshotCheck(directory: LayoutSnapshotCheck.referenceDirectory(forTestFile: filePath),
                                    name: base, views: tags, mode: mode,
                                    pictureDirectory: CompatTestingPictures.directory)
    check.namesOSVersion = osForm
    return found + run(check)
}

/// The unnamed checks of each test, by call site: the first is named after
/// the test, the second `<test>.2`, and so on; a call site run again (a
/// repeated test) keeps its name.
final class SnapshotNames: @unchecked Sendable {
    static let shared = SnapshotNames()
    // Guarded by `lock`: tests run in parallel.
    private let lock = NSLock()
    private var lines: [String: [Int]] = [:]

    func name(test: String, filePath: String, line: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = filePath + "|" + test
        var seen = lines[key, default: []]
        let index: Int
        if let known = seen.firstIndex(of: line) {
            index = known
        } else {
            seen.append(line)
            lines[key] = seen
            index = seen.count - 1
        }
        return index == 0 ? test : "\(test).\(index + 1)"
    }
}

/// The trailing-closure form of the OS form of `layoutSnapshotMismatches`.
@MainActor @preconcurrency
public func layoutSnapshotMismatches(
    named name: String? = nil,
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    tags: LayoutSnapshotViews = .tagged,
    record: LayoutSnapshotRecordMode? = nil,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    @ViewBuilder _ view: () -> some View
) -> [LayoutSnapshotMismatch] {
    layoutSnapshotMismatches(of: view(), named: name, on: osVersions, in: window, tags: tags, record: record,
                             filePath: filePath, function: function, line: line)
}
