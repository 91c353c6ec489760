import Foundation
import Testing
@testable import ViewTree

/// The frame rules that changed between iOS versions (Docs/LayoutRules.md,
/// "OS versions"; OpenSwiftUI FrameLayout.swift with Semantics.swift).
@MainActor @Suite struct FrameOSRulesTests {
    /// Reports 40 x 40 whatever it is offered, and places its one subview
    /// with the proposal it was placed with: the subview's size shows that
    /// proposal (a colour takes a proposed width, 10 under nil).
    struct PassesPlacementProposal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    /// A flexible frame under a nil proposal whose length (40, the child's)
    /// lies strictly between its bounds (none and 100): from iOS 17 the
    /// child is placed with a nil width (the colour inside is 10 wide), on
    /// iOS 16 with the frame's own 40 (the colour is 40 wide). Heights: the
    /// frame has no height bounds, so the child gets 40 either way.
    @Test func flexibleFramePlacementProposalBeforeAndFromIOS17() {
        let view = PassesPlacementProposal { Color.red.layoutTag("color") }
            .frame(maxWidth: 100).fixedSize(horizontal: true, vertical: false).layoutTag("frame")
        let iOS17 = phone.layout(view)
        let iOS16 = phone.withOSVersion(OSVersion(16, 4)).layout(view)
        #expect(iOS17.frame(of: "frame")?.size == CGSize(width: 40, height: 40))
        #expect(iOS16.frame(of: "frame")?.size == CGSize(width: 40, height: 40))
        #expect(iOS17.frame(of: "color")?.width == 10)
        #expect(iOS16.frame(of: "color")?.width == 40)
        #expect(iOS16.diagnostics.isEmpty, "\(iOS16.diagnostics)")
    }

    /// A frame around a frame around a Spacer: from iOS 15 the outer frame
    /// resets its width edges' spacing (its child is not the spacer
    /// itself), so the stack puts its default 8 on both sides; before, the
    /// frame keeps the spacer's zero spacing. 390 wide: (390 - 20 - 16) / 2
    /// = 177 per colour from iOS 15, (390 - 20) / 2 = 185 before.
    @Test func frameSpacingBeforeAndFromIOS15() {
        let view = HStack {
            Color.red.layoutTag("a")
            Spacer().frame(width: 20).frame(width: 20).layoutTag("s")
            Color.blue.layoutTag("b")
        }
        for major in 13...17 {
            let result = phone.withOSVersion(OSVersion(major)).layout(view)
            let width: CGFloat = major >= 15 ? 177 : 185
            let gap: CGFloat = major >= 15 ? 8 : 0
            #expect(result.frame(of: "a") == rect(0, 47, width, 763), "iOS \(major)")
            #expect(result.frame(of: "s")?.minX == width + gap, "iOS \(major)")
            #expect(result.frame(of: "b") == rect(width + gap + 20 + gap, 47, width, 763), "iOS \(major)")
        }
    }
}
