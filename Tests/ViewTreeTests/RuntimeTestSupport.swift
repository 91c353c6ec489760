import Foundation
import Testing
@testable import ViewTree

// Helpers shared by the runtime suites (StackTests ... ContainerRelativeFrameTests).
// The frame expectations themselves go through `expectFrames` (Support.swift).

/// Checks tagged frames of an existing result (when a test also inspects
/// diagnostics, statistics or scroll geometry of the same layout).
@MainActor func expectFrames(_ result: LayoutResult, _ expected: [String: CGRect],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for (tag, rect) in expected.sorted(by: { $0.key < $1.key }) {
        guard let frame = result.frame(of: tag) else {
            Issue.record("no frame for \"\(tag)\"\n\(result.dump())", sourceLocation: sourceLocation)
            continue
        }
        #expect(frame.isClose(to: rect, tolerance: 1.0 / result.window.scale + 0.0001),
                "\"\(tag)\": got \(frame.shortDescription), expected \(rect.shortDescription)\n\(result.dump())",
                sourceLocation: sourceLocation)
    }
}

/// Two lengths agree within one pixel of the iPhone presets.
@MainActor func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1.0 / 3.0 + 0.0001) -> Bool {
    abs(a - b) <= tolerance
}

/// Insets agree within one pixel on every edge.
@MainActor func isClose(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    isClose(a.top, b.top) && isClose(a.leading, b.leading) && isClose(a.bottom, b.bottom) && isClose(a.trailing, b.trailing)
}

/// A reference a view closure can write into (values read during layout:
/// geometry proxies, preference values, bindings).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// `n` copies of "a": text of a known length for the documented metric
/// (Text.swift: 0.5 em per character, body 17 pt -> 8.5 pt, line 22 pt).
@MainActor func letters(_ n: Int) -> String { String(repeating: "a", count: n) }
