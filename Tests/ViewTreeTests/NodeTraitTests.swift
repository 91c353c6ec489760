import Foundation
import Testing
@testable import ViewTree

/// A trait declared here, outside the runtime: a feature adds one without
/// editing `Node` (`NodeTraitKey`).
private enum BadgeTrait: NodeTraitKey {
    static var defaultValue: Int { 0 }
    static var passesThroughModifiers: Bool { true }
}

private enum LocalNoteTrait: NodeTraitKey {
    static var defaultValue: String { "" }
}

/// Kept state declared outside the runtime (`NodeStateKey`).
private enum VisitCountState: NodeStateKey {
    static var defaultValue: Int { 0 }
}

@MainActor @Suite struct NodeTraitTests {
    @Test func aStoreAnswersDefaultsAndKeepsWhatIsSet() {
        var store = NodeTraitStore()
        #expect(store[BadgeTrait.self] == 0)
        store[BadgeTrait.self] = 3
        store[LocalNoteTrait.self] = "inner"
        store[BadgeTrait.self] = 4
        #expect(store[BadgeTrait.self] == 4)
        #expect(store[LocalNoteTrait.self] == "inner")
    }

    @Test func onlyPassingTraitsGoThroughAModifier() {
        var inner = NodeTraitStore()
        inner[BadgeTrait.self] = 7
        inner[LocalNoteTrait.self] = "inner"
        var modifier = NodeTraitStore()
        modifier[LocalNoteTrait.self] = "modifier"
        modifier.inherit(from: inner)
        #expect(modifier[BadgeTrait.self] == 7)
        // A trait that does not pass stays the modifier's own.
        #expect(modifier[LocalNoteTrait.self] == "modifier")
        var plain = NodeTraitStore()
        plain[LocalNoteTrait.self] = "only"
        #expect(!plain.hasPassingTraits)
    }

    @Test func aTabTagPassesThroughModifiersToTheTabView() {
        // `.tag(_:)` under a padding and a frame still selects its tab
        // (SwiftUI's unary modifiers pass their content's traits): the
        // selected tab is the second one, laid out above the 49-pt tab bar.
        let view = TabView(selection: .constant(2)) {
            Color.red.layoutTag("one").tag(1).padding(4)
            Color.blue.layoutTag("two").tag(2).padding(4).frame(width: 100)
        }
        let result = Window.iPhone13.layout(view)
        #expect(result.frame(of: "one") == nil)
        #expect(result.frame(of: "two") != nil)
    }

    @Test func aTabTagPassesThroughABackgroundAndAnOverlay() {
        // A view with a secondary layer has the primary's traits (SwiftUI's
        // traits are the primary view's): `.tag(2).background(...)` still
        // names the second tab. Before, only one-child modifiers passed it
        // and no tab matched the selection.
        for second in [AnyView(Color.blue.layoutTag("two").tag(2).background(Color.red)),
                       AnyView(Color.blue.layoutTag("two").tag(2).overlay(alignment: .top) { Text("x") })] {
            let result = Window.iPhone13.layout(TabView(selection: .constant(2)) {
                Color.red.layoutTag("one").tag(1)
                second
            })
            #expect(result.frame(of: "one") == nil)
            #expect(result.frame(of: "two") != nil)
        }
    }

    @Test func aReusedNodeForgetsItsDeclaredTraitsAndKeepsItsState() throws {
        // `Node.clearExtras` runs when a node is reused for a new view: what
        // the old view declared goes (the new one declares again), what the
        // node keeps as state stays (as SwiftUI's view state does).
        let result = Window.iPhone13.layout(Color.red.layoutTag("c"))
        let node = result.root
        node.traits[LocalNoteTrait.self] = "declared"
        node.keptState[VisitCountState.self] = 3
        #expect(node.traits[LocalNoteTrait.self] == "declared")
        node.clearExtras()
        #expect(node.traits[LocalNoteTrait.self] == "")
        #expect(node.keptState[VisitCountState.self] == 3)
    }

    @Test func theFeaturesFlagsUseDistinctBits() throws {
        // Each feature declares its bits in its own folder; two sharing a
        // bit would read each other's marks. The registry lists them all
        // (Docs/AddingAPrimitive.md, step 5): a flag declared in the sources
        // and missing from it fails here.
        let all = NodeFlags.registry
        #expect(all.count <= UInt16.bitWidth)
        for (index, entry) in all.enumerated() {
            #expect(!entry.flag.isEmpty && entry.flag.rawValue.nonzeroBitCount == 1, "\(entry.name)")
            for other in all[(index + 1)...] { #expect(entry.flag.isDisjoint(with: other.flag), "\(entry.name) and \(other.name)") }
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ViewTree")
        let declaration = try Regex(#"static let ([A-Za-z]+) = NodeFlags\(rawValue: 1 << ([0-9]+)\)"#)
        var declared: [String: UInt16] = [:]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: declaration) {
                if let name = match.output[1].substring, let bit = match.output[2].substring.flatMap({ UInt16($0) }) {
                    declared[String(name)] = 1 << bit
                }
            }
        }
        #expect(declared.count >= 8, "the scan found \(declared)")
        #expect(Set(declared.keys) == Set(all.map(\.name)), "declared \(declared.keys.sorted()), registered \(all.map(\.name).sorted())")
        // Each name registered with the bit its declaration gives it.
        for entry in all { #expect(declared[entry.name] == entry.flag.rawValue, "\(entry.name)") }
    }
}
