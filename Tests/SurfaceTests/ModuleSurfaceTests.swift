// No `import Foundation` in this target: `import SwiftUI` gives an app
// Foundation's types, and `import ViewTree` must too.
import Testing
import ViewTree

/// The iPhone 13 window: 390 x 844, safe area top 47, bottom 34 (Window.iPhone13).
let phone = Window.iPhone13
/// The iPhone 13 on iOS 17, for the rules whose metrics iOS 26 changed (a
/// list's rows: Docs/LayoutRules.md, "List").
let phone17 = Window.iPhone13.withOSVersion(.iOS17)

@MainActor func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Checks each tagged frame within one pixel (1/3 pt).
/// `expectFrames` in an iOS 17 window by default: for numbers that are
/// UIKit's bars before iOS 26 (a large title's bar 96 pt; 116 from iOS 26).
@MainActor func expectFrames17(_ view: some View, in window: Window = phone17, _ expected: [String: CGRect],
                               sourceLocation: SourceLocation = #_sourceLocation) {
    expectFrames(view, in: window, expected, sourceLocation: sourceLocation)
}

@MainActor func expectFrames(_ view: some View, in window: Window = phone, _ expected: [String: CGRect],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let result = window.layout(view)
    for (tag, frame) in expected {
        let actual = result.frame(of: tag)
        #expect(actual.map { $0.isClose(to: frame, tolerance: 1.0 / 3.0) } == true,
                "\(tag): \(actual.map { "\($0)" } ?? "missing") != \(frame)\n\(result.dump())", sourceLocation: sourceLocation)
    }
}

@MainActor @Suite struct ModuleSurfaceTests {
    /// CGFloat, CGSize, CGRect and UUID resolve with only `import ViewTree`.
    /// The frame: a 10 x 20 view centred in the safe rect of the iPhone 13
    /// (y 47...810): x = (390 - 10) / 2, y = 47 + (763 - 20) / 2.
    @Test func foundationGeometryTypesComeWithViewTree() {
        struct Item: Identifiable { let id = UUID() }
        let size = CGSize(width: 10, height: 20)
        let width: CGFloat = size.width
        let items = [Item()]
        #expect(items[0].id != UUID())
        expectFrames(Color.red.frame(width: width, height: size.height).layoutTag("view"),
                     ["view": rect(190, 418.5, 10, 20)])
    }
}

/// Within one pixel (1/3 pt): frames are laid out on the pixel grid.
func close(_ actual: CGRect?, _ expected: CGRect) -> Bool {
    actual.map { $0.isClose(to: expected, tolerance: 1.0 / 3.0) } ?? false
}

/// Within one pixel (1/3 pt).
func close(_ actual: CGFloat?, _ expected: CGFloat) -> Bool {
    actual.map { Swift.abs($0 - expected) <= 1.0 / 3.0 } ?? false
}
