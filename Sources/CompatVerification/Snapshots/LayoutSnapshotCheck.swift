import Foundation
import ViewTree

/// Records or compares a view's layout snapshots, one reference file per
/// window: the workflow behind CompatTesting's `expectLayoutSnapshot`,
/// without Swift Testing (the benchmark times it; XCTest users call it
/// through `layoutSnapshotMismatches`).
///
/// A reference lives at `<directory>/<name>.<window>.txt`, where the
/// window part is the window's name made file-safe ("iPhone-13-14"; a
/// custom window adds its size) and, when the window is not on the latest
/// modelled OS (or `namesOSVersion`), the OS ("iOS16"). No SwiftUI
/// counterpart.
public struct LayoutSnapshotCheck: Sendable {
    /// The folder of reference files (`referenceDirectory(forTestFile:)`).
    public var directory: URL
    /// The first part of each file name: the test's or the caller's.
    public var name: String
    public var views: LayoutSnapshotViews
    public var mode: LayoutSnapshotRecordMode
    /// Where pictures of differences are written (nil: none are drawn).
    public var pictureDirectory: URL?
    /// Every file name carries the OS version (the OS form of the check).
    public var namesOSVersion = false

    public init(directory: URL, name: String, views: LayoutSnapshotViews = .tagged,
                mode: LayoutSnapshotRecordMode = .missing, pictureDirectory: URL? = nil) {
        self.directory = directory
        self.name = name
        self.views = views
        self.mode = mode
        self.pictureDirectory = pictureDirectory
    }

    /// `__LayoutSnapshots__/<TestFile>/` beside the test file at `filePath`
    /// (as swift-snapshot-testing keeps `__Snapshots__`).
    public static func referenceDirectory(forTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        return file.deletingLastPathComponent()
            .appendingPathComponent("__LayoutSnapshots__", isDirectory: true)
            .appendingPathComponent(fileSafe(testFile), isDirectory: true)
    }

    /// The reference file's name for `window`.
    public func fileName(for window: Window) -> String {
        var device = Self.fileSafe(window.name)
        if window.name == "custom" || window.name.isEmpty {
            device += "-\(LayoutSnapshot.number(window.size.width))x\(LayoutSnapshot.number(window.size.height))"
        }
        if namesOSVersion || window.osVersion != .latest {
            device += ".iOS\(window.osVersion.major)" + (window.osVersion.minor == 0 ? "" : "_\(window.osVersion.minor)")
        }
        return "\(Self.fileSafe(name)).\(device).txt"
    }

    /// Letters, digits, `-`, `_` and `.` kept; every run of anything else one `-`.
    static func fileSafe(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "." {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        while result.hasPrefix("-") || result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "snapshot" : String(result.prefix(120))
    }

    /// Lays `view` out in each window, then compares each layout with its
    /// reference or writes it, as `mode` says. Returns what should fail the
    /// test; empty when every window matches its reference.
    @MainActor
    public func run<V: View>(_ view: V, on windows: [Window]) -> [LayoutSnapshotMismatch] {
        guard !windows.isEmpty else {
            return [LayoutSnapshotMismatch(kind: .nothingRecorded, window: "", reference: nil,
                                           detail: "no window was given: nothing was recorded or compared")]
        }
        var found: [LayoutSnapshotMismatch] = []
        var done = Set<String>()
        for window in windows {
            // Two windows with one file (iPhone13 and iPhone14) are one check.
            let fileName = fileName(for: window)
            guard done.insert(fileName).inserted else { continue }
            found += check(view, in: window, url: directory.appendingPathComponent(fileName))
        }
        return found
    }

    @MainActor
    func check<V: View>(_ view: V, in window: Window, url: URL) -> [LayoutSnapshotMismatch] {
        let result = window.layout(view)
        let windowName = window.name
        let invalid = result.diagnostics.filter { $0.kind == .invalidWindow || $0.kind == .invalidOSVersion }
        guard invalid.isEmpty else {
            return [LayoutSnapshotMismatch(kind: .invalidWindow, window: windowName, reference: url,
                                           detail: "the window is impossible, so nothing was recorded or compared: "
                                               + invalid.map(\.message).joined(separator: "; "))]
        }
        var found: [LayoutSnapshotMismatch] = []
        let snapshot = LayoutSnapshot(result, views: views)
        func tree() -> String { result.dump() }

        if !views.recordsEveryView {
            for (tag, count) in snapshot.repeatedNames {
                found.append(LayoutSnapshotMismatch(
                    kind: .duplicateTag, window: windowName, reference: url,
                    detail: "the tag \"\(tag)\" is placed \(count) times; the snapshot tells those views apart by their order only "
                        + "(\"\(tag) #2\", ...), so give each its own tag (\"\(tag)-\\(id)\")"))
            }
            let placed = Set(snapshot.entries.map(\.name))
            for tag in views.listedTags where !placed.contains(tag) {
                found.append(LayoutSnapshotMismatch(
                    kind: .tagNotFound, window: windowName, reference: url,
                    detail: "no view tagged \"\(tag)\" was placed (tags placed: \(result.tags.map { "\"\($0)\"" }.joined(separator: ", ")))",
                    tree: tree()))
            }
        }
        guard !snapshot.entries.isEmpty else {
            found.append(LayoutSnapshotMismatch(
                kind: .nothingRecorded, window: windowName, reference: url,
                detail: "no view is tagged, so nothing was recorded: tag the views to keep with .layoutTag(_:), or pass tags: .all",
                tree: tree()))
            return found
        }

        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            guard mode != .never else {
                found.append(LayoutSnapshotMismatch(
                    kind: .referenceMissing, window: windowName, reference: url,
                    detail: "no reference, and nothing was written (\(LayoutSnapshotRecordMode.environmentVariable)=never); "
                        + "record it with \(LayoutSnapshotRecordMode.environmentVariable)=missing (the default) and commit it"))
                return found
            }
            found.append(write(snapshot, to: url, window: windowName, differences: [], tree: nil,
                               recorded: "recorded a new reference; rerun the test to compare against it"))
            return found
        }

        let reference: LayoutSnapshot
        do {
            reference = try read(url, isDirectory: isDirectory.boolValue)
        } catch {
            if mode == .all || mode == .failed {
                found.append(write(snapshot, to: url, window: windowName, differences: [], tree: nil,
                                   recorded: "the reference could not be read (\(error)); it was replaced by this layout"))
            } else {
                found.append(LayoutSnapshotMismatch(
                    kind: .unreadableReference, window: windowName, reference: url,
                    detail: "the reference is not a layout snapshot (\(error)); restore it from version control, or delete it "
                        + "(or run with \(LayoutSnapshotRecordMode.environmentVariable)=failed) to record it again"))
            }
            return found
        }

        let differences = snapshot.differences(from: reference, tolerance: 1 / result.window.scale)
        guard !differences.isEmpty else {
            // Within a pixel of the reference. `all` still writes it (the
            // sub-pixel digits may differ), without failing.
            if mode == .all, snapshot.text != reference.text {
                _ = try? snapshot.text.write(to: url, atomically: true, encoding: .utf8)
            }
            return found
        }
        let picture = draw(reference: reference, current: snapshot, differences: differences,
                           windowSize: result.window.size, url: url)
        if mode == .all || mode == .failed {
            var written = write(snapshot, to: url, window: windowName, differences: differences, tree: tree(),
                                recorded: "the layout differs from the reference, which was rewritten "
                                    + "(\(LayoutSnapshotRecordMode.environmentVariable)=\(mode.rawValue)); review the change in version control")
            written.picture = picture
            found.append(written)
        } else {
            found.append(LayoutSnapshotMismatch(
                kind: .differs, window: windowName, reference: url, differences: differences,
                detail: "the layout differs from the reference in \(differences.count) place\(differences.count == 1 ? "" : "s") "
                    + "(more than one pixel); if the change is intended, record it with \(LayoutSnapshotRecordMode.environmentVariable)=failed",
                tree: tree(), picture: picture))
        }
        return found
    }

    /// The reference at `url`, or why it is not one.
    func read(_ url: URL, isDirectory: Bool) throws -> LayoutSnapshot {
        if isDirectory { throw LayoutSnapshotReadError(line: 0, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LayoutSnapshotReadError(line: 0, reason: "it cannot be read: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LayoutSnapshotReadError(line: 0, reason: "it is not UTF-8 text")
        }
        return try LayoutSnapshot(text: text)
    }

    func write(_ snapshot: LayoutSnapshot, to url: URL, window: String, differences: [LayoutSnapshotDifference],
               tree: String?, recorded: String) -> LayoutSnapshotMismatch {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try snapshot.text.write(to: url, atomically: true, encoding: .utf8)
            return LayoutSnapshotMismatch(kind: .recorded, window: window, reference: url, differences: differences,
                                          detail: recorded, tree: tree)
        } catch {
            return LayoutSnapshotMismatch(kind: .notWritten, window: window, reference: url, differences: differences,
                                          detail: "the reference could not be written (\(error.localizedDescription)); "
                                              + "check that the folder is writable", tree: tree)
        }
    }

    func draw(reference: LayoutSnapshot, current: LayoutSnapshot, differences: [LayoutSnapshotDifference],
              windowSize: CGSize, url: URL) -> URL? {
        guard let pictureDirectory else { return nil }
        let svg = LayoutSnapshotPicture(reference: reference, current: current, differences: differences,
                                        windowSize: windowSize, title: url.lastPathComponent).svg()
        let file = pictureDirectory.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".svg")
        do {
            try FileManager.default.createDirectory(at: pictureDirectory, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            return file
        } catch {
            return nil
        }
    }
}
