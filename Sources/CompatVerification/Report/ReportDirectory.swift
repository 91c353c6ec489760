import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the report could not be written: the path and the cause in
/// words ("Permission denied", "Not a directory"), which is what a person
/// needs to fix it. `compat-report` exits with status 3 for it.
public struct ReportIOError: Error, Equatable, CustomStringConvertible {
    /// What was being done: "create the folder", "write", "remove the stale picture".
    public let action: String
    /// The file or folder concerned.
    public let path: String
    /// The operating system's reason, in words.
    public let cause: String

    /// An error for `action` on `path`, failing because of `cause`.
    public init(action: String, path: String, cause: String) {
        self.action = action
        self.path = path
        self.cause = cause
    }

    public var description: String { "cannot \(action) \(path): \(cause)" }
}

/// The folder a report is written to. Writes go through POSIX calls so a
/// failure carries `errno` (Foundation's errors on Linux read "The file
/// doesn't exist" or "NSCocoaErrorDomain error 512" instead of the cause).
public struct ReportDirectory: Sendable {
    /// The folder, absolute or relative to the current directory.
    public let path: String

    /// The folder at `path` (nothing is created until `create()`).
    public init(path: String) { self.path = path }

    /// Creates the folder and its parents. A file in the way is an error
    /// naming that path.
    public func create() throws(ReportIOError) {
        var components: [Substring] = []
        for component in path.split(separator: "/") where !component.isEmpty {
            components.append(component)
            let prefix = (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            var status = stat()
            if stat(prefix, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFDIR { continue }
                throw ReportIOError(action: "create the folder", path: path, cause: "\(prefix) is a file, not a folder")
            }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw ReportIOError(action: "create the folder", path: prefix, cause: Self.cause(errno))
            }
        }
    }

    /// Writes `contents` to `name` in the folder, through a temporary file
    /// renamed into place (a reader never sees half a picture).
    public func write(_ contents: String, to name: String) throws(ReportIOError) {
        let target = file(name)
        let temporary = target + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw ReportIOError(action: "write", path: target, cause: Self.cause(errno)) }
        var bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                throw ReportIOError(action: "write", path: target, cause: Self.cause(code))
            }
            written += count
        }
        bytes.removeAll()
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw ReportIOError(action: "write", path: target, cause: Self.cause(code))
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw ReportIOError(action: "write", path: target, cause: Self.cause(code))
        }
    }

    /// Removes each of `names` that exists in the folder (pictures of scenes
    /// an earlier, wider run drew and this one does not).
    public func removeStale(_ names: [String]) throws(ReportIOError) {
        for name in names {
            let target = file(name)
            if unlink(target) != 0, errno != ENOENT {
                throw ReportIOError(action: "remove the stale picture", path: target, cause: Self.cause(errno))
            }
        }
    }

    /// The contents of `name` in the folder, or nil if it cannot be read.
    public func read(_ name: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file(name)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The path of `name` in the folder.
    public func file(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// `strerror`: "Permission denied", "No space left on device", ...
    static func cause(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `write(2)`, named apart from `ReportDirectory.write(_:to:)`.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
