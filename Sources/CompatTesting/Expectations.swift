import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// MARK: - Swift Testing

/// Lays `view` out natively and under each of `backends` in `window`, and
/// records one Swift Testing issue per tag that is missing from a layout or
/// whose frame differs from native's by more than one pixel (`1 / scale` pt).
///
/// Each issue gives both frames, the difference, the laid-out trees around
/// the tag and the path of a side-by-side picture (native and each backend,
/// as `compat-report` draws it; see `CompatTestingPictures`), which is also
/// attached to the test (`swift test --attachments-path DIR` keeps it).
///
/// ```swift
/// @Test func checkout() {
///     expectShimMatchesNative(tags: ["list", "pay"]) { CheckoutView() }
/// }
/// ```
///
/// An empty `tags` compares every tagged view. Not a SwiftUI API: SwiftUI
/// has no way to lay a view out under another implementation of a modifier.
/// The view is evaluated once and laid out in fresh graphs, so `@State`
/// starts from its initial value in every layout.
@MainActor @preconcurrency
public func expectShimMatchesNative(
    tags: [String],
    in window: Window = .iPhone13,
    backends: [CompatBackend] = [.shim],
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ view: () -> some View
) {
    let outcome = compareBackends(tags: tags, window: window, backends: backends,
                                  fileID: sourceLocation.fileID, line: sourceLocation.line, view: view())
    record(outcome, sourceLocation: sourceLocation)
}

/// The OS form: lays `view` out under `.automatic` on each of `osVersions`
/// (`window.withOSVersion(version)`) and compares it with `.native` on the
/// latest OS, recording one issue per tag as the backend form does.
///
/// This is the question an app asks: "on iOS 14, where my fallback runs, is
/// the screen the one iOS 17 draws?". On a version that has the modifier,
/// `.automatic` is native and the check compares native with itself across
/// OS versions.
///
/// The picture shows the `.automatic` layout on the older OS next to native
/// on the latest.
@MainActor @preconcurrency
public func expectShimMatchesNative(
    tags: [String],
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ view: () -> some View
) {
    let outcome = compareOSVersions(tags: tags, osVersions: osVersions, window: window,
                                    fileID: sourceLocation.fileID, line: sourceLocation.line, view: view())
    record(outcome, sourceLocation: sourceLocation)
}

/// One issue per tag (a tag that differs under two backends is one issue
/// with both accounts), after the pictures are attached.
func record(_ outcome: CheckOutcome, sourceLocation: SourceLocation) {
    for picture in outcome.pictures {
        Attachment.record(picture.svg, named: picture.name, sourceLocation: sourceLocation)
    }
    var order: [String] = []
    var byTag: [String: [ShimMismatch]] = [:]
    for mismatch in outcome.mismatches {
        if byTag[mismatch.tag] == nil { order.append(mismatch.tag) }
        byTag[mismatch.tag, default: []].append(mismatch)
    }
    for tag in order {
        let text = byTag[tag]!.map(\.description).joined(separator: "\n\n")
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
}

// MARK: - Values (XCTest)

/// The mismatches `expectShimMatchesNative(tags:in:backends:)` would record,
/// as values, for XCTest or for assertions of your own:
///
/// ```swift
/// let mismatches = shimMismatches(tags: ["list", "pay"]) { CheckoutView() }
/// XCTAssertTrue(mismatches.isEmpty, mismatches.map(\.description).joined(separator: "\n"))
/// ```
///
/// One value per tag and backend. When there are any, the side-by-side
/// picture is written too (named after `fileID` and `line`) and each value's
/// `picture` points at it. Not a SwiftUI API.
@MainActor @preconcurrency
public func shimMismatches(
    tags: [String],
    in window: Window = .iPhone13,
    backends: [CompatBackend] = [.shim],
    fileID: String = #fileID,
    line: Int = #line,
    @ViewBuilder _ view: () -> some View
) -> [ShimMismatch] {
    compareBackends(tags: tags, window: window, backends: backends, fileID: fileID, line: line, view: view()).mismatches
}

/// The OS form of `shimMismatches`: `.automatic` on each of `osVersions`
/// against native on the latest OS, one value per tag and OS version.
@MainActor @preconcurrency
public func shimMismatches(
    tags: [String],
    on osVersions: [OSVersion],
    in window: Window = .iPhone13,
    fileID: String = #fileID,
    line: Int = #line,
    @ViewBuilder _ view: () -> some View
) -> [ShimMismatch] {
    compareOSVersions(tags: tags, osVersions: osVersions, window: window, fileID: fileID, line: line, view: view()).mismatches
}

// MARK: - The comparisons

struct CheckOutcome {
    var mismatches: [ShimMismatch] = []
    /// The pictures written, by file name, with their SVG text (attached to the test).
    var pictures: [(name: String, svg: String)] = []
}

/// Order kept, repeats dropped: a backend given twice is compared once.
func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
}

func suffix(tags: [String], _ rest: String) -> String {
    (tags.isEmpty ? "all" : tags.prefix(3).joined(separator: "-")) + "-" + rest
}

@MainActor
func compareBackends<V: View>(tags: [String], window: Window, backends: [CompatBackend],
                              fileID: String, line: Int, view: V) -> CheckOutcome {
    let backends = unique(backends)
    var outcome = CheckOutcome()
    guard !backends.isEmpty else {
        outcome.mismatches = [nothingCompared("no backend was given: nothing was compared with native",
                                              backend: .native, window: window)]
        return outcome
    }
    let native = window.layout(view.environment(\.compatBackend, .native))
    for backend in backends {
        let other = window.layout(view.environment(\.compatBackend, backend))
        outcome.mismatches += mismatches(tags: tags, native: native, other: other, backend: backend,
                                         nativeOS: window.osVersion, otherOS: window.osVersion)
    }
    if tags.isEmpty, outcome.mismatches.isEmpty, native.tags.isEmpty {
        outcome.mismatches = [nothingCompared("no tag was given and no view is tagged: nothing was compared",
                                              backend: backends[0], window: window)]
        return outcome
    }
    guard !outcome.mismatches.isEmpty else { return outcome }
    let name = CompatTestingPictures.fileName(fileID: fileID, line: line,
                                              suffix: suffix(tags: tags, backends.map { "\($0)" }.joined(separator: "-")))
    if let picture = CompatTestingPictures.write(view: UncheckedView(content: AnyView(view)), window: window, backends: backends,
                                                 name: sceneName(fileID, line), title: title(tags),
                                                 source: "CompatTesting, native against \(backends.map { ".\($0)" }.joined(separator: ", "))",
                                                 fileName: name) {
        outcome.pictures.append((name, picture.svg))
        for index in outcome.mismatches.indices { outcome.mismatches[index].picture = picture.url }
    }
    return outcome
}

@MainActor
func compareOSVersions<V: View>(tags: [String], osVersions: [OSVersion], window: Window,
                                fileID: String, line: Int, view: V) -> CheckOutcome {
    let versions = unique(osVersions)
    var outcome = CheckOutcome()
    guard !versions.isEmpty else {
        outcome.mismatches = [nothingCompared("no OS version was given: nothing was compared with native",
                                              backend: .automatic, window: window)]
        return outcome
    }
    let latest = window.withOSVersion(.latest)
    let native = latest.layout(view.environment(\.compatBackend, .native))
    for version in versions {
        let older = window.withOSVersion(version)
        let other = older.layout(view.environment(\.compatBackend, .automatic))
        var found = mismatches(tags: tags, native: native, other: other, backend: .automatic,
                               nativeOS: latest.osVersion, otherOS: version)
        if tags.isEmpty, found.isEmpty, native.tags.isEmpty {
            found = [nothingCompared("no tag was given and no view is tagged: nothing was compared",
                                     backend: .automatic, window: older)]
        } else if !found.isEmpty {
            let name = CompatTestingPictures.fileName(fileID: fileID, line: line,
                                                      suffix: suffix(tags: tags, "automatic-iOS\(version.major).\(version.minor)"))
            // One window for both panels (the picture lays a scene out in one):
            // the latest OS, with the older one set for the .automatic panel only.
            let pinned = UncheckedView(content: AnyView(OSPinnedView(content: view, automaticOS: version)))
            if let picture = CompatTestingPictures.write(view: pinned, window: latest,
                                                         backends: [.automatic],
                                                         name: sceneName(fileID, line), title: title(tags),
                                                         source: "CompatTesting, .automatic on \(version) against native on \(OSVersion.latest)",
                                                         fileName: name) {
                outcome.pictures.append((name, picture.svg))
                for index in found.indices { found[index].picture = picture.url }
            }
        }
        outcome.mismatches += found
    }
    return outcome
}

/// The view with the simulated OS set to `automaticOS` where the backend is
/// `.automatic`: the OS form's picture draws native on the latest OS and
/// `.automatic` on an older one in one window.
struct OSPinnedView<Content: View>: View {
    let content: Content
    let automaticOS: OSVersion
    @Environment(\.compatBackend) private var backend

    var body: some View {
        if backend == .automatic {
            content.environment(\.simulatedOSVersion, automaticOS)
        } else {
            content
        }
    }
}

/// The picture's heading: the call site, short ("CheckoutTests.swift:12").
func sceneName(_ fileID: String, _ line: Int) -> String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
}

func title(_ tags: [String]) -> String {
    "expectShimMatchesNative(tags: [" + tags.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
}
