import Foundation
import ViewTree

/// One way a layout differs from its reference snapshot: a view that moved
/// or resized, whose safe area changed, that is new or gone, or a window
/// that is not the one recorded. No SwiftUI counterpart.
public struct LayoutSnapshotDifference: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Moved or resized by more than one pixel (or placed in one layout only).
        case frameChanged
        /// The safe-area insets it sees changed by more than one pixel.
        case safeAreaChanged
        /// In the layout, not in the reference.
        case added
        /// In the reference, not in the layout.
        case removed
        /// The window line differs (size, scale, insets, keyboard or OS).
        case windowChanged
    }

    public let kind: Kind
    /// The view's key (`list/row #2`); the window line's text for `.windowChanged`.
    public let key: String
    /// The view in the reference (nil: `.added`, `.windowChanged`).
    public let reference: LayoutSnapshot.Entry?
    /// The view now (nil: `.removed`, `.windowChanged`).
    public let current: LayoutSnapshot.Entry?
    /// The recorded and the current window lines (`.windowChanged` only).
    public let windows: (reference: String, current: String)?

    /// The largest difference between corresponding edges, in points
    /// (of the frames, or of the insets for `.safeAreaChanged`; infinity
    /// when one side is missing).
    public var distance: CGFloat {
        switch kind {
        case .frameChanged:
            guard let a = reference?.frame, let b = current?.frame else { return .infinity }
            return a.maximumEdgeDistance(to: b)
        case .safeAreaChanged:
            guard let a = reference?.safeAreaInsets, let b = current?.safeAreaInsets else { return .infinity }
            return Swift.max(abs(a.top - b.top), abs(a.leading - b.leading), abs(a.bottom - b.bottom), abs(a.trailing - b.trailing))
        case .added, .removed, .windowChanged:
            return .infinity
        }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.kind == b.kind && a.key == b.key && a.reference == b.reference && a.current == b.current
            && a.windows?.reference == b.windows?.reference && a.windows?.current == b.windows?.current
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
    }

    public var description: String {
        func frame(_ entry: LayoutSnapshot.Entry?) -> String {
            guard let entry else { return "absent" }
            guard let frame = entry.frame else { return "not placed" }
            return "x \(LayoutSnapshot.number(frame.minX)) y \(LayoutSnapshot.number(frame.minY)) "
                + "width \(LayoutSnapshot.number(frame.width)) height \(LayoutSnapshot.number(frame.height))"
        }
        switch kind {
        case .frameChanged:
            var text = "\"\(key)\" moved or resized: reference \(frame(reference)), now \(frame(current))"
            if let a = reference?.frame, let b = current?.frame {
                let deltas = [("x", b.minX - a.minX), ("y", b.minY - a.minY),
                              ("width", b.width - a.width), ("height", b.height - a.height)]
                    .filter { abs($0.1) > 0.0005 }
                    .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(LayoutSnapshot.number($0.1))" }
                text += " (\(deltas.joined(separator: ", ")))"
            }
            return text
        case .safeAreaChanged:
            return "\"\(key)\" sees another safe area: reference \(LayoutSnapshot.numbers(reference?.safeAreaInsets ?? EdgeInsets())), "
                + "now \(LayoutSnapshot.numbers(current?.safeAreaInsets ?? EdgeInsets())) (top leading bottom trailing)"
        case .added:
            return "\"\(key)\" is new: \(frame(current)) (not in the reference)"
        case .removed:
            return "\"\(key)\" is gone: the reference has it at \(frame(reference))"
        case .windowChanged:
            return "the window differs: reference `\(windows?.reference ?? "")`, now `\(windows?.current ?? "")`"
        }
    }
}

extension LayoutSnapshot {
    /// How this layout differs from `reference`: a view is matched by its
    /// key, and a frame or an inset that moved by more than `tolerance`
    /// points (one pixel) is a difference. In this layout's order, gone
    /// views after the rest.
    public func differences(from reference: LayoutSnapshot, tolerance: CGFloat) -> [LayoutSnapshotDifference] {
        var found: [LayoutSnapshotDifference] = []
        if reference.window != window {
            found.append(LayoutSnapshotDifference(kind: .windowChanged, key: "window", reference: nil, current: nil,
                                                  windows: (reference.window, window)))
        }
        // A pixel, and a little for the decimals the file keeps.
        let tolerance = tolerance + 0.001
        var recorded: [String: Entry] = [:]
        for entry in reference.entries { recorded[entry.key] = entry }
        var matched = Set<String>()
        for entry in entries {
            guard let old = recorded[entry.key] else {
                found.append(LayoutSnapshotDifference(kind: .added, key: entry.key, reference: nil, current: entry, windows: nil))
                continue
            }
            matched.insert(entry.key)
            switch (old.frame, entry.frame) {
            case (nil, nil):
                break
            case (let a?, let b?) where a.isClose(to: b, tolerance: tolerance):
                let i = old.safeAreaInsets, j = entry.safeAreaInsets
                if abs(i.top - j.top) > tolerance || abs(i.leading - j.leading) > tolerance
                    || abs(i.bottom - j.bottom) > tolerance || abs(i.trailing - j.trailing) > tolerance {
                    found.append(LayoutSnapshotDifference(kind: .safeAreaChanged, key: entry.key, reference: old, current: entry, windows: nil))
                }
            default:
                found.append(LayoutSnapshotDifference(kind: .frameChanged, key: entry.key, reference: old, current: entry, windows: nil))
            }
        }
        for entry in reference.entries where !matched.contains(entry.key) {
            found.append(LayoutSnapshotDifference(kind: .removed, key: entry.key, reference: entry, current: nil, windows: nil))
        }
        return found
    }
}
