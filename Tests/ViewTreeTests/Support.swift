import Foundation
import Testing
@testable import ViewTree

/// The iPhone 13/14 window of Docs/LayoutRules.md, "Safe area and ignoresSafeArea": 390 x 844, top 47, bottom 34.
let phone = Window.iPhone13
/// The iPhone 13 on iOS 17, for the rules whose metrics iOS 26 changed (a
/// list's rows: Docs/LayoutRules.md, "List").
let phone17 = Window.iPhone13.withOSVersion(.iOS17)

/// Lays out `view` and checks each tagged frame within one pixel (1/3 pt).
/// The test shape of OpenLayout: a view, then `[tag: CGRect]`.
@MainActor func expectFrames(_ view: some View, in window: Window = phone, _ expected: [String: CGRect],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    expectFrames(window.layout(view), expected, sourceLocation: sourceLocation)
}

/// `expectFrames` in an iOS 17 window by default: for numbers that are
/// UIKit's bars before iOS 26 (a large title's bar 96 pt; 116 from iOS 26).
@MainActor func expectFrames17(_ view: some View, in window: Window = phone17, _ expected: [String: CGRect],
                               sourceLocation: SourceLocation = #_sourceLocation) {
    expectFrames(window.layout(view), expected, sourceLocation: sourceLocation)
}

@MainActor func expectFrames17(_ result: LayoutResult, _ expected: [String: CGRect],
                               sourceLocation: SourceLocation = #_sourceLocation) {
    expectFrames(result, expected, sourceLocation: sourceLocation)
}

@MainActor func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}
