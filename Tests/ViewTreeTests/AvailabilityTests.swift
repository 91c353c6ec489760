import Foundation
import Testing
@testable import ViewTree

/// The availability table, the compiler's refusal as a diagnostic,
/// `IfAvailable`, and OS versions outside the modelled range.
@MainActor @Suite struct AvailabilityTests {
    func unavailable(_ result: LayoutResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.kind == .unavailableAPI }
    }

    // MARK: The table

    @Test func tableNamesAreUniqueAndVersionsModelled() {
        // A declaration is its name plus its page: overloads share a name
        // when the compiler names them alike (`lineLimit(_:)` takes an Int
        // from iOS 13 and a range from iOS 16; `init(_:text:prompt:)` is
        // TextField's and SecureField's), never a page.
        let sources = APIAvailability.all.map(\.source)
        #expect(Set(sources).count == sources.count, "duplicate entries")
        let names = APIAvailability.all.map { "\($0.name) \($0.iOS)" }
        #expect(Set(names).count == names.count - 1, "only TextField's and SecureField's prompt initializers share a name and version")
        for api in APIAvailability.all {
            // Every modelled API is a SwiftUI API from iOS 13 (its first
            // release) to iOS 17 (the newest modelled).
            #expect(api.iOS >= OSVersion.oldest && api.iOS.major <= OSVersion.latest.major, "\(api)")
            #expect(!api.source.isEmpty, "\(api)")
        }
        #expect(APIAvailability.named("overlay(alignment:content:)") == .overlayContent)
    }

    /// Versions from Apple's documentation pages (the brief's list): a
    /// wrong table entry would let a shim call what its system lacks.
    @Test func documentedIntroductionVersions() {
        let expected: [(APIAvailability, Int)] = [
            (.safeAreaInset, 15), (.containerRelativeFrame, 17), (.safeAreaPadding, 17),
            (.overlayContent, 15), (.overlayView, 13), (.backgroundContent, 15), (.backgroundView, 13),
            (.ignoresSafeArea, 14), (.edgesIgnoringSafeArea, 13), (.navigationStack, 16), (.navigationSplitView, 16),
            (.navigationView, 13), (.lazyVStack, 14), (.scrollView, 13), (.geometryReader, 13), (.layout, 16),
            (.anyLayout, 16), (.hStackLayout, 16), (.underscoredSafeAreaInsets, 14), (.scrollTargetLayout, 17),
            (.defaultScrollAnchor, 17),
        ]
        for (api, major) in expected { #expect(api.iOS == OSVersion(major), "\(api.name)") }
        // background(alignment:content:) page: macOS 12, tvOS 15, watchOS 8.
        #expect(APIAvailability.backgroundContent.macOS == OSVersion(12))
        #expect(APIAvailability.backgroundContent.watchOS == OSVersion(8))
        // navigationBarTitleDisplayMode(_:) page: no macOS, no tvOS.
        #expect(APIAvailability.navigationBarTitleDisplayMode.macOS == nil)
        #expect(APIAvailability.navigationBarTitleDisplayMode.tvOS == nil)
    }

    // MARK: The compiler's refusal

    @Test func overlayContentFormBeforeAndAtItsIntroduction() {
        let view = Color.blue.overlay(alignment: .bottom) { Color.red.frame(height: 10).layoutTag("bar") }.layoutTag("main")
        let iOS14 = phone.withOSVersion(OSVersion(14)).layout(view)
        let diagnostics = unavailable(iOS14)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "'overlay(alignment:content:)' is only available in iOS 15.0 or newer")
        #expect(diagnostics.first?.view.contains("overlay") == true, "\(diagnostics)")
        // Layout goes on as the newest system would: the bar at the bottom
        // of the safe rect (47 + 763 - 10 = 800).
        #expect(iOS14.frame(of: "bar") == rect(0, 800, 390, 10))
        #expect(unavailable(phone.withOSVersion(OSVersion(15)).layout(view)).isEmpty)
        // The iOS 13 form is fine on iOS 13.
        let old = Color.blue.overlay(Color.red.frame(height: 10), alignment: .bottom)
        #expect(unavailable(phone.withOSVersion(OSVersion(13)).layout(old)).isEmpty)
    }

    @Test func eachRefusalNamesItsAPIAndVersion() {
        let cases: [(AnyView, String)] = [
            (AnyView(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 10) }), "'safeAreaInset(edge:alignment:spacing:content:)' is only available in iOS 15.0 or newer"),
            (AnyView(Color.red.containerRelativeFrame(.horizontal)), "'containerRelativeFrame(_:alignment:)' is only available in iOS 17.0 or newer"),
            (AnyView(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0)), "'containerRelativeFrame(_:count:span:spacing:alignment:)' is only available in iOS 17.0 or newer"),
            (AnyView(Color.red.safeAreaPadding(10)), "'safeAreaPadding(_:_:)' is only available in iOS 17.0 or newer"),
            (AnyView(NavigationStack { Color.red }), "'NavigationStack' is only available in iOS 16.0 or newer"),
            (AnyView(LazyVStack { Color.red }), "'LazyVStack' is only available in iOS 14.0 or newer"),
            (AnyView(Color.red.ignoresSafeArea()), "'ignoresSafeArea(_:edges:)' is only available in iOS 14.0 or newer"),
            (AnyView(Color.red._safeAreaInsets(EdgeInsets())), "'_safeAreaInsets(_:)' is only available in iOS 14.0 or newer"),
            (AnyView(ScrollView { Color.red }.defaultScrollAnchor(.bottom)), "'defaultScrollAnchor(_:)' is only available in iOS 17.0 or newer"),
            (AnyView(Color.red.background(alignment: .top) { Color.blue }), "'background(alignment:content:)' is only available in iOS 15.0 or newer"),
        ]
        for (view, message) in cases {
            let messages = unavailable(phone.withOSVersion(OSVersion(13)).layout(view)).map(\.message)
            #expect(messages == [message])
        }
        // iOS 13 forms: nothing to refuse on iOS 13.
        let old = NavigationView { VStack { Color.red.edgesIgnoringSafeArea(.all).navigationBarTitle("T") } }
            .background(Color.blue, alignment: .top)
        #expect(unavailable(phone.withOSVersion(OSVersion(13)).layout(old)).isEmpty)
    }

    @Test func oncePerAPIAndViewNotPerPass() {
        // A preference -> @State round trip makes a second pass that
        // resolves the overlay again; two overlays are two views.
        struct TwoOverlays: View {
            @State var height: CGFloat = 0
            var body: some View {
                VStack {
                    Color.red.overlay(alignment: .top) { Color.blue.frame(height: height) }.layoutTag("a")
                    Color.red.overlay(alignment: .top) { Color.blue }.layoutTag("b")
                        .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
                        .onPreferenceChange(HeightKey.self) { height = $0 / 2 }
                }
            }
        }
        let result = phone.withOSVersion(OSVersion(14)).layout(TwoOverlays())
        #expect(result.statistics.passes >= 2)
        let diagnostics = unavailable(result)
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(Set(diagnostics.map(\.view)).count == 2)
    }

    // MARK: #available in the model

    @Test func ifAvailableTakesTheBranchOfTheWindowsSystem() {
        let view = IfAvailable(iOS: 16) {
            NavigationStack { Color.red.layoutTag("content").navigationTitle("T") }
        } else: {
            NavigationView { Color.red.layoutTag("content").navigationBarTitle("T") }
        }
        for major in 13...17 {
            let result = phone.withOSVersion(OSVersion(major)).layout(view)
            #expect(unavailable(result).isEmpty, "iOS \(major): \(result.diagnostics)")
            // Both containers: a 96-pt large-title bar under the 47-pt top
            // inset (BarMetrics), content 763 - 96 = 667 tall.
            #expect(result.frame(of: "content") == rect(0, 143, 390, 667), "iOS \(major)")
            #expect(result.dump().contains(major >= 16 ? "NavigationStack" : "NavigationView"), "iOS \(major)")
        }
        // Minor versions count: iOS 16.4 has 16.4 APIs, iOS 16.0 not.
        let minor = IfAvailable(iOS: 16, 4) { Color.red.layoutTag("new") } else: { Color.red.layoutTag("old") }
        #expect(phone.withOSVersion(OSVersion(16, 4)).layout(minor).frame(of: "new") != nil)
        #expect(phone.withOSVersion(OSVersion(16, 0)).layout(minor).frame(of: "old") != nil)
        // By table entry.
        let byEntry = IfAvailable(.safeAreaInset) { Color.red.layoutTag("new") } else: { Color.red.layoutTag("old") }
        #expect(phone.withOSVersion(OSVersion(14, 8)).layout(byEntry).frame(of: "old") != nil)
        #expect(OSVersion(15).supports(.safeAreaInset) && !OSVersion(14, 8).supports(.safeAreaInset))
        #expect(OSVersion(15, 2).isAtLeast(iOS: 15, 1) && !OSVersion(15).isAtLeast(iOS: 15, 1))
    }

    // MARK: Invalid versions

    @Test func invalidVersionsAreClampedWithADiagnostic() {
        let view = IfAvailable(iOS: 14) { Color.red.layoutTag("new") } else: { Color.red.layoutTag("old") }
        let cases: [(OSVersion, OSVersion)] = [
            (OSVersion(0), .oldest), (OSVersion(-3), .oldest), (OSVersion(12, 4), .oldest),
            (OSVersion(28), .latest), (OSVersion(99, 1), .latest),
            // iOS 19 to 25 never shipped: the release after 18 is 26.
            (OSVersion(19), .iOS26), (OSVersion(25, 2), .iOS26), (OSVersion(14, -1), OSVersion(14, 0)),
            (OSVersion(16, 100_000), OSVersion(16, 999)), (OSVersion(Int.max, Int.min), .latest),
        ]
        for (given, used) in cases {
            let result = phone.withOSVersion(given).layout(view)
            let problems = result.diagnostics.filter { $0.kind == .invalidOSVersion }
            #expect(problems.count == 1, "\(given)")
            #expect(problems.first?.message.contains("laid out as \(used)") == true, "\(problems)")
            #expect(result.window.osVersion == used)
            #expect(result.frame(of: used >= OSVersion(14) ? "new" : "old") != nil, "\(given)")
        }
        // Valid versions, including any 27.x, are left alone.
        for valid in [OSVersion(13), OSVersion(16, 4), OSVersion(17, 5), .iOS18, OSVersion(18, 6), .iOS26, OSVersion(27, 2)] {
            #expect(phone.withOSVersion(valid).layout(view).diagnostics.isEmpty, "\(valid)")
        }
        // Through the environment: clamped and reported by the modifier.
        let env = view.environment(\.simulatedOSVersion, OSVersion(0))
        let result = phone.layout(env)
        #expect(result.diagnostics.map(\.kind) == [.invalidOSVersion])
        #expect(result.frame(of: "old") != nil)
    }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

// The Layout family is iOS 16 (Apple's documentation: Layout, AnyLayout,
// HStackLayout, "iOS 16.0+"): on iOS 15 each is refused as the compiler
// would, naming the type used; on iOS 16 none is.
@MainActor @Suite struct LayoutAvailabilityTests {
    struct PlainStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func layoutFamilyRefusedBeforeIOS16() {
        let view = VStack {
            HStackLayout { Color.red.frame(width: 10, height: 10) }
            AnyLayout(VStackLayout()) { Color.red.frame(width: 10, height: 10) }
            PlainStack { Color.red }
        }
        let iOS15 = Window.iPhone13.withOSVersion(OSVersion(15)).layout(view)
        let messages = Set(iOS15.diagnostics.filter { $0.kind == .unavailableAPI }.map(\.message))
        #expect(messages == ["'HStackLayout' is only available in iOS 16.0 or newer",
                             "'AnyLayout' is only available in iOS 16.0 or newer",
                             "'Layout' is only available in iOS 16.0 or newer"])
        let iOS16 = Window.iPhone13.withOSVersion(OSVersion(16)).layout(view)
        #expect(iOS16.diagnostics.filter { $0.kind == .unavailableAPI }.isEmpty)
    }
}

/// The other spellings of an OS version make the same value and the same
/// refusal: `'overlay(alignment:content:)'` is iOS 15 (Apple's documentation).
@MainActor @Test func osVersionSpellingsAgree() {
    #expect(OSVersion(integerLiteral: 14) == OSVersion(14, 0))
    #expect(OSVersion(major: 16, minor: 4) == OSVersion(16, 4))
    #expect([OSVersion.iOS13, .iOS14, .iOS15, .iOS16, .iOS17].map(\.major) == [13, 14, 15, 16, 17])
    let view = Color.blue.overlay(alignment: .top) { Color.red.frame(height: 10) }
    let byLiteral = Window.iPhone13.withOSVersion(14).layout(view).diagnostics.map(\.message)
    let byName = Window.iPhone13.withOSVersion(.iOS14).layout(view).diagnostics.map(\.message)
    #expect(byLiteral == ["'overlay(alignment:content:)' is only available in iOS 15.0 or newer"])
    #expect(byName == byLiteral)
}
