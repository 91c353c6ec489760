import Testing
import ViewTree

// iOS 18 and 26 API as a second corpus probe's files write it (fifteenth
// session: 39 files of modern code, 8 compiled before): iOS 18's `Tab`,
// `TabSection`, `.sidebarAdaptable` and `toolbarVisibility(_:for:)`; iOS 26's
// Liquid Glass (`glassEffect`, `GlassEffectContainer`, the glass button
// styles), drawing only. iPhone 13: safe rect (0, 47, 390, 763); a tab's
// content ends above the 49-pt tab bar over the 34-pt home indicator.

/// A tab screen as iOS 18 code writes it.
struct ModernTabs: View {
    enum Section: Hashable { case home, library, search }
    @State var selection: Section
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
                Color.red.layoutTag("home")
            }
            TabSection("Collections") {
                Tab("Library", systemImage: "books.vertical", value: .library) {
                    Color.green.layoutTag("library")
                }
            }
            Tab(value: .search, role: .search) {
                Color.blue.layoutTag("search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// The same screen written with iOS 13's `tabItem` and `tag`.
struct ClassicTabs: View {
    @State var selection: ModernTabs.Section
    var body: some View {
        TabView(selection: $selection) {
            Color.red.layoutTag("home").tabItem { Label("Home", systemImage: "house") }.tag(ModernTabs.Section.home)
            Color.green.layoutTag("library").tabItem { Label("Library", systemImage: "books.vertical") }.tag(ModernTabs.Section.library)
            Color.blue.layoutTag("search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(ModernTabs.Section.search)
        }
    }
}

@MainActor @Suite struct ModernSurfaceTests {
    @Test func iOS18TabsLayOutAsTaggedTabs() {
        // The selected tab fills the area above the tab bar: 0 ... 844 - 34 - 49.
        for selection in [ModernTabs.Section.home, .library, .search] {
            let modern = phone.layout(ModernTabs(selection: selection))
            let classic = phone.layout(ClassicTabs(selection: selection))
            for tag in ["home", "library", "search"] {
                #expect(modern.frame(of: tag) == classic.frame(of: tag), "\(selection) \(tag)")
            }
            #expect(modern.diagnostics.isEmpty, "\(modern.diagnostics.map(\.message))")
        }
        let library = phone.layout(ModernTabs(selection: .library)).frame(of: "library")
        #expect(library.map { abs($0.maxY - (844 - 34 - 49)) < 0.01 && $0.width == 390 } == true, "\(String(describing: library))")
        #expect(phone.layout(ModernTabs(selection: .library)).frame(of: "home") == nil)
        let old = Set(phone.withOSVersion(.iOS17).layout(ModernTabs(selection: .home)).diagnostics.map(\.message))
        #expect(old.isSuperset(of: ["'Tab' is only available in iOS 18.0 or newer", "'TabSection' is only available in iOS 18.0 or newer"]), "\(old)")
    }

    @Test func toolbarVisibilityHidesTheTabBarAsToolbarDoes() {
        // iOS 18's name of `toolbar(_:for:)`: the tab bar hidden, the tab's
        // content down to the safe area's bottom (810).
        let view = TabView { Color.red.layoutTag("a").toolbarVisibility(.hidden, for: .tabBar) }
        let frame = phone.layout(view).frame(of: "a")
        #expect(frame.map { abs($0.maxY - 810) < 0.01 } == true, "\(String(describing: frame))")
        let old = phone.withOSVersion(.iOS17).layout(view).diagnostics.map(\.message)
        #expect(old.contains("'toolbarVisibility(_:for:)' is only available in iOS 18.0 or newer"), "\(old)")
    }

    @Test func liquidGlassDrawsWithoutChangingLayout() {
        // iOS 26 code: a glass container of glass buttons. The stack lays
        // out as without the glass: two 44-pt buttons 8 apart, centred.
        struct Controls: View {
            @Namespace private var glass
            var body: some View {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 8) {
                        Button { } label: { Color.clear.frame(width: 44, height: 44).layoutTag("play") }
                            .buttonStyle(.glass)
                            .glassEffectID("play", in: glass)
                        Button { } label: { Color.clear.frame(width: 44, height: 44).layoutTag("next") }
                            .buttonStyle(.glassProminent)
                            .glassEffect(.regular.tint(.blue).interactive(), in: .circle)
                            .glassEffectUnion(id: "controls", namespace: glass)
                            .glassEffectTransition(.matchedGeometry)
                    }
                    .glassEffect()
                }
            }
        }
        let result = phone.layout(Controls())
        expectFrames(Controls(), ["play": rect(195 - 48, 428.5 - 22, 44, 44), "next": rect(195 + 4, 428.5 - 22, 44, 44)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let old = Set(phone.withOSVersion(.iOS18).layout(Controls()).diagnostics.map(\.message))
        #expect(old.isSuperset(of: ["'GlassEffectContainer' is only available in iOS 26.0 or newer",
                                    "'glassEffect(_:in:)' is only available in iOS 26.0 or newer"]), "\(old)")
    }
}

/// iOS 17-18 effects and callbacks as the probe's files write them: none
/// changes a frame.
struct EffectsGallery: View {
    @Namespace private var zoom
    @State private var count = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.gray.frame(height: 100).layoutTag("card\(index)")
                        .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
                        }
                        .visualEffect { content, proxy in content.offset(y: 0).hueRotation(.degrees(10)) }
                        .matchedTransitionSource(id: index, in: zoom)
                }
                Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
                Image(systemName: "star").symbolEffect(.pulse, isActive: true)
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }
        .onScrollPhaseChange { _, newPhase in _ = newPhase.isScrolling }
        .navigationTransition(.zoom(sourceID: 0, in: zoom))
    }
}

extension ModernSurfaceTests {
    @Test func effectsAndScrollCallbacksChangeNoFrame() {
        // Three 100-pt cards from the top of the safe area, as without the effects.
        expectFrames(EffectsGallery(), ["card0": rect(0, 47, 390, 100), "card1": rect(0, 147, 390, 100), "card2": rect(0, 247, 390, 100)])
        let old = Set(phone.withOSVersion(.iOS16).layout(EffectsGallery()).diagnostics.map(\.message))
        #expect(old.isSuperset(of: ["'scrollTransition(_:axis:transition:)' is only available in iOS 17.0 or newer",
                                    "'symbolEffect(_:options:value:)' is only available in iOS 17.0 or newer",
                                    "'onScrollGeometryChange(for:of:action:)' is only available in iOS 18.0 or newer"]), "\(old)")
    }
}

extension ImageResource {
    /// What Xcode generates for an asset named "luxor".
    static let luxor = ImageResource(name: "luxor", bundle: .main)
}

extension ModernSurfaceTests {
    @Test func searchEmptyStatesFillTheOfferedSpaceAsTheTitledFormDoes() {
        // ContentUnavailableView takes the space offered: the safe area.
        for view in [ContentUnavailableView.search, ContentUnavailableView.search(text: "kale")] {
            let frame = phone.layout(view.layoutTag("empty")).frame(of: "empty")
            #expect(frame == CGRect(x: 0, y: 47, width: 390, height: 763), "\(String(describing: frame))")
        }
        let old = phone.withOSVersion(.iOS16).layout(ContentUnavailableView.search).diagnostics.map(\.message)
        #expect(old.contains("'ContentUnavailableView' is only available in iOS 17.0 or newer"), "\(old)")
    }

    @Test func assetSymbolsLinksAndMeshGradientsLayOutAsTheirPlainForms() {
        // `Image(.luxor)` is `Image("luxor")`; a `Link` is its title's text; a
        // mesh gradient fills the width offered, 200 tall in its frame;
        // monospaced text, a Text badge, hue rotation and a content
        // transition change nothing.
        let asset = phone.layout(Image(.luxor).layoutTag("i")).frame(of: "i")
        #expect(asset != nil && asset == phone.layout(Image("luxor").layoutTag("i")).frame(of: "i"))
        let link = phone.layout(Link("Privacy policy", destination: URL(string: "https://example.com")!).layoutTag("l")).frame(of: "l")
        #expect(link != nil && link == phone.layout(Text("Privacy policy").layoutTag("l")).frame(of: "l"))
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        expectFrames(mesh.frame(height: 200).layoutTag("m"), ["m": rect(0, 328.5, 390, 200)])
        let text = Text("42").monospaced().layoutTag("t")
        let styled = text.badge(Text("new")).hueRotation(.degrees(30)).contentTransition(.numericText(value: 42))
        #expect(phone.layout(styled).frame(of: "t") == phone.layout(Text("42").layoutTag("t")).frame(of: "t"))
    }
}

/// A bound list of items (iOS 15's `ForEach($items)`), a phase animation,
/// a timeline and iOS 26's tab-bar behaviour, as the probe's files write them.
struct Checklist: View {
    struct Item: Identifiable { let id: Int; var done: Bool }
    @State private var items = [Item(id: 0, done: false), Item(id: 1, done: true)]
    @Namespace private var space
    var body: some View {
        TabView {
            VStack(spacing: 0) {
                ForEach($items) { $item in
                    Color.gray.frame(width: item.done ? 80 : 40, height: 20).layoutTag("item\(item.id)")
                        .matchedGeometryEffect(id: item.id, in: space)
                }
                PhaseAnimator([10.0, 30.0]) { width in Color.red.frame(width: width, height: 10).layoutTag("phase") }
                Color.blue.frame(width: 10, height: 10)
                    .phaseAnimator([1, 2], trigger: items.count) { content, phase in content.frame(width: 20 * CGFloat(phase)) }
                    .layoutTag("phased")
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Color.green.frame(width: context.date.timeIntervalSinceReferenceDate == 0 ? 50 : 1, height: 10).layoutTag("time")
                }
                Button("Done") { }.glassEffect(.regular, in: .buttonBorder)
            }
            .tabBarMinimizeBehavior(.onScrollDown)
        }
    }
}

extension ModernSurfaceTests {
    @Test func boundElementsPhasesAndTimelinesLayOutAtRest() {
        // Each bound element's own width (40 not done, 80 done); the phase
        // animator in its first phase (10; the modifier form 20); the
        // timeline at the reference date (50).
        let result = phone.layout(Checklist())
        #expect(result.frame(of: "item0")?.width == 40 && result.frame(of: "item1")?.width == 80)
        #expect(result.frame(of: "phase")?.width == 10 && result.frame(of: "phased")?.width == 20)
        #expect(result.frame(of: "time")?.width == 50)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        // Editing through an element's binding writes the collection.
        var storage = [Checklist.Item(id: 0, done: false)]
        let bound = Binding(get: { storage }, set: { storage = $0 })
        for element in bound { element.done.wrappedValue = true }
        #expect(storage[0].done && bound.count == 1)
        let old = Set(phone.withOSVersion(.iOS16).layout(Checklist()).diagnostics.map(\.message))
        #expect(old.isSuperset(of: ["'PhaseAnimator' is only available in iOS 17.0 or newer",
                                    "'tabBarMinimizeBehavior(_:)' is only available in iOS 26.0 or newer"]), "\(old)")
    }
}

/// The rest of the probe's iOS 17-26 API: an edit-mode environment, a
/// gradient's opacity, an inspector, tab customization and iOS 26's bottom
/// accessory; none is laid out.
struct EditableTabs: View {
    @State private var editing = false
    @State private var showsInspector = false
    @State private var customization = TabViewCustomization()
    var body: some View {
        TabView {
            Tab("Notes", systemImage: "note") {
                VStack(spacing: 0) {
                    RoundedRectangle(cornerRadius: 8).fill(.blue.gradient.opacity(0.3)).frame(height: 40).layoutTag("card")
                    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5).frame(height: 40)
                }
                .environment(\.editMode, .constant(editing ? .active : .inactive))
                .inspector(isPresented: $showsInspector) { Text("Details") }
                .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            }
            .customizationID("notes")
        }
        .tabViewCustomization($customization)
        .tabViewBottomAccessory { Text("Now playing") }
    }
}

extension ModernSurfaceTests {
    @Test func editModesInspectorsAndAccessoriesAreNotLaidOut() {
        // The card is the stack's first 40 pt, centred in the tab's area
        // (47 ... 761, 714 tall): y = 47 + (714 - 80) / 2.
        expectFrames(EditableTabs(), ["card": rect(0, 47 + (714 - 80) / 2, 390, 40)])
        let old = Set(phone.withOSVersion(.iOS18).layout(EditableTabs()).diagnostics.map(\.message))
        #expect(old == ["'tabViewBottomAccessory(content:)' is only available in iOS 26.0 or newer"], "\(old)")
    }
}

/// Tabs without values, a section and tab modifiers, in a tab view without
/// a selection (before: ambiguous with the view-builder `TabView`, and the
/// section's selection type could not be inferred).
struct UnvaluedTabs: View {
    @AppStorage("tabs") private var customization: TabViewCustomization
    var body: some View {
        TabView {
            Tab { Color.red.layoutTag("first") } label: { Label("Home", systemImage: "house") }
            Tab("Inbox", systemImage: "tray") { Color.green }.badge("!").customizationID("inbox")
            TabSection("More") {
                Tab("Sent", systemImage: "paperplane") { Color.blue }.customizationID("sent")
            }
            .customizationID("more")
            Tab(role: .search) { Color.gray }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

extension ModernSurfaceTests {
    @Test func tabsWithoutValuesShowTheFirst() {
        // No selection: the first tab fills the safe area above the tab bar.
        expectFrames(UnvaluedTabs(), ["first": rect(0, 47, 390, 844 - 34 - 49 - 47)])
    }
}
