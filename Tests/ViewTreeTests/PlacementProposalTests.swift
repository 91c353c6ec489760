import Foundation
import Testing
@testable import ViewTree

/// A layout 20 × 20 whatever it is offered, whose one subview is placed at
/// its origin with the proposal the layout itself was placed with: the
/// subview's frame shows that proposal.
private struct PlacedProposalEcho: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 20, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// What a view is proposed when it is placed, where it differs from its own
/// size: a reader's content and a hosting container's root are placed with
/// the size they were offered (OpenSwiftUI GeometryReader.swift, audited
/// for 6.5: `subview.dimensions(in: bounds.size)`; ViewGraph.swift
/// `RootGeometry`, audited for 6.0: the root's dimensions carry the
/// available size, not the fitting size). Until this rule the model placed
/// them with their own size, so the echo's subview came out 20 × 20.
@MainActor @Suite struct PlacementProposalTests {
    /// A reader filling the phone's safe rect (390 × 763 at (0, 47), as
    /// `GeometryReaderTests`): the echo is 20 × 20 at its top-leading
    /// corner and its subview takes the whole proposal it is placed with,
    /// the reader's size.
    private func expectContentPlacedWithTheReadersSize(_ reader: some View, sourceLocation: SourceLocation = #_sourceLocation) {
        expectFrames(reader.layoutTag("reader"),
                     ["reader": rect(0, 47, 390, 763), "echo": rect(0, 47, 20, 20), "echoed": rect(0, 47, 390, 763)],
                     sourceLocation: sourceLocation)
    }

    @Test func aReadersContentIsPlacedWithTheReadersSize() {
        expectContentPlacedWithTheReadersSize(GeometryReader { _ in
            PlacedProposalEcho { Color.red.layoutTag("echoed") }.layoutTag("echo")
        })
    }

    /// `ResponderChainReader` (the detector shim's stand-in for a
    /// `UIViewRepresentable`) is a reader: the same.
    @Test func aResponderChainReadersContentIsPlacedWithTheReadersSize() {
        expectContentPlacedWithTheReadersSize(ResponderChainReader { _ in
            PlacedProposalEcho { Color.red.layoutTag("echoed") }.layoutTag("echo")
        })
    }

    /// `overlayPreferenceValue`'s content is placed like an overlay's: with
    /// the size of the view it covers (a 100 × 60 frame here).
    @Test func anOverlayPreferenceReadersContentIsPlacedWithTheCoveredSize() {
        let result = phone.layout(
            Color.blue.frame(width: 100, height: 60).layoutTag("covered")
                .overlayPreferenceValue(TestPreferenceKey.self) { _ in
                    PlacedProposalEcho { Color.red.layoutTag("echoed") }.layoutTag("echo")
                })
        let covered = result.frame(of: "covered")
        let echo = result.frame(of: "echo")
        #expect(echo?.size == CGSize(width: 20, height: 20))
        // Centred in the covered view (the reader's default alignment), the
        // subview at the echo's origin with the covered view's size.
        #expect(result.frame(of: "echoed") == CGRect(origin: echo?.origin ?? .zero, size: covered?.size ?? .zero))
    }

    /// A tab's root is placed with the content rect it was offered: the same
    /// size a plain `Color` (which takes its whole proposal) fills there.
    @Test func aTabsRootIsPlacedWithItsContentRect() {
        let plain = phone.layout(TabView { Color.green.layoutTag("plain") })
        let echoed = phone.layout(TabView { PlacedProposalEcho { Color.red.layoutTag("echoed") }.layoutTag("echo") })
        let content = plain.frame(of: "plain")
        #expect(content != nil)
        #expect(echoed.frame(of: "echo")?.size == CGSize(width: 20, height: 20))
        #expect(echoed.frame(of: "echoed")?.size == content?.size)
        #expect(echoed.frame(of: "echoed")?.origin == echoed.frame(of: "echo")?.origin)
    }

    /// The same for a navigation stack's root, below its bar.
    @Test func aNavigationStacksRootIsPlacedWithItsContentRect() {
        let plain = phone.layout(NavigationStack { Color.green.layoutTag("plain").navigationTitle("T") })
        let echoed = phone.layout(NavigationStack {
            PlacedProposalEcho { Color.red.layoutTag("echoed") }.layoutTag("echo").navigationTitle("T")
        })
        let content = plain.frame(of: "plain")
        #expect(content != nil)
        #expect(echoed.frame(of: "echo")?.size == CGSize(width: 20, height: 20))
        #expect(echoed.frame(of: "echoed")?.size == content?.size)
    }
}

private struct TestPreferenceKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}
