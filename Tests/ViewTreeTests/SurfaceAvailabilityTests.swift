import Foundation
import Testing
@testable import ViewTree

/// The availability of the surface API (controls, grids, bars, styles):
/// the table's versions and the compiler's refusal where each is resolved.
@MainActor @Suite struct SurfaceAvailabilityTests {
    func unavailable(_ result: LayoutResult) -> [String] {
        result.diagnostics.filter { $0.kind == .unavailableAPI }.map(\.message)
    }

    /// Versions from the declarations' pages in Apple's documentation
    /// (developer.apple.com/documentation/swiftui/<source>).
    @Test func documentedIntroductionVersions() {
        let expected: [(APIAvailability, Int)] = [
            (.label, 14), (.lazyVGrid, 14), (.lazyHGrid, 14), (.gridItem, 14), (.progressView, 14), (.toolbar, 14),
            (.textEditor, 14), (.colorPicker, 14), (.menu, 14), (.scrollViewReader, 14), (.tabViewStyle, 14),
            (.backgroundStyle, 15), (.overlayStyle, 15), (.backgroundStyleInShape, 15), (.asyncImage, 15),
            (.controlGroup, 15), (.material, 15), (.textFieldPrompt, 15), (.focusState, 15),
            (.lineLimitRange, 16), (.lineLimitReservesSpace, 16), (.textFieldAxis, 16), (.toolbarVisibility, 16),
            (.navigationLinkValue, 16), (.navigationPath, 16), (.navigationDestinationFor, 16),
            (.navigationDestinationItem, 17), (.headerProminence, 15),
            (.overlayPreferenceValueAlignment, 16), (.backgroundPreferenceValueAlignment, 16),
            (.scrollContentBackground, 16), (.presentationDetents, 16),
            (.toolbarTitleDisplayMode, 17), (.contentUnavailableView, 17), (.buttonSystemImage, 17),
            (.environmentObservable, 17),
            (.overlayPreferenceValue, 13), (.lineLimit, 13), (.image, 13), (.position, 13),
        ]
        for (api, major) in expected { #expect(api.iOS == OSVersion(major), "\(api.name)") }
        // ControlGroup's and Menu's pages: tvOS 17, no watchOS.
        #expect(APIAvailability.controlGroup.tvOS == OSVersion(17) && APIAvailability.controlGroup.watchOS == nil)
        #expect(APIAvailability.menu.tvOS == OSVersion(17) && APIAvailability.menu.watchOS == nil)
        // Material's page: watchOS 10, the rest of the iOS 15 train.
        #expect(APIAvailability.material.watchOS == OSVersion(10) && APIAvailability.material.tvOS == OSVersion(15))
        // scrollContentBackground(_:)'s page: no tvOS, watchOS 9.
        #expect(APIAvailability.scrollContentBackground.tvOS == nil && APIAvailability.scrollContentBackground.watchOS == OSVersion(9))
        #expect(APIAvailability.named("ContentUnavailableView") == .contentUnavailableView)
    }

    /// Each layout-relevant view or modifier introduced after iOS 13: refused
    /// one minor version before its introduction, accepted at it.
    @Test func eachIsRefusedBeforeItsVersionAndAcceptedAtIt() {
        struct Key: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        let text = Binding.constant("")
        let cases: [(AnyView, APIAvailability)] = [
            (AnyView(Label("Inbox", systemImage: "tray")), .label),
            (AnyView(LazyVGrid(columns: [GridItem(.flexible())]) { Color.red }), .lazyVGrid),
            (AnyView(LazyHGrid(rows: [GridItem(.flexible())]) { Color.red }), .lazyHGrid),
            (AnyView(ProgressView()), .progressView),
            (AnyView(Color.red.toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("Edit") } }), .toolbar),
            (AnyView(TextEditor(text: text)), .textEditor),
            (AnyView(ColorPicker("Tint", selection: .constant(Color.red))), .colorPicker),
            (AnyView(Menu("More") { Text("A") }), .menu),
            (AnyView(ScrollViewReader { _ in Color.red }), .scrollViewReader),
            (AnyView(TabView { Color.red }.tabViewStyle(.page)), .tabViewStyle),
            (AnyView(Color.red.background(.ultraThinMaterial)), .backgroundStyle),
            (AnyView(Color.red.background(Color.blue, ignoresSafeAreaEdges: .top)), .backgroundStyle),
            (AnyView(Color.red.overlay(.blue, ignoresSafeAreaEdges: .all)), .overlayStyle),
            (AnyView(Color.red.background(ignoresSafeAreaEdges: .all)), .backgroundEnvironmentStyle),
            (AnyView(Text("A").background(.blue, in: Capsule())), .backgroundStyleInShape),
            (AnyView(AsyncImage(url: nil)), .asyncImage),
            (AnyView(Color.red.foregroundStyle(.blue)), .foregroundStyle),
            (AnyView(Color.red.foregroundStyle(.blue, .green)), .foregroundStyles2),
            (AnyView(ControlGroup { Text("A") }), .controlGroup),
            (AnyView(TextField("Name", text: text, prompt: Text("Required"))), .textFieldPrompt),
            (AnyView(Button("Delete", role: .destructive) {}), .buttonTitleRole),
            (AnyView(Text("A").lineLimit(2...3)), .lineLimitRange),
            (AnyView(Text("A").lineLimit(2, reservesSpace: true)), .lineLimitReservesSpace),
            (AnyView(TextField("Name", text: text, axis: .vertical)), .textFieldAxis),
            (AnyView(Color.red.toolbar(.hidden, for: .tabBar)), .toolbarVisibility),
            (AnyView(NavigationLink("Next", value: 1)), .navigationLinkTitleValue),
            (AnyView(Color.red.navigationDestination(for: Int.self) { Text("\($0)") }), .navigationDestinationFor),
            (AnyView(Color.red.navigationDestination(item: Binding<Int?>.constant(nil)) { Text("\($0)") }), .navigationDestinationItem),
            (AnyView(List { Text("A") }.headerProminence(.increased)), .headerProminence),
            (AnyView(Color.red.overlayPreferenceValue(Key.self, alignment: .top) { _ in Color.blue }), .overlayPreferenceValueAlignment),
            (AnyView(Color.red.backgroundPreferenceValue(Key.self, alignment: .top) { _ in Color.blue }), .backgroundPreferenceValueAlignment),
            (AnyView(List { Text("A") }.scrollContentBackground(.hidden)), .scrollContentBackground),
            (AnyView(Color.red.presentationDetents([.medium])), .presentationDetents),
            (AnyView(Color.red.toolbarTitleDisplayMode(.inline)), .toolbarTitleDisplayMode),
            (AnyView(ContentUnavailableView("No mail", systemImage: "tray")), .contentUnavailableView),
            (AnyView(Button("Add", systemImage: "plus") {}), .buttonSystemImage),
        ]
        for (view, api) in cases {
            let before = OSVersion(api.iOS.major - 1, 4)
            // Label inside ContentUnavailableView and Button(_:systemImage:)
            // is iOS 14: on iOS 16.4 only the iOS 17 entry is refused.
            #expect(unavailable(phone.withOSVersion(before).layout(view)) == [api.unavailableMessage], "\(api.name) on \(before)")
            #expect(unavailable(phone.withOSVersion(api.iOS).layout(view)).isEmpty, "\(api.name) on \(api.iOS)")
        }
    }

    /// The iOS 13 spellings next to them are never refused.
    @Test func theirIOS13FormsAreAccepted() {
        struct Key: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        let view = VStack {
            Text("A").lineLimit(2)
            TextField("Name", text: .constant(""))
            Button("OK") {}
            NavigationLink("Next", destination: Text("B"))
            Color.red.overlayPreferenceValue(Key.self) { _ in Color.blue }
            Color.red.backgroundPreferenceValue(Key.self) { _ in Color.blue }
            Color.red.background(Color.blue).overlay(Color.green)
            Color.red.background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        #expect(unavailable(phone.withOSVersion(OSVersion(13)).layout(view)).isEmpty)
    }

    /// `.background(Color.blue)` compiles for iOS 13 and 14 as the view form
    /// `background(_:alignment:)` (the style form is potentially unavailable
    /// there and the type checker ranks it lower: swiftlang/swift PR 29921),
    /// and from iOS 15 as the style form. The view form's colour fills the
    /// view's frame; the style form's grows into the safe area it touches
    /// (Apple's documentation of `background(_:ignoresSafeAreaEdges:)`).
    @Test func colorBackgroundIsTheViewFormBeforeIOS15() {
        let view = VStack(spacing: 0) {
            Text("Title").frame(maxWidth: .infinity).frame(height: 100).background(Color.blue).layoutTag("strip")
            Spacer()
        }
        func drawn(_ major: Int) -> (view: CGRect?, color: CGRect?, diagnostics: [String]) {
            let result = phone.withOSVersion(OSVersion(major)).layout(view)
            let color = result.tree.allViews.first { $0.kind == "ShapeStyle background" || $0.kind == "Color.blue" }?.frame
            return (result.frame(of: "strip"), color, unavailable(result))
        }
        for major in 13...17 {
            let (frame, color, diagnostics) = drawn(major)
            #expect(diagnostics.isEmpty, "iOS \(major)")
            // The view's own frame: under the 47-pt top inset either way.
            #expect(frame == rect(0, 47, 390, 100), "iOS \(major)")
            // View form: the colour is the view's frame; style form: grown
            // to the window's top edge (0, 0, 390, 47 + 100).
            #expect(color == (major >= 15 ? rect(0, 0, 390, 147) : rect(0, 47, 390, 100)), "iOS \(major)")
        }
    }
}

/// The second surface round's layout views: `ViewThatFits` is iOS 16 and
/// `coordinateSpace(_:)` iOS 17 (Apple's documentation pages); the iOS 13
/// `coordinateSpace(name:)` spelling is accepted on every modelled OS.
@MainActor @Test func viewThatFitsAndCoordinateSpacesAreRefusedBeforeTheirOS() {
    let view = VStack {
        ViewThatFits { Color.red.frame(width: 500); Color.blue.frame(width: 100) }
        Color.green.coordinateSpace(.named("scroll"))
        Color.yellow.coordinateSpace(name: "old")
    }
    func messages(_ major: Int) -> Set<String> {
        Set(Window.iPhone13.withOSVersion(OSVersion(major)).layout(view).diagnostics
            .filter { $0.kind == .unavailableAPI }.map(\.message))
    }
    #expect(messages(15) == ["'ViewThatFits' is only available in iOS 16.0 or newer",
                             "'coordinateSpace(_:)' is only available in iOS 17.0 or newer"])
    #expect(messages(16) == ["'coordinateSpace(_:)' is only available in iOS 17.0 or newer"])
    #expect(messages(17).isEmpty)
}
