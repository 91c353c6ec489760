import Foundation
import ViewTree
import Compat
import CompatVerification

/// One tagged view whose frame under a backend is not native's frame, within
/// one pixel: what `expectShimMatchesNative` records as an issue and
/// `shimMismatches` returns.
///
/// SwiftUI has no counterpart: it is the answer to "does my fallback lay this
/// view out where iOS 15/17 would?", which only a layout model can give.
public struct ShimMismatch: Sendable, CustomStringConvertible {
    /// Why a tag did not match.
    public enum Kind: Sendable, Hashable {
        /// Placed natively and under the backend, more than one pixel apart.
        case frameDiffers
        /// Not placed in at least one of the two layouts (a misspelled tag,
        /// or a view that one backend leaves out).
        case missing
        /// Placed a different number of times (a tag on a `ForEach`'s rows).
        case placementCountDiffers
        /// Nothing could be compared: no backend or OS version was given, or
        /// no tag was given and no view is tagged.
        case nothingCompared
    }

    /// What went wrong.
    public let kind: Kind
    /// The tag as the test named it (empty for `.nothingCompared`).
    public let tag: String
    /// The backend laid out against `.native`; `.automatic` in the OS form.
    public let backend: CompatBackend
    /// The simulated OS the backend was laid out on.
    public let osVersion: OSVersion
    /// The OS native was laid out on: the window's in the backend form,
    /// `OSVersion.latest` in the OS form.
    public let nativeOSVersion: OSVersion
    /// The first native frame that differs (nil: not placed natively).
    public let nativeFrame: CGRect?
    /// The backend's frame for the same view (nil: not placed).
    public let backendFrame: CGRect?
    /// How many times native placed the tag (0: missing natively).
    public let nativeCount: Int
    /// How many times the backend's layout placed the tag (0: missing there).
    public let backendCount: Int
    /// The largest distance between corresponding edges, in points
    /// (infinity when a side lacks the view).
    public let difference: CGFloat
    /// One pixel of the window (`1 / scale`): a larger difference is a mismatch.
    public let tolerance: CGFloat
    /// The native tree around the tag: its parent's subtree with the tagged
    /// view marked "→", or the top of the whole tree when the tag is missing
    /// from that layout. For `.nothingCompared`, the reason.
    public let nativeTree: String
    /// The backend's tree around the tag, drawn the same way.
    public let backendTree: String
    /// Every tag placed in either layout (to spot a misspelling).
    public let placedTags: [String]
    /// The side-by-side picture written for this failure, if it could be written.
    public internal(set) var picture: URL?

    /// The backend with its OS when it is not native's: ".shim" or
    /// ".automatic on iOS 14.0".
    public var backendLabel: String {
        osVersion == nativeOSVersion ? ".\(backend)" : ".\(backend) on \(osVersion)"
    }

    /// A readable account: both frames, the difference, both trees and the
    /// picture's path. This is the text of the issue `expectShimMatchesNative`
    /// records.
    public var description: String {
        var lines = [headline]
        if kind != .nothingCompared {
            lines.append("  native\(nativeOSVersion == osVersion ? "" : " on \(nativeOSVersion)"): \(frameText(nativeFrame, count: nativeCount))")
            lines.append("  \(backendLabel): \(frameText(backendFrame, count: backendCount))")
            if kind == .frameDiffers, let a = nativeFrame, let b = backendFrame {
                lines.append("  difference: x \(signed(b.minX - a.minX)), y \(signed(b.minY - a.minY)), "
                             + "width \(signed(b.width - a.width)), height \(signed(b.height - a.height)); "
                             + "largest edge distance \(ReportFormat.points(difference)) > one pixel (\(ReportFormat.number(tolerance)) pt)")
            }
            if nativeTree == backendTree {
                // Usually a tag missing from both: one tree, not the same one twice.
                lines.append("native and \(backendLabel) tree around \"\(tag)\" (the same):")
                lines.append(indent(nativeTree))
            } else {
                lines.append("native tree around \"\(tag)\":")
                lines.append(indent(nativeTree))
                lines.append("\(backendLabel) tree around \"\(tag)\":")
                lines.append(indent(backendTree))
            }
        }
        if let picture { lines.append("picture: \(picture.path)") }
        return lines.joined(separator: "\n")
    }

    var headline: String {
        switch kind {
        case .frameDiffers:
            return "\"\(tag)\" under \(backendLabel) is \(ReportFormat.points(difference)) away from native (more than one pixel)"
        case .missing:
            let whereMissing: String
            switch (nativeCount, backendCount) {
            case (0, 0): whereMissing = "natively nor under \(backendLabel)"
            case (0, _): whereMissing = "natively (only under \(backendLabel))"
            default: whereMissing = "under \(backendLabel) (natively it is)"
            }
            var text = "\"\(tag)\" was not placed \(whereMissing). Placed tags: "
                + (placedTags.isEmpty ? "none" : placedTags.map { "\"\($0)\"" }.joined(separator: ", "))
            if nativeCount == 0, backendCount == 0, let guess = closestTag(to: tag, in: placedTags) {
                text += " (did you mean \"\(guess)\"?)"
            }
            return text
        case .placementCountDiffers:
            return "\"\(tag)\" is placed \(nativeCount) time\(nativeCount == 1 ? "" : "s") natively but \(backendCount) under \(backendLabel)"
        case .nothingCompared:
            return nativeTree
        }
    }

    func frameText(_ frame: CGRect?, count: Int) -> String {
        guard let frame else { return "not placed" }
        return ReportFormat.rect(frame) + (count > 1 ? " (first of \(count))" : "")
    }
}

func signed(_ value: CGFloat) -> String {
    value > 0 ? "+" + ReportFormat.number(value) : ReportFormat.number(value)
}

func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

/// The placed tag nearest to a misspelt one (edit distance at most a third of
/// its length, at least 2: one swapped pair of letters), or nil.
func closestTag(to tag: String, in tags: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let limit = max(2, tag.count / 3)
    let scored = tags.map { ($0, distance(Array(tag.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
}

// MARK: - Comparing two layouts

/// The lines of a laid-out tree kept in a message: enough to see a view's
/// neighbours, not a whole screen of rows; fewer for the top of a tree that
/// lacks the tag (the placed tags are listed anyway).
let treeLineLimit = 24
let missingTreeLineLimit = 12

/// The comparison behind every CompatTesting entry point: each tag's frames
/// in `native` against `other`, one pixel of the native window apart at most
/// (the tolerance `CompatVerifier` and the report use).
func mismatches(tags requested: [String], native: LayoutResult, other: LayoutResult,
                backend: CompatBackend, nativeOS: OSVersion, otherOS: OSVersion) -> [ShimMismatch] {
    // Frames are rounded to the pixel grid (LayoutResult), so a difference of
    // exactly one pixel is 1/scale up to rounding; the slack keeps it inside.
    let tolerance = 1 / native.window.scale
    let placed = Set(native.tags).union(other.tags).sorted()
    let tags = requested.isEmpty ? placed : requested
    var result: [ShimMismatch] = []
    for tag in tags {
        let a = native.frames(of: tag), b = other.frames(of: tag)
        func mismatch(_ kind: ShimMismatch.Kind, _ x: CGRect?, _ y: CGRect?, _ distance: CGFloat) -> ShimMismatch {
            ShimMismatch(kind: kind, tag: tag, backend: backend, osVersion: otherOS, nativeOSVersion: nativeOS,
                         nativeFrame: x, backendFrame: y, nativeCount: a.count, backendCount: b.count,
                         difference: distance, tolerance: tolerance,
                         nativeTree: treeExcerpt(around: tag, in: native), backendTree: treeExcerpt(around: tag, in: other),
                         placedTags: placed, picture: nil)
        }
        if a.isEmpty || b.isEmpty {
            result.append(mismatch(.missing, a.first, b.first, .infinity))
        } else if a.count != b.count {
            result.append(mismatch(.placementCountDiffers, a.first, b.first, .infinity))
        } else if let (x, y) = zip(a, b).first(where: { $0.maximumEdgeDistance(to: $1) > tolerance + 0.0001 }) {
            result.append(mismatch(.frameDiffers, x, y, x.maximumEdgeDistance(to: y)))
        }
    }
    return result
}

func nothingCompared(_ why: String, backend: CompatBackend, window: Window) -> ShimMismatch {
    ShimMismatch(kind: .nothingCompared, tag: "", backend: backend, osVersion: window.osVersion,
                 nativeOSVersion: window.osVersion, nativeFrame: nil, backendFrame: nil, nativeCount: 0, backendCount: 0,
                 difference: .infinity, tolerance: 1 / max(window.scale, 1), nativeTree: why, backendTree: "",
                 placedTags: [], picture: nil)
}

/// The tagged view's parent with its subtree, the tagged line marked with
/// "→", behind the chain of its ancestors; the top of the tree when the tag
/// is not placed. At most `treeLineLimit` (`missingTreeLineLimit`) lines.
func treeExcerpt(around tag: String, in result: LayoutResult) -> String {
    let root = result.tree
    var path: [LaidOutView] = []
    func find(_ view: LaidOutView) -> Bool {
        path.append(view)
        if view.tag == tag { return true }
        for child in view.children where find(child) { return true }
        path.removeLast()
        return false
    }
    var lines: [String] = []
    var limit = treeLineLimit
    func walk(_ view: LaidOutView, _ depth: Int) {
        guard lines.count <= limit else { return }
        let frame = view.frame.map { " " + ReportFormat.rect($0) } ?? (view.isTransparent ? "" : " not placed")
        let marker = view.tag == tag ? "→ " : "  "
        let label = view.tag.map { " \"\($0)\"" } ?? ""
        lines.append(marker + String(repeating: "  ", count: depth) + view.kind + label + frame)
        for child in view.children { walk(child, depth + 1) }
    }
    if find(root) {
        let top = path.count >= 2 ? path[path.count - 2] : path[0]
        let ancestors = path.dropLast(path.count >= 2 ? 2 : 1).map(\.kind)
        if !ancestors.isEmpty { lines.append("  in " + ancestors.joined(separator: " > ")) }
        walk(top, 0)
    } else {
        lines.append("  (\"\(tag)\" is not in this layout; the top of its tree:)")
        limit = missingTreeLineLimit
        walk(root, 0)
    }
    if lines.count > limit {
        lines = Array(lines.prefix(limit)) + ["  …"]
    }
    return lines.joined(separator: "\n")
}
