import Foundation
import ViewTree

/// One layout of a view in one window, as the plain text a layout snapshot
/// test keeps in its reference file: the window, then the chosen views in
/// tree order, each with its frame in window coordinates and the safe-area
/// insets it sees, rounded to the pixel grid.
///
/// ```
/// # Layout snapshot (CompatTesting): frame x y width height in window points, safe area top leading bottom trailing
/// window "iPhone 13/14" 390 x 844, scale 3, safe area 47 0 34 0, keyboard 0, iOS 17.0
/// "list" frame 0 47 390 763, safe area 0 0 34 0
///   "row" frame 16 83 358 44, safe area 0 0 0 0
/// ```
///
/// Indentation shows which recorded view is inside which. The text is made
/// for a reviewer's diff: one view a line, no column padding (a longer name
/// does not change the other lines), numbers as short as they are exact.
/// No SwiftUI counterpart.
public struct LayoutSnapshot: Hashable, Sendable {
    /// One recorded view.
    public struct Entry: Hashable, Sendable {
        /// The tag, or in `.all` the view's kind (and its tag in brackets).
        public var name: String
        /// How many recorded views it is inside.
        public var depth: Int
        /// Nil: the view was not placed (an unselected tab).
        public var frame: CGRect?
        public var safeAreaInsets: EdgeInsets
        /// What the comparison matches views by: the names of its recorded
        /// ancestors and its own, each with its occurrence among same-named
        /// siblings from the second on (`list/row #2`).
        public var key: String

        public init(name: String, depth: Int, frame: CGRect?, safeAreaInsets: EdgeInsets, key: String) {
            self.name = name
            self.depth = depth
            self.frame = frame
            self.safeAreaInsets = safeAreaInsets
            self.key = key
        }
    }

    /// The window line: its name, size, scale, safe area, keyboard and OS.
    public var window: String
    public var entries: [Entry]

    static let header = "# Layout snapshot (CompatTesting): frame x y width height in window points, safe area top leading bottom trailing"

    public init(window: String, entries: [Entry]) {
        self.window = window
        self.entries = entries
    }

    /// The views `views` selects from `result`, in tree order.
    public init(_ result: LayoutResult, views: LayoutSnapshotViews = .tagged) {
        window = Self.windowLine(result.window)
        var entries: [Entry] = []
        // Depth-first without recursion (a deep tree is walked on the
        // caller's thread, as `LaidOutView.allViews` is). `depth` counts
        // recorded ancestors.
        var pending: [(view: LaidOutView, depth: Int)] = [(result.tree, 0)]
        while let (view, depth) = pending.popLast() {
            var childDepth = depth
            if let name = views.name(of: view) {
                entries.append(Entry(name: name, depth: depth, frame: view.frame,
                                     safeAreaInsets: view.safeAreaInsets, key: ""))
                childDepth = depth + 1
            }
            // In reverse, so the children come off the stack in order.
            for child in view.children.reversed() { pending.append((child, childDepth)) }
        }
        Self.assignKeys(&entries)
        self.entries = entries
    }

    /// Each entry's key: its recorded parent's key, then its name, then
    /// (for the second and later sibling of the same name) its occurrence,
    /// `list/row #2`. Made from names, depths and order alone, so a layout
    /// and the reference file read back give the same keys.
    static func assignKeys(_ entries: inout [Entry]) {
        var parents: [(key: String, seen: [String: Int])] = [("", [:])]
        for index in entries.indices {
            let depth = entries[index].depth
            parents.removeSubrange((depth + 1)...)
            let name = entries[index].name
            let seen = parents[depth].seen[name, default: 0] + 1
            parents[depth].seen[name] = seen
            let own = seen == 1 ? name : "\(name) #\(seen)"
            let key = depth == 0 ? own : parents[depth].key + "/" + own
            entries[index].key = key
            parents.append((key, [:]))
        }
    }

    static func windowLine(_ window: Window) -> String {
        let insets = window.safeAreaInsets
        return "window \(quoted(window.name)) \(number(window.size.width)) x \(number(window.size.height)), "
            + "scale \(number(window.scale)), safe area \(numbers(insets)), "
            + "keyboard \(number(window.keyboardHeight)), \(window.osVersion)"
    }

    /// Tags placed more than once, with their counts, in tree order.
    public var repeatedNames: [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for entry in entries {
            if counts[entry.name] == nil { order.append(entry.name) }
            counts[entry.name, default: 0] += 1
        }
        return order.compactMap { counts[$0]! > 1 ? ($0, counts[$0]!) : nil }
    }

    // MARK: Text

    /// The reference file's text (ends with a newline).
    public var text: String {
        var lines = [Self.header, window]
        lines.reserveCapacity(entries.count + 2)
        for entry in entries {
            var line = String(repeating: "  ", count: entry.depth) + Self.quoted(entry.name)
            if let frame = entry.frame {
                line += " frame \(Self.number(frame.minX)) \(Self.number(frame.minY)) \(Self.number(frame.width)) \(Self.number(frame.height))"
                line += ", safe area \(Self.numbers(entry.safeAreaInsets))"
            } else {
                line += " not placed"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a reference file's text; a file edited into something else
    /// throws an error naming the line.
    public init(text: String) throws(LayoutSnapshotReadError) {
        var window: String?
        var entries: [Entry] = []
        // Split on the newline byte: a Character split would break the
        // whole file into grapheme clusters.
        for (offset, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let raw = Substring(bytes)
            let line = raw.utf8.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) || line.utf8.first == UInt8(ascii: "#") { continue }
            if line.utf8.starts(with: "window ".utf8) {
                guard window == nil else { throw LayoutSnapshotReadError(line: lineNumber, reason: "a second window line") }
                window = String(line)
                continue
            }
            guard window != nil else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "a view before the window line")
            }
            let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
            guard indent % 2 == 0 else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "an indentation of \(indent) spaces (views are indented two spaces a level)")
            }
            let depth = indent / 2
            guard depth <= (entries.last.map { $0.depth + 1 } ?? 0) else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "indented more than one level below the view before it")
            }
            var scanner = LineScanner(line.dropFirst(indent))
            guard let name = scanner.quoted() else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "no quoted view name")
            }
            var frame: CGRect?
            var insets = EdgeInsets()
            if scanner.word("not placed") {
            } else if scanner.word("frame"), let x = scanner.number(), let y = scanner.number(),
                      let width = scanner.number(), let height = scanner.number(), width >= 0, height >= 0,
                      scanner.word(", safe area"), let top = scanner.number(), let leading = scanner.number(),
                      let bottom = scanner.number(), let trailing = scanner.number() {
                frame = CGRect(x: x, y: y, width: width, height: height)
                insets = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
            } else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "expected `frame x y width height, safe area top leading bottom trailing` or `not placed` after the name")
            }
            guard scanner.atEnd else {
                throw LayoutSnapshotReadError(line: lineNumber, reason: "unexpected text after the view's values")
            }
            entries.append(Entry(name: name, depth: depth, frame: frame, safeAreaInsets: insets, key: ""))
        }
        guard let window else { throw LayoutSnapshotReadError(line: 0, reason: "no window line") }
        Self.assignKeys(&entries)
        self.window = window
        self.entries = entries
    }

    static func quoted(_ name: String) -> String {
        var result = "\""
        for character in name {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// As short as exact: "16", "46.667" (frames are on a 1/3-point grid).
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Thousandths as an integer, then its digits: exact for the
        // 1/2- and 1/3-point grids, and without Foundation's formatter.
        guard Swift.abs(value) < 1e12 else { return String(describing: Double(value)) }
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000, fraction = Swift.abs(thousandths % 1000)
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    static func numbers(_ insets: EdgeInsets) -> String {
        "\(number(insets.top)) \(number(insets.leading)) \(number(insets.bottom)) \(number(insets.trailing))"
    }
}

/// Why a reference file could not be read.
public struct LayoutSnapshotReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line (1-based; 0: the file as a whole).
    public let line: Int
    public let reason: String

    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

/// Reads one line of a reference file from the left, byte by byte (the
/// format is ASCII but for the names, which are copied through as UTF-8).
private struct LineScanner {
    var rest: Substring.UTF8View

    init(_ text: Substring) { rest = text.utf8 }

    var atEnd: Bool { rest.allSatisfy { $0 == UInt8(ascii: " ") } }

    mutating func skipSpaces() { rest = rest.drop { $0 == UInt8(ascii: " ") } }

    /// Consumes `text` (after spaces) if the line continues with it.
    mutating func word(_ text: String) -> Bool {
        skipSpaces()
        guard rest.starts(with: text.utf8) else { return false }
        rest = rest.dropFirst(text.utf8.count)
        return true
    }

    mutating func number() -> CGFloat? {
        skipSpaces()
        let token = rest.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\t") }
        guard !token.isEmpty, let value = Double(Substring(token)), value.isFinite else { return nil }
        rest = rest.dropFirst(token.count)
        return CGFloat(value)
    }

    /// A string in double quotes with `\"`, `\\`, `\n` and `\r` escapes.
    mutating func quoted() -> String? {
        skipSpaces()
        guard rest.first == UInt8(ascii: "\"") else { return nil }
        var bytes: [UInt8] = []
        var index = rest.index(after: rest.startIndex)
        while index < rest.endIndex {
            let byte = rest[index]
            if byte == UInt8(ascii: "\"") {
                rest = rest[rest.index(after: index)...]
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                index = rest.index(after: index)
                guard index < rest.endIndex else { return nil }
                switch rest[index] {
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
                case let escaped: bytes.append(escaped)
                }
            } else {
                bytes.append(byte)
            }
            index = rest.index(after: index)
        }
        return nil
    }
}
