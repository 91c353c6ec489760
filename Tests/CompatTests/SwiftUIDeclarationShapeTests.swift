import Foundation
import Testing
import ViewTree

/// SwiftUI's declarations as the model spells them, where a layout cannot
/// show them: what a modifier returns, and the deprecation attributes.
// Not main-actor isolated: it reads sources and runs the compiler, no layout.
@Suite struct SwiftUIDeclarationShapeTests {
    /// The drawing-only modifiers of `View` return `some View`, as SwiftUI's do
    /// (they returned `Self`, so code SwiftUI rejects, keeping a `Color` after
    /// `.blur(radius:)`, compiled against the model); a type's own modifiers
    /// (`Color.opacity(_:)`, `Text.foregroundColor(_:)`, `Text.bold()`) still
    /// return that type.
    @Test func viewModifiersReturnAnOpaqueViewAndTextKeepsItsOwn() throws {
        let modules = try #require(SharedSourceCheckTests.modulesDirectory(), "no ViewTree.swiftmodule under .build: build first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("declaration-shape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func typecheck(_ code: String) throws -> (status: Int32, errors: [String]) {
            let file = folder.appendingPathComponent("Snippet\(UUID().uuidString.prefix(8)).swift")
            try ("import ViewTree\n" + code).write(to: file, atomically: true, encoding: .utf8)
            return try SharedSourceCheckTests.swiftc(["-typecheck", "-swift-version", "6", "-I", modules, file.path])
        }
        let kept = try typecheck("""
            @MainActor func f() {
                let text: Text = Text("a").foregroundColor(.red).bold()
                let color: Color = Color.red.opacity(0.5)
                let view = color.blur(radius: 2).cornerRadius(4).shadow(radius: 2)
                _ = (text, color, view)
            }
            """)
        #expect(kept.status == 0, "\(kept.errors)")
        // A one-line declaration and ones spread over several lines (the
        // first pass of the change missed those).
        for modifier in [".blur(radius: 2)", ".sheet(isPresented: .constant(false)) { Text(\"a\") }",
                         ".rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))"] {
            let rejected = try typecheck("""
                @MainActor func f() { let color: Color = Color.red\(modifier); _ = color }
                """)
            #expect(rejected.status != 0, "a Color kept its type through \(modifier)")
            #expect(rejected.errors.contains { $0.contains("some View") }, "\(modifier): \(rejected.errors)")
        }
    }

    /// The deprecations SwiftUI declares, spelled as in its iOS 17.0 and 17.4
    /// SDK interfaces (SwiftUI.swiftinterface, arm64-apple-ios; the same in
    /// iOS 18's SwiftUICore for `foregroundColor` and `accentColor`). Only
    /// `onChange(of:perform:)` has a real version: the others are "deprecated
    /// in a future version" (100000), which Swift reports only under
    /// `-warn-soft-deprecated`, so an app does not see a warning for them either.
    @Test func deprecatedModifiersCarrySwiftUIsAttributes() throws {
        let sources = SharedSourceCheckTests.root.appendingPathComponent("Sources/ViewTree")
        let expected: [(declaration: String, attribute: String)] = [
            ("func edgesIgnoringSafeArea(", #"@available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")"#),
            ("func navigationBarTitle<S: StringProtocol>(_ title: S)", #"@available(iOS, deprecated: 100000.0, renamed: "navigationTitle(_:)")"#),
            ("func navigationBarTitle(_ title: Text, displayMode:", #"@available(iOS, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")"#),
            ("func navigationBarHidden(", #"@available(iOS, deprecated: 100000.0, message: "Use toolbar(.hidden)")"#),
            ("func navigationBarItems<L: View, T: View>(", #"@available(iOS, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")"#),
            ("func cornerRadius(_ radius: CGFloat, antialiased: Bool = true)", #"@available(iOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")"#),
            ("func foregroundColor(_ color: Color?) -> some View", #"@available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")"#),
            ("func foregroundColor(_ color: Color?) -> Text", #"@available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")"#),
            ("func accentColor(", #"@available(iOS, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")"#),
            ("func statusBar(hidden:", #"@available(iOS, deprecated: 100000.0, renamed: "statusBarHidden(_:)")"#),
            ("func onChange<V: Equatable>(of value: V, perform action:", #"@available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")"#),
            ("func autocapitalization(", #"@available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")"#),
            ("struct NavigationView<", #"@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")"#),
            ("func animation(_ animation: Animation?) -> some View", #"@available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")"#),
            ("init(destination: Destination, isActive: Binding<Bool>", #"@available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")"#),
        ]
        var lines: [String] = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            lines += try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        for (declaration, attribute) in expected {
            let found = lines.indices.filter { lines[$0].contains(declaration) && !lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(found.count == 1, "\(declaration): \(found.count) declarations")
            for index in found {
                #expect(index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces) == attribute,
                        "\(declaration) is not preceded by \(attribute)")
            }
        }
    }
}
