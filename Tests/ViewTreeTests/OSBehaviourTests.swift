import Foundation
import Testing
@testable import ViewTree

/// Behaviour that depends on the window's OS, each from a public source
/// (Docs/LayoutRules.md, "OS versions").
@MainActor @Suite struct OSBehaviourTests {
    var gradient: LinearGradient { LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing) }

    /// Seed 003 (fivestars, "safeAreaInset"): "in iOS 15, ignoresSafeArea
    /// also resets any safeAreaInset". The gradient ignores the bottom edge
    /// under a 30-pt inset: it grows through the inset and the 34-pt home
    /// indicator to the window's bottom, 47 + 763 - 30 + 30 + 34 = 844.
    @Test func ignoresSafeAreaResetsSafeAreaInsetFromIOS15() {
        let view = gradient.layoutTag("gradient").ignoresSafeArea(edges: .bottom)
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).layoutTag("inset") }
        for major in [15, 16, 17] {
            let result = phone.withOSVersion(OSVersion(major)).layout(view)
            #expect(result.diagnostics.isEmpty, "iOS \(major): \(result.diagnostics)")
            #expect(result.frame(of: "gradient") == rect(0, 47, 390, 797), "iOS \(major)")
            #expect(result.frame(of: "inset") == rect(0, 780, 390, 30), "iOS \(major)")
        }
        // Before iOS 15 there is no safeAreaInset: the compiler refuses it,
        // and the model lays it out as iOS 15+ does.
        let iOS14 = phone.withOSVersion(OSVersion(14)).layout(view)
        #expect(iOS14.diagnostics.map(\.kind) == [.unavailableAPI])
        #expect(iOS14.frame(of: "gradient") == rect(0, 47, 390, 797))
    }

    /// On iOS 14 the inset-like level a view can add is `_safeAreaInsets`
    /// (OpenSwiftUI SafeAreaInsetsModifier.swift, OpenSwiftUI_v2_0): it
    /// registers a `.container` region, the region `ignoresSafeArea()`
    /// ignores, and safeAreaInset is built on the same modifier in
    /// OpenSwiftUI (InsetViewModifier.swift). The model lets ignoresSafeArea
    /// grow through it on iOS 14 as well (an assumption: no public
    /// measurement of iOS 14 says otherwise).
    @Test func ignoresSafeAreaGrowsThroughUnderscoredInsetsOnIOS14() {
        let view = gradient.layoutTag("gradient").ignoresSafeArea(edges: .bottom)
            ._safeAreaInsets(EdgeInsets(top: 0, leading: 0, bottom: 30, trailing: 0))
        let result = phone.withOSVersion(OSVersion(14)).layout(view)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.frame(of: "gradient") == rect(0, 47, 390, 797))
    }

    /// Seed 002 (fatbobman, "containerRelativeFrame"): in Xcode 15.3
    /// (iOS 17.4) the native modifier "cannot yet correctly compute the
    /// size of a List"; the replica extracts it more accurately. The wrong
    /// numbers are not published: the model keeps the list's size (a
    /// quarter of the 763-pt safe height: 190.75) and reports the issue.
    @Test func containerRelativeFrameInAListIsAKnownIssueOnIOS17() {
        let view = List {
            Color.green.containerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0).layoutTag("row")
        }
        let iOS17 = phone.layout(view)
        #expect(iOS17.diagnostics.map(\.kind) == [.knownPlatformIssue], "\(iOS17.diagnostics)")
        #expect(iOS17.diagnostics.first?.message.contains("Xcode 15.3") == true)
        #expect(abs((iOS17.frame(of: "row")?.height ?? 0) - 190.75) <= 1.0 / 3.0 + 0.0001)
        // Outside a List, no such diagnostic.
        let plain = phone.layout(Color.green.containerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0))
        #expect(plain.diagnostics.isEmpty)
    }

    /// NavigationView (iOS 13; Apple's page: deprecated from iOS 16) is a
    /// stack-style navigation container in the model: a 96-pt large-title
    /// bar (BarMetrics) and the content below, on every system; iOS 13-15
    /// need it, NavigationStack being iOS 16.
    @Test func navigationViewBeforeIOS16() {
        let view = NavigationView { Color.red.layoutTag("content").navigationBarTitle("Title") }.layoutTag("nav")
        for major in 13...17 {
            let result = phone.withOSVersion(OSVersion(major)).layout(view)
            #expect(result.diagnostics.isEmpty, "iOS \(major): \(result.diagnostics)")
            #expect(result.frame(of: "nav") == rect(0, 47, 390, 763))
            #expect(result.frame(of: "content") == rect(0, 143, 390, 667))
        }
        // The stack's replacement on iOS 15 is refused but laid out the same.
        let stack = NavigationStack { Color.red.layoutTag("content").navigationTitle("Title") }
        let iOS15 = phone.withOSVersion(OSVersion(15)).layout(stack)
        #expect(iOS15.diagnostics.map(\.message) == ["'NavigationStack' is only available in iOS 16.0 or newer"])
        #expect(iOS15.frame(of: "content") == rect(0, 143, 390, 667))
        // navigationTitle is iOS 14: on iOS 13 the title must be navigationBarTitle.
        let titled = NavigationView { Color.red.navigationTitle("Title") }
        #expect(phone.withOSVersion(OSVersion(13)).layout(titled).diagnostics.map(\.message)
                == ["'navigationTitle(_:)' is only available in iOS 14.0 or newer"])
    }
}
