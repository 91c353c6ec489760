import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// The report's file writing (ReportDirectory, what `compat-report` writes its
// pictures and the matrix with): a folder that cannot be made or written is
// a ReportIOError naming the path and the cause in words (exit status 3),
// not Foundation's "The file doesn't exist" / "NSCocoaErrorDomain error 512".

/// A fresh scratch folder under the system's temporary directory.
@MainActor private func scratch(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "compat-report-test-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@MainActor @Test func reportDirectoryWritesAndRemovesStalePictures() throws {
    let root = try scratch("write")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = ReportDirectory(path: root + "/a/b")
    try folder.create()
    try folder.create()  // again: an existing folder is fine
    try folder.write("<svg/>", to: "inset-top.svg")
    try folder.write("<svg>2</svg>", to: "crf-count-2.svg")
    #expect(try String(contentsOfFile: root + "/a/b/inset-top.svg", encoding: .utf8) == "<svg/>")
    // Stale pictures go; others stay; a name that is not there is no error.
    try folder.removeStale(["inset-top.svg", "crf-tabview.svg"])
    #expect(!FileManager.default.fileExists(atPath: root + "/a/b/inset-top.svg"))
    #expect(FileManager.default.fileExists(atPath: root + "/a/b/crf-count-2.svg"))
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a/b") == ["crf-count-2.svg"])
}

@MainActor @Test func reportDirectoryUnwritableFolderNamesPathAndCause() throws {
    let root = try scratch("blocked")
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A file where a folder should be: unwritable even for root.
    let blocker = root + "/blocker"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    let folder = ReportDirectory(path: blocker + "/pictures")
    #expect(throws: ReportIOError(action: "create the folder", path: blocker + "/pictures", cause: "\(blocker) is a file, not a folder")) {
        try folder.create()
    }
    // Writing into it: the OS's reason, in words.
    #expect(throws: ReportIOError(action: "write", path: blocker + "/pictures/index.html", cause: "Not a directory")) {
        try folder.write("x", to: "index.html")
    }
    let missing = ReportDirectory(path: root + "/missing")
    #expect(throws: ReportIOError(action: "write", path: root + "/missing/index.html", cause: "No such file or directory")) {
        try missing.write("x", to: "index.html")
    }
    let error = ReportIOError(action: "write", path: "/p/index.html", cause: "Permission denied")
    #expect(error.description == "cannot write /p/index.html: Permission denied")
    #expect(ReportExitStatus(for: error) == .io)
}
