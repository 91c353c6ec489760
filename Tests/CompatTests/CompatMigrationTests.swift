import Foundation
import Testing
import ViewTree
import Compat
import CompatMigration

/// The backport packages' spellings (`CompatMigration`) laid out by Compat's
/// shims, on an OS before the native API and on one with it. Expected frames
/// from the rules in Docs/LayoutRules.md ("containerRelativeFrame",
/// "safeAreaPadding") in `Window.iPhone13` (390 x 844, safe area top 47,
/// bottom 34).
@MainActor @Suite struct CompatMigrationTests {
    func frames(_ view: some View, on os: OSVersion, _ tags: [String]) -> (frames: [String: CGRect], diagnostics: [String]) {
        let result = Window.iPhone13.withOSVersion(os).layout(view)
        var frames: [String: CGRect] = [:]
        for tag in tags { frames[tag] = result.frame(of: tag) }
        return (frames, result.diagnostics.map(\.message))
    }

    @Test(arguments: [OSVersion(16), OSVersion(17)])
    func stalkermvsModifiersLayOutAsTheNativeModifiers(os: OSVersion) {
        // containerRelativeFrame: the horizontal scroll view is the container,
        // 390 wide, so 0.8 of it is 312 (Apple's containerRelativeFrame page).
        let card = ScrollView(.horizontal) {
            HStack {
                Color.red.frame(height: 100)
                    .modifier(ContainerRelativeFrameModifier(axes: .horizontal) { width, _ in width * 0.8 })
                    .layoutTag("card")
            }
        }
        let laidOut = frames(card, on: os, ["card"])
        #expect(laidOut.frames["card"]?.width == 312, "\(os): \(String(describing: laidOut.frames["card"]))")
        #expect(laidOut.diagnostics.isEmpty, "\(laidOut.diagnostics)")
        // safeAreaPadding: the insets are added to the safe area (47 + 5 at the
        // top, 34 + 60 at the bottom), so the content fills y 52 to 750; before
        // iOS 17 through Compat's safe-area path, not plain padding.
        let padded = Color.gray.layoutTag("content")
            .modifier(SafeAreaPaddingBackportModifier(insets: EdgeInsets(top: 5, leading: 0, bottom: 60, trailing: 0)))
        let content = frames(padded, on: os, ["content"])
        #expect(content.frames["content"] == CGRect(x: 0, y: 52, width: 390, height: 698), "\(os)")
    }

    @Test(arguments: [OSVersion(14), OSVersion(17)])
    func shaps80sBackportNamespaceLaysOutAsTheNativeModifiers(os: OSVersion) {
        // The window is the container: 390 wide.
        let full = Color.red.frame(height: 50).backport.containerRelativeFrame(.horizontal).layoutTag("full")
        // Half of the scroll view's 390.
        let half = ScrollView(.horizontal) {
            Color.blue.frame(height: 50).backport.containerRelativeFrame(.horizontal) { width, _ in width / 2 }.layoutTag("half")
        }
        let laidOut = frames(VStack(spacing: 0) { full; half }, on: os, ["full", "half"])
        #expect(laidOut.frames["full"]?.width == 390, "\(os)")
        #expect(laidOut.frames["half"]?.width == 195, "\(os)")
        #expect(laidOut.diagnostics.isEmpty, "\(laidOut.diagnostics)")
    }

    @Test func shaps80sOverlayAndBackgroundWorkBeforeIOS15() {
        // overlay(alignment:content:) is iOS 15; the backport lays out as it on
        // iOS 13: the badge at the base's top leading corner, the shadow at its
        // bottom trailing one, and no availability diagnostic.
        let view = Color.red.frame(width: 100, height: 100)
            .backport.overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10).layoutTag("badge") }
            .backport.background(alignment: .bottomTrailing) { Color.black.frame(width: 20, height: 20).layoutTag("shadow") }
            .layoutTag("base")
        let laidOut = frames(view, on: OSVersion(13), ["base", "badge", "shadow"])
        let base = laidOut.frames["base"] ?? .zero
        #expect(base.size == CGSize(width: 100, height: 100))
        #expect(laidOut.frames["badge"]?.origin == base.origin)
        #expect(laidOut.frames["shadow"].map { CGPoint(x: $0.maxX, y: $0.maxY) } == CGPoint(x: base.maxX, y: base.maxY))
        #expect(laidOut.diagnostics.isEmpty, "\(laidOut.diagnostics)")
        let native = Window.iPhone13.withOSVersion(OSVersion(13)).layout(
            Color.red.overlay(alignment: .topLeading) { Color.blue }).diagnostics.map(\.message)
        #expect(native.contains { $0.contains("'overlay(alignment:content:)' is only available in iOS 15.0 or newer") })
    }
}
