import Foundation
import ViewTree

/// What a layout snapshot check found in one window (or about the check
/// itself): what `expectLayoutSnapshot` records as one issue and
/// `layoutSnapshotMismatches` returns as a value. No SwiftUI counterpart.
public struct LayoutSnapshotMismatch: Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The layout differs from its reference (`differences`).
        case differs
        /// A reference was written: it was missing, or the record mode
        /// rewrote it (`differences` has what changed, if it existed).
        case recorded
        /// No reference, and the record mode (`never`) writes none.
        case referenceMissing
        /// The reference exists but is not a layout snapshot (edited by
        /// hand, cut short, another file); `detail` names the line.
        case unreadableReference
        /// A reference should have been written and could not be.
        case notWritten
        /// A tag is placed more than once: the snapshot tells the views
        /// apart by their order only (`row #2`); give each its own tag.
        case duplicateTag
        /// A tag the check lists was not placed.
        case tagNotFound
        /// Nothing to record: no view is tagged (or no window was given).
        case nothingRecorded
        /// The window is impossible (a negative or non-finite size, insets
        /// larger than it): nothing is recorded or compared.
        case invalidWindow
        /// `COMPAT_TESTING_RECORD` names no record mode (`missing` was used).
        case invalidRecordMode
    }

    public let kind: Kind
    /// The window's name ("iPhone 13/14"; empty for a check-wide finding).
    public let window: String
    /// The reference file (nil for a check-wide finding).
    public let reference: URL?
    /// The differences from the reference (`.differs`, `.recorded`).
    public let differences: [LayoutSnapshotDifference]
    /// A sentence saying what happened and what to do.
    public let detail: String
    /// The laid-out tree with each view's frame and safe area (`.differs`,
    /// `.recorded`, `.tagNotFound`, `.nothingRecorded`), for finding the view.
    public let tree: String?
    /// The side-by-side picture of the reference and the layout, with the
    /// changed views outlined, when one was written.
    public internal(set) var picture: URL?

    public init(kind: Kind, window: String, reference: URL?, differences: [LayoutSnapshotDifference] = [],
                detail: String, tree: String? = nil, picture: URL? = nil) {
        self.kind = kind
        self.window = window
        self.reference = reference
        self.differences = differences
        self.detail = detail
        self.tree = tree
        self.picture = picture
    }

    public var description: String {
        var lines = [window.isEmpty ? detail : "\(window): \(detail)"]
        if let reference { lines.append("reference: \(reference.path)") }
        lines += differences.map { "  " + $0.description }
        if let picture { lines.append("picture: \(picture.path)") }
        if let tree, !tree.isEmpty {
            let treeLines = tree.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = treeLines.prefix(80).joined(separator: "\n")
            lines.append("laid out (frame, and the safe area a view sees when not zero):\n" + shown
                         + (treeLines.count > 80 ? "\n… \(treeLines.count - 80) more lines (LayoutResult.dump())" : ""))
        }
        return lines.joined(separator: "\n")
    }
}
