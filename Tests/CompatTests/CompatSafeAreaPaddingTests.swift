import Foundation
import Testing
import ViewTree
import Compat

/// `compatSafeAreaPadding`: the three `safeAreaPadding` overloads (iOS 17),
/// on the `.shim` inset's safe-area path before: `_safeAreaInsets` from
/// iOS 14, plain padding on iOS 13.
///
/// Expected frames: Apple's documentation of `safeAreaPadding` (the insets
/// are added to the safe area, so content placed in the safe area is inset
/// by them) in `Window.iPhone13` (390 x 844, safe area top 47, bottom 34:
/// the safe region is y 47 to 810).
@MainActor @Suite struct CompatSafeAreaPaddingTests {
    let onePixel: CGFloat = 1.0 / 3.0 + 0.0001

    func frame(_ view: some View, _ backend: CompatBackend, on os: OSVersion = OSVersion(17)) -> CGRect? {
        Window.iPhone13.withOSVersion(os).layout(view.environment(\.compatBackend, backend)).frame(of: "content")
    }

    func expectClose(_ frame: CGRect?, _ expected: CGRect, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else { Issue.record("no frame: \(comment)", sourceLocation: sourceLocation); return }
        let distance = max(abs(frame.minX - expected.minX), abs(frame.minY - expected.minY),
                           abs(frame.maxX - expected.maxX), abs(frame.maxY - expected.maxY))
        #expect(distance <= onePixel, "\(comment): \(frame) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test func theThreeFormsInsetContentLikeNative() {
        let content = Color.gray.layoutTag("content")
        let cases: [(String, AnyView, CGRect)] = [
            // 20 on each side: x 20, width 390 - 40.
            ("edges + length", AnyView(content.compatSafeAreaPadding(.horizontal, 20)), CGRect(x: 20, y: 47, width: 350, height: 763)),
            // 10 on every edge of the safe region.
            ("length", AnyView(content.compatSafeAreaPadding(10)), CGRect(x: 10, y: 57, width: 370, height: 743)),
            ("EdgeInsets", AnyView(content.compatSafeAreaPadding(EdgeInsets(top: 5, leading: 0, bottom: 60, trailing: 0))),
             CGRect(x: 0, y: 52, width: 390, height: 698)),
            // A nil length is the default padding, 16 pt on iPhone.
            ("edges, nil length", AnyView(content.compatSafeAreaPadding(.bottom)), CGRect(x: 0, y: 47, width: 390, height: 747)),
        ]
        for (name, view, expected) in cases {
            for backend in CompatBackend.allCases {
                expectClose(frame(view, backend), expected, "\(name) under \(backend)")
            }
            // .automatic on iOS 14 (_safeAreaInsets) and iOS 13 (padding): plain content is inset the same.
            expectClose(frame(view, .automatic, on: OSVersion(14)), expected, "\(name) on iOS 14")
            expectClose(frame(view, .automatic, on: OSVersion(13)), expected, "\(name) on iOS 13")
        }
    }

    /// Where the strategies part: a view that ignores the safe area grows back
    /// through safe-area padding (natively and through `_safeAreaInsets`, a
    /// real safe-area level), not through iOS 13's plain padding.
    @Test func ignoringTheSafeAreaGrowsBackExceptThroughPadding() {
        let view = Color.orange.layoutTag("content").edgesIgnoringSafeArea(.all).compatSafeAreaPadding(24)
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        expectClose(frame(view, .native), window, "native")
        expectClose(frame(view, .shim), window, ".shim on iOS 17 (_safeAreaInsets)")
        expectClose(frame(view, .automatic, on: OSVersion(14)), window, ".automatic on iOS 14 (_safeAreaInsets)")
        // iOS 13: plain padding, 24 inside the safe region on every edge; the
        // view's frame no longer touches a safe-area edge, so it stays put.
        expectClose(frame(view, .automatic, on: OSVersion(13)), CGRect(x: 24, y: 71, width: 342, height: 715), ".automatic on iOS 13 (padding)")
    }

    @Test func strategiesPerOS() {
        #expect(CompatBackend.automatic.safeAreaPaddingStrategy(on: OSVersion(13)) == .padding)
        #expect(CompatBackend.automatic.safeAreaPaddingStrategy(on: OSVersion(14)) == .safeAreaInsets)
        #expect(CompatBackend.automatic.safeAreaPaddingStrategy(on: OSVersion(16)) == .safeAreaInsets)
        #expect(CompatBackend.automatic.safeAreaPaddingStrategy(on: OSVersion(17)) == .native)
        #expect(CompatBackend.environmentShim.safeAreaPaddingStrategy(on: OSVersion(17)) == .safeAreaInsets)
    }

    /// `.native` on iOS 16 is the compiler's refusal in the model.
    @Test func nativeOnIOS16IsRefused() {
        let view = Color.gray.layoutTag("content").compatSafeAreaPadding(10).environment(\.compatBackend, .native)
        let messages = Window.iPhone13.withOSVersion(OSVersion(16)).layout(view).diagnostics.map(\.message)
        #expect(messages == ["'safeAreaPadding(_:_:)' is only available in iOS 17.0 or newer"])
    }
}

/// The compat edge types: `.top`/`.bottom` resolve to the iOS 13 overload
/// (`CompatVerticalEdge`), and a SwiftUI `VerticalEdge`/`HorizontalEdge`
/// value (iOS 15 callers) reaches the same modifier.
@MainActor @Suite struct CompatEdgeTypeTests {
    @Test func swiftUIEdgeValuesLayOutLikeTheLiterals() {
        let window = Window.iPhone13.withOSVersion(OSVersion(14))
        let vertical: VerticalEdge = .bottom
        let horizontal: HorizontalEdge = .leading
        let literal = window.layout(Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60) }
            .compatSafeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 30) })
        let values = window.layout(Color.gray.layoutTag("content")
            .compatSafeAreaInset(edge: vertical, spacing: 0) { Color.red.frame(height: 60) }
            .compatSafeAreaInset(edge: horizontal, spacing: 0) { Color.red.frame(width: 30) })
        // 60 off the bottom of the safe region (810 - 60 = 750), 30 off the leading edge.
        let expected = CGRect(x: 30, y: 47, width: 360, height: 703)
        for result in [literal, values] {
            let frame = result.frame(of: "content")
            #expect(frame.map { abs($0.minX - expected.minX) < 0.5 && abs($0.height - expected.height) < 0.5
                                && abs($0.width - expected.width) < 0.5 && abs($0.minY - expected.minY) < 0.5 } == true, "\(String(describing: frame))")
        }
    }
}
