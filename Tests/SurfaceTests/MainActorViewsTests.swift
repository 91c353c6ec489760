import Testing
import ViewTree
import Compat

// A Swift 6 app's views read main-actor state in `body`: SwiftUI's `View` is
// `@MainActor @preconcurrency` (Xcode 16 SDKs and later; OpenSwiftUI's
// View.swift, audited for 6.0.87, declares the same). Before the model's
// `View` was isolated, this file did not compile: "main actor-isolated
// property 'title' can not be referenced from a nonisolated context", and
// `@StateObject private var model = CartModel()` gave "main actor-isolated
// default value in a nonisolated context".

/// A view model as a Swift 6 app declares it.
@MainActor final class CartModel: ObservableObject {
    @Published var title = "Cart"
    var rows: [String] = ["Apples", "Pears", "Plums"]
    func rowHeight(_ index: Int) -> Double { 40 + Double(index) * 10 }
}

/// Reads the model in `body`, owns one with `@StateObject`, and passes
/// closures to the standard library (`map`, `filter`): Swift 6 checks at run
/// time that such closures, formed in a main-actor body, run on the main
/// actor.
struct CartScreen: View {
    @StateObject private var model = CartModel()

    var body: some View {
        let heights = model.rows.indices.map { model.rowHeight($0) }.filter { $0 > 0 }
        VStack(spacing: 0) {
            Text(model.title).layoutTag("title")
            ForEach(heights.indices, id: \.self) { index in
                Color.gray.frame(height: heights[index]).layoutTag("row\(index)")
            }
        }
    }
}

@MainActor @Suite struct MainActorViewsTests {
    @Test func aViewReadingAMainActorModelLaysOut() {
        let result = Window.iPhone13.layout(CartScreen())
        // Rows 40, 50 and 60 high (rowHeight) under a 17-pt text line
        // (Docs/LayoutRules.md, Text: the body font's line height), a VStack
        // with no spacing centred in the iPhone 13's safe area (47...810).
        // (Frames are rounded to the 1/3-pt pixel grid: compared within it.)
        #expect(close(result.frame(of: "row0")?.height, 40))
        #expect(close(result.frame(of: "row2")?.height, 60))
        if let title = result.frame(of: "title"), let row0 = result.frame(of: "row0") {
            #expect(row0.minY == title.maxY)
        } else {
            Issue.record("missing frames\n\(result.dump())")
        }
        #expect(result.diagnostics.isEmpty)
    }

    /// A body is main-actor isolated: a main-actor function is called from it
    /// without `await` (the test compiles only if that holds).
    @Test func aBodyIsMainActorIsolated() {
        struct Reads: View {
            let model: CartModel
            var body: some View { Color.red.frame(height: model.rowHeight(1)).layoutTag("r") }
        }
        #expect(close(Window.iPhone13.layout(Reads(model: CartModel())).frame(of: "r")?.height, 50))
    }
}

/// Not main-actor isolated, as tests written before the model's `View` was:
/// Swift Testing runs it on its cooperative pool. `Window.layout(_:)` is
/// `@preconcurrency`, so it compiles (with a warning in Swift 6 mode), and the
/// layout waits for the main thread: the body's closures pass Swift 6's run-
/// time check there. (Run on this thread, they stopped the program.)
@Suite struct NonisolatedCallerTests {
    @Test func aNonisolatedTestLaysOutOnTheMainActor() {
        // The warning's call: a synchronous nonisolated caller.
        #expect(close(Window.iPhone13.layout(CartScreen()).frame(of: "row2")?.height, 60))
    }
}

