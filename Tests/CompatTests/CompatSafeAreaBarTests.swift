import Foundation
import Testing
import ViewTree
import Compat
import CompatTesting

// compatSafeAreaBar: iOS 26's safeAreaBar natively, compatSafeAreaInset
// before (native safeAreaInset from iOS 15, its shims on iOS 13-14). The
// bar's layout is the inset's (Docs/LayoutRules.md, "safeAreaBar"), so every
// backend but the environment shim gives the native frames. iPhone 13: safe
// rect (0, 47, 390, 763).
@MainActor @Suite struct CompatSafeAreaBarTests {
    struct Screen: View {
        var body: some View {
            Color.gray.layoutTag("content")
                .compatSafeAreaBar(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
        }
    }

    @Test func eachSystemRunsWhatItHas() {
        // The node that lays the bar out, by OS under .automatic.
        let cases: [(OSVersion, String)] = [
            (.iOS27, "safeAreaBar(bottom)"), (.iOS26, "safeAreaBar(bottom)"),
            (.iOS18, "safeAreaInset(bottom)"), (.iOS15, "safeAreaInset(bottom)"),
        ]
        for (os, kind) in cases {
            let result = Window.iPhone13.withOSVersion(os).layout(Screen())
            #expect(result.diagnostics.isEmpty, "\(os): \(result.diagnostics)")
            #expect(result.tree.allViews.contains { $0.kind == kind }, "\(os)")
            #expect(result.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 703), "\(os)")
            #expect(result.frame(of: "bar") == CGRect(x: 0, y: 750, width: 390, height: 60), "\(os)")
        }
        // iOS 13-14: no safeAreaInset node (the shim), no refused API, the same frames.
        for os in [OSVersion.iOS13, .iOS14] {
            let result = Window.iPhone13.withOSVersion(os).layout(Screen())
            #expect(result.diagnostics.isEmpty, "\(os): \(result.diagnostics)")
            #expect(!result.tree.allViews.contains { $0.kind.hasPrefix("safeAreaInset") || $0.kind.hasPrefix("safeAreaBar") }, "\(os)")
            #expect(result.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 703), "\(os)")
        }
    }

    @Test func theShimMatchesNative() {
        expectShimMatchesNative(tags: ["content", "bar"]) { Screen() }
        expectShimMatchesNative(tags: ["content", "bar"], on: [.iOS13, .iOS14, .iOS15, .iOS18]) { Screen() }
    }

    @Test func theEnvironmentShimDoesNotShrinkTheContent() {
        // Seed 003's overlay: the content keeps the full 763 pt.
        let found = shimMismatches(tags: ["content"], backends: [.environmentShim]) { Screen() }
        #expect(found.map(\.tag) == ["content"])
        #expect(found.first?.backendFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func nativeOnAnOlderSystemIsRefusedAsTheCompilerWould() {
        let result = Window.iPhone13.withOSVersion(.iOS18).layout(Screen().environment(\.compatBackend, .native))
        #expect(result.diagnostics.contains { $0.kind == .unavailableAPI && $0.message.contains("iOS 26.0 or newer") })
    }
}
