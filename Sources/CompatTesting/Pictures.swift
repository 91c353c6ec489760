import Foundation
import ViewTree
import Compat
import CompatVerification

/// Where CompatTesting writes the side-by-side picture of a failing check.
///
/// The directory is, in order: `pictureDirectory` if a test set it, the
/// environment variable `COMPAT_TESTING_PICTURES`, or `CompatTesting/` in the
/// system's temporary directory. It is created when the first picture is
/// written. No SwiftUI counterpart.
public enum CompatTestingPictures {
    private final class Storage: @unchecked Sendable {
        // Guarded by `lock`: tests run in parallel.
        let lock = NSLock()
        var directory: URL?
    }
    private static let storage = Storage()

    /// The directory pictures are written to (see the type's documentation).
    /// Setting it affects every later check in the process.
    public static var directory: URL {
        get {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            if let directory = storage.directory { return directory }
            if let path = ProcessInfo.processInfo.environment["COMPAT_TESTING_PICTURES"], !path.isEmpty {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
            return FileManager.default.temporaryDirectory.appendingPathComponent("CompatTesting", isDirectory: true)
        }
        set {
            storage.lock.lock()
            defer { storage.lock.unlock() }
            storage.directory = newValue
        }
    }

    /// A file name from the call site and what was compared: stable across
    /// runs (a rerun overwrites its own picture) and distinct between call
    /// sites, so parallel tests do not write the same file.
    static func fileName(fileID: String, line: Int, suffix: String) -> String {
        let raw = "\(fileID)-\(line)-\(suffix)"
        let safe = String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" ? $0 : "-" }
            .filter { $0.isASCII })
        return String(safe.prefix(150)) + ".svg"
    }

    /// Draws `view` natively and under `backends` in `window` (as
    /// `compat-report` does) and writes the SVG; returns its URL and text, or
    /// nil when the file could not be written (the check still fails; only
    /// the picture is missing).
    @MainActor
    static func write(view: UncheckedView, window: Window, backends: [CompatBackend],
                      name: String, title: String, source: String, fileName: String) -> (url: URL, svg: String)? {
        // A throwaway scene: the picture code draws scenes. A backend whose
        // tagged frames differ is claimed to diverge (with the check's
        // expectation as the reason the picture prints), one that matches to
        // match, so the picture states the result rather than a contradicted
        // catalogue claim. Finding which is which takes one comparison more,
        // paid only on a failure.
        func scene(diverging: Set<CompatBackend>) -> CompatScene {
            let reason = Expectation.diverges("expectShimMatchesNative expects native's frames within one pixel")
            return CompatScene(name: name, title: title, source: source, window: window,
                               shim: diverging.contains(.shim) ? reason : .match,
                               environmentShim: diverging.contains(.environmentShim) ? reason : .match) {
                view
            }
        }
        let first = CompatVerifier.compare(scene(diverging: []), backends: backends, window: window)
        let diverging = Set(first.backends.filter { !$0.matches }.map(\.backend))
        let comparison = diverging.isEmpty ? first : CompatVerifier.compare(scene(diverging: diverging), backends: backends, window: window)
        let svg = ScenePicture(comparison: comparison, backends: backends, window: window).svg()
        let directory = self.directory
        let url = directory.appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
            return (url, svg)
        } catch {
            return nil
        }
    }
}

/// The view under test, carried into the scene's `@Sendable` builder.
/// Layout is synchronous, on the caller's thread: the value never crosses
/// threads, it only has to be stored in a scene.
struct UncheckedView: @unchecked Sendable, View {
    let content: AnyView
    var body: some View { content }
}
