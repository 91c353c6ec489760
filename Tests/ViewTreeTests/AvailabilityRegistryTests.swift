import Foundation
import Testing
@testable import ViewTree

// Docs/AddingAPrimitive.md, step 2: every public view and shape type of the
// model has its introduction versions in the availability table
// (`APIAvailability.all`), so a type added without them fails here. The
// exceptions are the model's own API and the types SwiftUI nests in others.

/// Types that are not SwiftUI API of their own, with why.
let notInTheTable: [String: String] = [
    "IfAvailable": "the model's `if #available`",
    "ResponderChainObserver": "the model's stand-in for a UIKit representable",
    "ResponderChainReader": "the model's stand-in for a UIKit representable",
    "Title": "Label's style configuration (`LabelStyleConfiguration.Title`)",
    "Icon": "Label's style configuration (`LabelStyleConfiguration.Icon`)",
    "LabeledControlGroupContent": "ControlGroup's content with a label, named by SwiftUI's initialiser only",
]

@Test func everyPublicViewTypeHasItsVersions() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ViewTree")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var types: Set<String> = []
    let pattern = try Regex(#"public struct ([A-Z][A-Za-z0-9_]*)(<[^>{]*>)?\s*:\s*(View|Shape)\b"#)
    for case let file as URL in files where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in text.matches(of: pattern) {
            if let name = match.output[1].substring { types.insert(String(name)) }
        }
    }
    #expect(types.count > 50, "the scan found \(types.count) types")
    for type in types.sorted() where notInTheTable[type] == nil {
        #expect(APIAvailability.named(type) != nil, "\(type) has no entry in SwiftUIAvailability.swift (Docs/AddingAPrimitive.md)")
    }
}

@MainActor @Test func laterShapesAreRefusedBeforeTheirVersions() {
    // UnevenRoundedRectangle is iOS 16, ContainerRelativeShape iOS 14 (Apple's pages).
    let messages = Window.iPhone13.withOSVersion(.iOS13).layout(VStack {
        UnevenRoundedRectangle(topLeadingRadius: 8)
        ContainerRelativeShape()
    }).diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("'UnevenRoundedRectangle' is only available in iOS 16.0 or newer") }, "\(messages)")
    #expect(messages.contains { $0.contains("'ContainerRelativeShape' is only available in iOS 14.0 or newer") })
    #expect(Window.iPhone13.withOSVersion(.iOS16).layout(UnevenRoundedRectangle(topLeadingRadius: 8)).diagnostics.isEmpty)
}
