import Foundation

// The availability table: when SwiftUI introduced each API the model spells.
//
// One entry per modelled declaration (an overload with its own availability
// is its own entry: `overlay(_:alignment:)` is iOS 13, `overlay(alignment:content:)`
// iOS 15). The versions are the "availability" of the declaration's page in
// Apple's documentation (developer.apple.com/documentation/swiftui/<source>);
// an underscored API without a page names its other source.
//
// To add an API:
// 1. Add a `static let` below, in the section of its kind, with the name the
//    compiler uses in its error (`'name' is only available in iOS x.y or
//    newer`), the four introduction versions (nil where the platform does not
//    have it) and the documentation path.
// 2. Append it to `all` (a test checks the names are unique and the versions
//    consistent).
// 3. In the declaration's `_makeNodes` / `_makeModifiedNodes`, call
//    `inputs.checkAvailability(.yourEntry, kind: "...")` (a modifier with
//    several public forms stores its entry: see `_OverlayModifier.api`).
//    Types and layout-neutral modifiers (`foregroundStyle`, `VerticalEdge`)
//    never reach layout: their entries serve the source check only.
//
// iOS 13.0 is the oldest system the model simulates, so iOS 13 entries are
// never refused at layout time; they are listed so that every modelled API
// has its versions in one place. (The containers and overlay check theirs
// anyway, one comparison each; the stacks, frames and GeometryReader, whose
// files the layout rules own, do not yet.)
extension APIAvailability {
    // Shorthands for the release trains: iOS 13 shipped with macOS 10.15,
    // tvOS 13 and watchOS 6, and so on up to iOS 17 / macOS 14 / watchOS 10.
    private static func v13(_ name: String, _ source: String, watchOS: OSVersion? = OSVersion(6)) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: OSVersion(13), watchOS: watchOS, source: source)
    }
    private static func v14(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(14), macOS: OSVersion(11), tvOS: OSVersion(14), watchOS: OSVersion(7), source: source)
    }
    private static func v15(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15), watchOS: OSVersion(8), source: source)
    }
    private static func v16(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(16), macOS: OSVersion(13), tvOS: OSVersion(16), watchOS: OSVersion(9), source: source)
    }
    private static func v17(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10), source: source)
    }

    // MARK: Overlay and background
    public static let overlayView = v13("overlay(_:alignment:)", "view/overlay(_:alignment:)")
    public static let overlayContent = v15("overlay(alignment:content:)", "view/overlay(alignment:content:)")
    public static let backgroundView = v13("background(_:alignment:)", "view/background(_:alignment:)")
    public static let backgroundContent = v15("background(alignment:content:)", "view/background(alignment:content:)")

    // MARK: Safe area
    public static let safeAreaInset = v15("safeAreaInset(edge:alignment:spacing:content:)",
                                          "view/safeareainset(edge:alignment:spacing:content:)-6gwby")
    public static let safeAreaPadding = v17("safeAreaPadding(_:_:)", "view/safeareapadding(_:_:)")
    /// SwiftUI's underscored public `_safeAreaInsets(_:)` has no documentation
    /// page; OpenSwiftUI (SafeAreaInsetsModifier.swift) marks it
    /// `@available(OpenSwiftUI_v2_0, *)`, the iOS 14 release train.
    public static let underscoredSafeAreaInsets = v14("_safeAreaInsets(_:)", "OpenSwiftUI SafeAreaInsetsModifier.swift (OpenSwiftUI_v2_0)")
    public static let ignoresSafeArea = v14("ignoresSafeArea(_:edges:)", "view/ignoressafearea(_:edges:)")
    public static let edgesIgnoringSafeArea = v13("edgesIgnoringSafeArea(_:)", "view/edgesignoringsafearea(_:)")
    public static let safeAreaRegions = v14("SafeAreaRegions", "safearearegions")
    public static let verticalEdge = v15("VerticalEdge", "verticaledge")
    public static let horizontalEdge = v15("HorizontalEdge", "horizontaledge")
    public static let edgeInsets = v13("EdgeInsets", "edgeinsets")

    // MARK: Containers
    public static let scrollView = v13("ScrollView", "scrollview")
    public static let list = v13("List", "list")
    public static let tabView = v13("TabView", "tabview", watchOS: OSVersion(7))
    public static let navigationView = v13("NavigationView", "navigationview", watchOS: OSVersion(7))
    public static let navigationStack = v16("NavigationStack", "navigationstack")
    public static let navigationSplitView = v16("NavigationSplitView", "navigationsplitview")
    public static let navigationTitle = v14("navigationTitle(_:)", "view/navigationtitle(_:)-43srq")
    /// The iOS 13 title modifier (deprecated; not on macOS).
    public static let navigationBarTitle = APIAvailability("navigationBarTitle(_:)", iOS: OSVersion(13), macOS: nil, tvOS: OSVersion(13),
                                                           watchOS: OSVersion(6), source: "view/navigationbartitle(_:)-6p1k7")
    public static let navigationBarTitleDisplayMode = APIAvailability("navigationBarTitleDisplayMode(_:)", iOS: OSVersion(14), macOS: nil, tvOS: nil,
                                                                      watchOS: OSVersion(8), source: "view/navigationbartitledisplaymode(_:)")
    public static let containerRelativeFrame = v17("containerRelativeFrame(_:alignment:)", "view/containerrelativeframe(_:alignment:)")
    public static let containerRelativeFrameCount = v17("containerRelativeFrame(_:count:span:spacing:alignment:)",
                                                        "view/containerrelativeframe(_:count:span:spacing:alignment:)")
    public static let containerRelativeFrameLength = v17("containerRelativeFrame(_:alignment:_:)", "view/containerrelativeframe(_:alignment:_:)")
    public static let defaultScrollAnchor = v17("defaultScrollAnchor(_:)", "view/defaultscrollanchor(_:)")
    public static let scrollDisabled = v16("scrollDisabled(_:)", "view/scrolldisabled(_:)")
    public static let scrollTargetLayout = v17("scrollTargetLayout(isEnabled:)", "view/scrolltargetlayout(isenabled:)")

    // MARK: Stacks and layout
    public static let hStack = v13("HStack", "hstack")
    public static let vStack = v13("VStack", "vstack")
    public static let zStack = v13("ZStack", "zstack")
    public static let lazyVStack = v14("LazyVStack", "lazyvstack")
    public static let lazyHStack = v14("LazyHStack", "lazyhstack")
    public static let geometryReader = v13("GeometryReader", "geometryreader")
    public static let layout = v16("Layout", "layout")
    public static let anyLayout = v16("AnyLayout", "anylayout")
    public static let hStackLayout = v16("HStackLayout", "hstacklayout")
    public static let vStackLayout = v16("VStackLayout", "vstacklayout")
    public static let zStackLayout = v16("ZStackLayout", "zstacklayout")
    public static let proposedViewSize = v16("ProposedViewSize", "proposedviewsize")

    // MARK: Layout-neutral
    public static let foregroundStyle = v15("foregroundStyle(_:)", "view/foregroundstyle(_:)")

    /// Every entry, for checks over the whole table.
    public static let all: [APIAvailability] = [
        overlayView, overlayContent, backgroundView, backgroundContent,
        safeAreaInset, safeAreaPadding, underscoredSafeAreaInsets, ignoresSafeArea, edgesIgnoringSafeArea,
        safeAreaRegions, verticalEdge, horizontalEdge, edgeInsets,
        scrollView, list, tabView, navigationView, navigationStack, navigationSplitView,
        navigationTitle, navigationBarTitle, navigationBarTitleDisplayMode,
        containerRelativeFrame, containerRelativeFrameCount, containerRelativeFrameLength,
        defaultScrollAnchor, scrollDisabled, scrollTargetLayout,
        hStack, vStack, zStack, lazyVStack, lazyHStack, geometryReader,
        layout, anyLayout, hStackLayout, vStackLayout, zStackLayout, proposedViewSize,
        foregroundStyle,
    ]

    /// The entry named `name` (the compiler's spelling), if modelled.
    public static func named(_ name: String) -> APIAvailability? { all.first { $0.name == name } }
}
