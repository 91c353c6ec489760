import Foundation
import Testing
@testable import ViewTree

// Docs/MemorySafety.md, "The kernel": the runtime's unchecked constructs
// live in the four files of Sources/ViewTree/Kernel/, and everything else
// reaches them through API that checks in debug builds.

/// The constructs the kernel keeps to itself.
/// (The before-stop hook's pattern, widened to buffer pointers, scoped
/// `withUnsafe…` access, rebinding and unchecked unwrapping.)
private let uncheckedConstruct =
    #"unowned\(unsafe\)|Unmanaged[<.]|_withUnsafeGuaranteedRef|unsafeBitCast|unsafeDowncast|assumingMemoryBound|Unsafe\w*Pointer|withUnsafe\w+|withMemoryRebound|unsafelyUnwrapped|madvise|@exclusivity\(unchecked\)"#

private let kernelFiles: Set<String> = ["Node.swift", "ViewGraph.swift", "LayoutStack.swift", "UncheckedAccess.swift"]

@Test func uncheckedConstructsStayInTheKernel() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let pattern = try Regex(uncheckedConstruct)
    var scanned = 0
    var found: [String: Int] = [:]
    for folder in ["Sources/ViewTree", "Sources/ViewTreeMacros", "Compat", "CompatMigration"] {
        let files = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            scanned += 1
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let count = code.reduce(0) { $0 + $1.matches(of: pattern).count }
            if count > 0 { found[file.path.replacingOccurrences(of: root.path + "/", with: ""), default: 0] += count }
        }
    }
    #expect(scanned > 100, "the scan found \(scanned) files")
    let outside = found.keys.filter { path in
        !(path.hasPrefix("Sources/ViewTree/Kernel/") && kernelFiles.contains(URL(fileURLWithPath: path).lastPathComponent))
    }
    #expect(outside.isEmpty, "unchecked constructs outside the kernel: \(outside.sorted()) (Docs/MemorySafety.md, \"The kernel\")")
    #expect(found.count <= 4, "\(found.count) files with unchecked constructs: \(found.keys.sorted())")
}

@Test func reinterpretReadsTheValueItsTypeWasComparedTo() {
    // `ForEach` over `0..<3` reads its data as a `Range<Int>` this way.
    func read<D>(_ data: D) -> Range<Int>? {
        D.self == Range<Int>.self ? reinterpret(data, as: Range<Int>.self) : nil
    }
    #expect(read(0..<3) == 0..<3)
    #expect(read([1, 2]) == nil)
    var text = "abc"
    withReinterpreted(&text, as: String.self) { $0 += "d" }
    #expect(text == "abcd")
    #expect(ObjectIdentifier(metatype(of: ObjectIdentifier(Int.self))) == ObjectIdentifier(Int.self))
}

@Test func anUnretainedReferenceReadsItsObject() {
    final class Box { var value = 1 }
    let box = Box()
    let reference = Unretained(box)
    reference.with { $0.value = 2 }
    #expect(reference.object === box && box.value == 2)
    withExtendedLifetime(box) {}
}

/// The layouts on every small scene's path fit an existential's inline
/// buffer (three words): a larger one is boxed on the heap whenever a node
/// stores it (a stack 2 bytes over cost +1.4 % of a two-view layout;
/// BENCHMARKS.md, "Alignment guides").
@Test func hotLayoutsStayInline() {
    let buffer = 3 * MemoryLayout<Int>.size
    #expect(MemoryLayout<StackLayout>.size <= buffer)
    #expect(MemoryLayout<FixedFrameLayout>.size <= buffer)
    #expect(MemoryLayout<OverlappingLayout>.size <= buffer)
    #expect(MemoryLayout<SecondaryLayout>.size <= buffer)
    #expect(MemoryLayout<PassthroughLayout>.size <= buffer)
}
