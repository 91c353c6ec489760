import Foundation
import Testing
import ViewTree
import Compat

/// `.automatic` picks like `if #available`: safeAreaInset is native from
/// iOS 15, containerRelativeFrame from iOS 17; before, the `.shim` strategy.
@MainActor @Suite struct CompatBackendTests {
    /// Frames are rounded to the 1/3-pt pixel grid; compare within a pixel.
    let onePixel: CGFloat = 1.0 / 3.0 + 0.0001

    @Test func resolution() {
        #expect(CompatBackend.automatic.resolvedForSafeAreaInset(on: OSVersion(14)) == .shim)
        #expect(CompatBackend.automatic.resolvedForSafeAreaInset(on: OSVersion(15)) == .native)
        #expect(CompatBackend.automatic.resolvedForContainerRelativeFrame(on: OSVersion(16, 4)) == .shim)
        #expect(CompatBackend.automatic.resolvedForContainerRelativeFrame(on: OSVersion(17)) == .native)
        #expect(CompatBackend.environmentShim.resolvedForSafeAreaInset(on: OSVersion(17)) == .environmentShim)
    }

    /// The backports are custom modifiers applied to the modified view, as
    /// SwiftUI writes `content.modifier(m)`, not views generic over it: the
    /// wrappers their bodies build around `content` are then concrete types,
    /// which the runtime builds without a metadata lookup per row
    /// (BENCHMARKS.md, "Sixth round"). A generic wrapper view would print as
    /// `CompatContainerRelativeFrame<Color>`.
    @Test func backportsModifyTheViewWithoutBeingGenericOverIt() {
        let frame = Color.red.compatContainerRelativeFrame(.vertical, count: 6, span: 1, spacing: 0)
        #expect("\(type(of: frame))" == "ModifiedContent<Color, CompatContainerRelativeFrame>")
        let inset = Color.red.compatSafeAreaInset(edge: .bottom) { Text("Pay") }
        #expect("\(type(of: inset))" == "ModifiedContent<Color, CompatSafeAreaInset<Text>>")
        let padding = Color.red.compatSafeAreaPadding(8)
        #expect("\(type(of: padding))" == "ModifiedContent<Color, CompatSafeAreaPadding>")
    }

    /// A shim measures through a preference into @State, so it needs a
    /// second layout pass; the native modifier needs one. The pass count
    /// tells which implementation `.automatic` chose on each simulated OS.
    func passes(_ view: some View, on version: OSVersion) -> Int {
        Window.iPhone13.withOSVersion(version).layout(view).statistics.passes
    }

    @Test func automaticSafeAreaInsetFollowsTheOS() {
        let view = Color.blue.layoutTag("main")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }
        #expect(passes(view, on: OSVersion(14)) == 2)
        #expect(passes(view, on: OSVersion(15)) == 1)
        // Either way the main view ends 50 pt above the bottom safe edge (810).
        for version in [OSVersion(14), OSVersion(15)] {
            let frame = Window.iPhone13.withOSVersion(version).layout(view).frame(of: "main")
            #expect(frame == CGRect(x: 0, y: 47, width: 390, height: 713), "\(version): \(String(describing: frame))")
        }
    }

    @Test func automaticContainerRelativeFrameFollowsTheOS() {
        let view = Color.blue.compatContainerRelativeFrame(.vertical) { h, _ in h / 2 }.layoutTag("half")
        #expect(passes(view, on: OSVersion(16)) == 2)
        #expect(passes(view, on: OSVersion(17)) == 1)
        // Half the safe height: (844 - 47 - 34) / 2 = 381.5.
        for version in [OSVersion(16), OSVersion(17)] {
            let height = Window.iPhone13.withOSVersion(version).layout(view).frame(of: "half")?.height ?? 0
            #expect(abs(height - 381.5) <= onePixel)
        }
    }

    @Test func environmentOverridesForASubtree() {
        // The innermost .environment wins for its subtree only.
        let view = VStack(spacing: 0) {
            Color.blue.layoutTag("a")
                .compatSafeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 20) }
                .environment(\.compatBackend, .environmentShim)
            Color.green.layoutTag("b")
                .compatSafeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 20) }
        }
        .environment(\.compatBackend, .native)
        let result = Window.iPhone13.layout(view)
        // Each half is 763 / 2 = 381.5 tall; native insets "b" by 20, the
        // environment shim leaves "a" whole.
        #expect(abs((result.frame(of: "a")?.height ?? 0) - 381.5) <= onePixel)
        #expect(abs((result.frame(of: "b")?.height ?? 0) - 361.5) <= onePixel)
    }

    @Test func environmentShimAccumulatesInsets() {
        // Seed 003's BottomInsetViewModifier: each overlay is padded by the
        // insets of the shims outside it; the environment carries the sum.
        struct Reader: View {
            @Environment(\.bottomSafeAreaInset) var inset: CGFloat
            var body: some View { Color.clear.frame(height: inset).layoutTag("reader") }
        }
        let view = VStack { Reader(); Spacer() }
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).layoutTag("inner") }
            .compatSafeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 40).layoutTag("outer") }
            .environment(\.compatBackend, .environmentShim)
        let result = Window.iPhone13.layout(view)
        // 30 + 0 (inner) + 40 + 10 (outer) = 80.
        #expect(result.frame(of: "reader")?.height == 80)
        // Outer against the bottom safe edge (810); inner padded by 50 above it.
        #expect(result.frame(of: "outer") == CGRect(x: 0, y: 770, width: 390, height: 40))
        #expect(result.frame(of: "inner") == CGRect(x: 0, y: 730, width: 390, height: 30))
    }
}
