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
//    Types (`VerticalEdge`, `GridItem`) never reach layout: their entries
//    serve the source check only. A drawing-only modifier is checked through
//    `checkingAvailability(_:kind:)` (no node: `foregroundStyle`).
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
    private static func v18(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(18), macOS: OSVersion(15), tvOS: OSVersion(18), watchOS: OSVersion(11), source: source)
    }
    /// The 2025 releases, all numbered 26.
    private static func v26(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(26), macOS: OSVersion(26), tvOS: OSVersion(26), watchOS: OSVersion(26), source: source)
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
    public static let contentMarginsEdges = v17("contentMargins(_:_:for:)",
                                                 "view/contentmargins(_:_:for:)-1lt8b (length), view/contentmargins(_:_:for:) (EdgeInsets)")
    public static let contentMarginsLength = v17("contentMargins(_:for:)", "view/contentmargins(_:for:)")
    public static let safeAreaBar = v26("safeAreaBar(edge:alignment:spacing:content:)",
                                        "view/safeareabar(edge:alignment:spacing:content:)-9hwgb (vertical), view/safeareabar(edge:alignment:spacing:content:) (horizontal)")
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
    public static let grid = v16("Grid", "grid")
    public static let gridRow = v16("GridRow", "gridrow")
    public static let gridCellColumns = v16("gridCellColumns(_:)", "view/gridcellcolumns(_:)")
    public static let gridCellAnchor = v16("gridCellAnchor(_:)", "view/gridcellanchor(_:)")
    public static let gridColumnAlignment = v16("gridColumnAlignment(_:)", "view/gridcolumnalignment(_:)")
    public static let gridCellUnsizedAxes = v16("gridCellUnsizedAxes(_:)", "view/gridcellunsizedaxes(_:)")
    public static let scrollTargetBehavior = v17("scrollTargetBehavior(_:)", "view/scrolltargetbehavior(_:)")
    public static let scrollPosition = v17("scrollPosition(id:anchor:)", "view/scrollposition(id:anchor:)")
    public static let scrollClipDisabled = v17("scrollClipDisabled(_:)", "view/scrollclipdisabled(_:)")
    public static let scrollIndicators = v16("scrollIndicators(_:axes:)", "view/scrollindicators(_:axes:)")
    public static let scrollBounceBehavior = APIAvailability("scrollBounceBehavior(_:axes:)", iOS: OSVersion(16, 4), macOS: OSVersion(13, 3),
                                                             tvOS: OSVersion(16, 4), watchOS: OSVersion(9, 4),
                                                             source: "view/scrollbouncebehavior(_:axes:)")
    public static let forEachSubviews = v18("init(subviews:content:)", "foreach/init(subviews:content:)")
    public static let groupSubviews = v18("init(subviews:transform:)", "group/init(subviews:transform:)")
    public static let subview = v18("Subview", "subview")
    public static let subviewsCollection = v18("SubviewsCollection", "subviewscollection")
    public static let subviewsCollectionSlice = v18("SubviewsCollectionSlice", "subviewscollectionslice")
    public static let groupElementsOfContent = v18("GroupElementsOfContent", "groupelementsofcontent")
    public static let forEachSections = v18("init(sections:content:)", "foreach/init(sections:content:)")
    public static let groupSections = v18("init(sections:transform:)", "group/init(sections:transform:)")
    public static let sectionConfiguration = v18("SectionConfiguration", "sectionconfiguration")
    public static let sectionCollection = v18("SectionCollection", "sectioncollection")
    public static let groupSectionsOfContent = v18("GroupSectionsOfContent", "groupsectionsofcontent")
    public static let containerValue = v18("containerValue(_:_:)", "view/containervalue(_:_:)")
    public static let containerValues = v18("ContainerValues", "containervalues")
    public static let containerValueKey = v18("ContainerValueKey", "containervaluekey")
    public static let onScrollVisibilityChange = v18("onScrollVisibilityChange(threshold:_:)", "view/onscrollvisibilitychange(threshold:_:)")
    public static let indexViewStyle = APIAvailability("indexViewStyle(_:)", iOS: OSVersion(14), macOS: nil, tvOS: OSVersion(14), watchOS: OSVersion(8),
                                                       source: "view/indexviewstyle(_:)")

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
    public static let alignmentGuide = v13("alignmentGuide(_:computeValue:)", "view/alignmentguide(_:computevalue:)")
    public static let alignmentID = v13("AlignmentID", "alignmentid")

    // MARK: Layout-neutral
    public static let foregroundStyle = v15("foregroundStyle(_:)", "view/foregroundstyle(_:)")

    /// Every entry, for checks over the whole table.
    public static let all: [APIAvailability] = [
        overlayView, overlayContent, backgroundView, backgroundContent, alignmentGuide, alignmentID,
        safeAreaInset, safeAreaPadding, safeAreaBar, contentMarginsEdges, contentMarginsLength, underscoredSafeAreaInsets, ignoresSafeArea, edgesIgnoringSafeArea,
        safeAreaRegions, verticalEdge, horizontalEdge, edgeInsets,
        scrollView, list, tabView, navigationView, navigationStack, navigationSplitView,
        navigationTitle, navigationBarTitle, navigationBarTitleDisplayMode,
        containerRelativeFrame, containerRelativeFrameCount, containerRelativeFrameLength,
        defaultScrollAnchor, scrollDisabled, scrollTargetLayout, scrollTargetBehavior, scrollPosition, scrollClipDisabled,
        scrollIndicators, scrollBounceBehavior, onScrollVisibilityChange, indexViewStyle,
        forEachSubviews, groupSubviews, subview, subviewsCollection, subviewsCollectionSlice, groupElementsOfContent,
        forEachSections, groupSections, sectionConfiguration, sectionCollection, groupSectionsOfContent, containerValue, containerValues, containerValueKey,
        grid, gridRow, gridCellColumns, gridCellAnchor, gridColumnAlignment, gridCellUnsizedAxes,
        hStack, vStack, zStack, lazyVStack, lazyHStack, geometryReader,
        layout, anyLayout, hStackLayout, vStackLayout, zStackLayout, proposedViewSize,
        foregroundStyle,
    ] + surface

    /// The entry named `name` (the compiler's spelling), if modelled.
    public static func named(_ name: String) -> APIAvailability? { all.first { $0.name == name } }
}

// MARK: - The surface API (views, controls, bars, styles)
//
// The declarations the surface work added, in one group so that other
// tables' edits merge apart. Same conventions as above: the compiler's name,
// the four introduction versions from the declaration's page
// (developer.apple.com/documentation/swiftui/<source>), nil where the
// platform lacks it. The layout-relevant ones are checked where they are
// resolved; types and drawing-only modifiers serve the source check.
extension APIAvailability {
    /// A v14 entry that tvOS and watchOS lack (editing and picking controls).
    private static func v14iOSmacOS(_ name: String, _ source: String) -> APIAvailability {
        APIAvailability(name, iOS: OSVersion(14), macOS: OSVersion(11), tvOS: nil, watchOS: nil, source: source)
    }

    // MARK: Overlay and background styles (iOS 15)
    public static let backgroundStyle = v15("background(_:ignoresSafeAreaEdges:)", "view/background(_:ignoressafeareaedges:)")
    public static let backgroundEnvironmentStyle = v15("background(ignoresSafeAreaEdges:)", "view/background(ignoressafeareaedges:)")
    public static let overlayStyle = v15("overlay(_:ignoresSafeAreaEdges:)", "view/overlay(_:ignoressafeareaedges:)")
    public static let backgroundStyleInShape = v15("background(_:in:fillStyle:)", "view/background(_:in:fillstyle:)")
    public static let backgroundInShape = v15("background(in:fillStyle:)", "view/background(in:fillstyle:)")
    /// Materials: iOS 15 / macOS 12 / tvOS 15, watchOS 10 (Material's page).
    public static let material = APIAvailability("Material", iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15),
                                                 watchOS: OSVersion(10), source: "material")
    public static let mask = v15("mask(alignment:_:)", "view/mask(alignment:_:)")

    // MARK: Text and images
    public static let image = v13("Image", "image")
    public static let label = v14("Label", "label")
    public static let labelStyle = v14("labelStyle(_:)", "view/labelstyle(_:)")
    public static let lineLimit = v13("lineLimit(_:)", "view/linelimit(_:)-513mb")
    public static let lineLimitRange = v16("lineLimit(_:)", "view/linelimit(_:)-7ufty")
    public static let lineLimitReservesSpace = v16("lineLimit(_:reservesSpace:)", "view/linelimit(_:reservesspace:)")
    public static let textField = v13("TextField", "textfield")
    public static let textFieldPrompt = v15("init(_:text:prompt:)", "textfield/init(_:text:prompt:)-4pabc")
    public static let textFieldAxis = v16("init(_:text:axis:)", "textfield/init(_:text:axis:)-8rujz")
    public static let textFieldPromptAxis = v16("init(_:text:prompt:axis:)", "textfield/init(_:text:prompt:axis:)-3bx77")
    public static let textFieldLabel = v15("init(text:prompt:label:)", "textfield/init(text:prompt:label:)")
    public static let textFieldLabelAxis = v16("init(text:prompt:axis:label:)", "textfield/init(text:prompt:axis:label:)")
    public static let secureFieldPrompt = v15("init(_:text:prompt:)", "securefield/init(_:text:prompt:)-29ykr")
    public static let textEditor = v14iOSmacOS("TextEditor", "texteditor")
    public static let focusState = v15("FocusState", "focusstate")
    public static let focusedCondition = v15("focused(_:)", "view/focused(_:)")
    public static let focusedEquals = v15("focused(_:equals:)", "view/focused(_:equals:)")
    public static let foregroundStyles2 = v15("foregroundStyle(_:_:)", "view/foregroundstyle(_:_:)")
    public static let foregroundStyles3 = v15("foregroundStyle(_:_:_:)", "view/foregroundstyle(_:_:_:)")
    public static let asyncImage = v15("AsyncImage", "asyncimage")

    // MARK: Controls
    public static let buttonRole = v15("init(role:action:label:)", "button/init(role:action:label:)")
    public static let buttonTitleRole = v15("init(_:role:action:)", "button/init(_:role:action:)-93ek6")
    public static let buttonSystemImage = v17("init(_:systemImage:action:)", "button/init(_:systemimage:action:)-4hlx5")
    public static let progressView = v14("ProgressView", "progressview")
    public static let colorPicker = v14iOSmacOS("ColorPicker", "colorpicker")
    /// Menu: tvOS from 17, not on watchOS.
    public static let menu = APIAvailability("Menu", iOS: OSVersion(14), macOS: OSVersion(11), tvOS: OSVersion(17),
                                             watchOS: nil, source: "menu")
    /// ControlGroup: tvOS from 17, not on watchOS.
    public static let controlGroup = APIAvailability("ControlGroup", iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(17),
                                                     watchOS: nil, source: "controlgroup")
    public static let contentUnavailableView = v17("ContentUnavailableView", "contentunavailableview")
    public static let toggle = v13("Toggle", "toggle")
    /// Stepper: not on tvOS; watchOS from 9.
    public static let stepper = APIAvailability("Stepper", iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: nil,
                                                watchOS: OSVersion(9), source: "stepper")
    /// Slider: not on tvOS.
    public static let slider = APIAvailability("Slider", iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: nil,
                                               watchOS: OSVersion(6), source: "slider")
    public static let picker = v13("Picker", "picker")
    /// DatePicker: not on tvOS; watchOS from 10.
    public static let datePicker = APIAvailability("DatePicker", iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: nil,
                                                   watchOS: OSVersion(10), source: "datepicker")

    // MARK: Grids and scrolling
    public static let lazyVGrid = v14("LazyVGrid", "lazyvgrid")
    public static let lazyHGrid = v14("LazyHGrid", "lazyhgrid")
    public static let gridItem = v14("GridItem", "griditem")
    public static let scrollViewReader = v14("ScrollViewReader", "scrollviewreader")
    public static let scrollContentBackground = APIAvailability("scrollContentBackground(_:)", iOS: OSVersion(16), macOS: OSVersion(13),
                                                                tvOS: nil, watchOS: OSVersion(9),
                                                                source: "view/scrollcontentbackground(_:)")
    public static let position = v13("position(x:y:)", "view/position(x:y:)")

    // MARK: Bars, navigation and presentation
    public static let toolbar = v14("toolbar(content:)", "view/toolbar(content:)-5w0tj")
    public static let toolbarItem = v14("ToolbarItem", "toolbaritem")
    public static let toolbarVisibility = v16("toolbar(_:for:)", "view/toolbar(_:for:)")
    public static let toolbarTitleDisplayMode = v17("toolbarTitleDisplayMode(_:)", "view/toolbartitledisplaymode(_:)")
    /// `navigationBarHidden(_:)`: iOS only (deprecated).
    public static let navigationBarHidden = APIAvailability("navigationBarHidden(_:)", iOS: OSVersion(13), macOS: nil, tvOS: OSVersion(13),
                                                            watchOS: OSVersion(6), source: "view/navigationbarhidden(_:)")
    public static let tabViewStyle = v14("tabViewStyle(_:)", "view/tabviewstyle(_:)")
    /// The page style: not on macOS.
    public static let pageTabViewStyle = APIAvailability("PageTabViewStyle", iOS: OSVersion(14), macOS: nil, tvOS: OSVersion(14),
                                                         watchOS: OSVersion(7), source: "pagetabviewstyle")
    public static let listStyle = v13("listStyle(_:)", "view/liststyle(_:)")
    /// The inset grouped style: iOS only.
    public static let insetGroupedListStyle = APIAvailability("InsetGroupedListStyle", iOS: OSVersion(14), macOS: nil, tvOS: nil,
                                                              watchOS: nil, source: "insetgroupedliststyle")
    public static let listRowInsets = v13("listRowInsets(_:)", "view/listrowinsets(_:)")
    public static let listRowInsetsEdges = v26("listRowInsets(_:_:)", "view/listrowinsets(_:_:)")
    public static let listRowBackground = v13("listRowBackground(_:)", "view/listrowbackground(_:)")
    /// Row spacing: not on macOS or watchOS; tvOS from 27.
    public static let listRowSpacing = APIAvailability("listRowSpacing(_:)", iOS: OSVersion(15), macOS: nil, tvOS: OSVersion(27),
                                                       watchOS: nil, source: "view/listrowspacing(_:)")
    /// The separator modifiers: iOS 15 and macOS 13 only.
    public static let listRowSeparator = APIAvailability("listRowSeparator(_:edges:)", iOS: OSVersion(15), macOS: OSVersion(13),
                                                         tvOS: nil, watchOS: nil, source: "view/listrowseparator(_:edges:)")
    public static let listRowSeparatorTint = APIAvailability("listRowSeparatorTint(_:edges:)", iOS: OSVersion(15), macOS: OSVersion(13),
                                                             tvOS: nil, watchOS: nil, source: "view/listrowseparatortint(_:edges:)")
    public static let listSectionSeparator = APIAvailability("listSectionSeparator(_:edges:)", iOS: OSVersion(15), macOS: OSVersion(13),
                                                             tvOS: nil, watchOS: nil, source: "view/listsectionseparator(_:edges:)")
    public static let listSectionSeparatorTint = APIAvailability("listSectionSeparatorTint(_:edges:)", iOS: OSVersion(15),
                                                                 macOS: OSVersion(13), tvOS: nil, watchOS: nil,
                                                                 source: "view/listsectionseparatortint(_:edges:)")
    /// Section spacing (both overloads): not on macOS or tvOS.
    public static let listSectionSpacing = APIAvailability("listSectionSpacing(_:)", iOS: OSVersion(17), macOS: nil, tvOS: nil,
                                                           watchOS: OSVersion(10), source: "view/listsectionspacing(_:)-a2sn")
    public static let navigationLinkValue = v16("init(value:label:)", "navigationlink/init(value:label:)")
    public static let navigationLinkTitleValue = v16("init(_:value:)", "navigationlink/init(_:value:)-1xl1s")
    public static let navigationPath = v16("NavigationPath", "navigationpath")
    public static let navigationDestinationFor = v16("navigationDestination(for:destination:)", "view/navigationdestination(for:destination:)")
    public static let navigationDestinationPresented = v16("navigationDestination(isPresented:destination:)",
                                                           "view/navigationdestination(ispresented:destination:)")
    public static let navigationDestinationItem = v17("navigationDestination(item:destination:)",
                                                      "view/navigationdestination(item:destination:)")
    public static let navigationSplitViewPreferredCompactColumn = v17(
        "init(preferredCompactColumn:sidebar:detail:)", "navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)")
    public static let navigationSplitViewColumn = v17("NavigationSplitViewColumn", "navigationsplitviewcolumn")
    public static let navigationTitleBinding = v16("navigationTitle(_:)", "view/navigationtitle(_:) (Binding<String>)")
    public static let scrollPositionBinding = v18("scrollPosition(_:anchor:)", "view/scrollposition(_:anchor:)")
    public static let scrollPositionType = v18("ScrollPosition", "scrollposition")
    /// Sheet backgrounds: iOS 16.4 / macOS 13.3 / tvOS 16.4 / watchOS 9.4.
    public static let presentationBackground = APIAvailability("presentationBackground(alignment:content:)", iOS: OSVersion(16, 4),
                                                               macOS: OSVersion(13, 3), tvOS: OSVersion(16, 4), watchOS: OSVersion(9, 4),
                                                               source: "view/presentationbackground(alignment:content:)")
    public static let presentationBackgroundStyle = APIAvailability("presentationBackground(_:)", iOS: OSVersion(16, 4),
                                                                    macOS: OSVersion(13, 3), tvOS: OSVersion(16, 4), watchOS: OSVersion(9, 4),
                                                                    source: "view/presentationbackground(_:)")
    public static let searchable = v15("searchable(text:placement:prompt:)", "view/searchable(text:placement:prompt:)-18a8f")
    public static let searchablePresented = v17("searchable(text:isPresented:placement:prompt:)",
                                               "view/searchable(text:ispresented:placement:prompt:)-5sb3g")
    public static let tab = v18("Tab", "tab")
    public static let tabSection = v18("TabSection", "tabsection")
    public static let link = v14("Link", "link")
    public static let tabViewCustomization = v18("tabViewCustomization(_:)", "view/tabviewcustomization(_:)")
    public static let inspector = v17("inspector(isPresented:content:)", "view/inspector(ispresented:content:)")
    /// iOS 26 only.
    public static let tabViewBottomAccessory = APIAvailability("tabViewBottomAccessory(content:)", iOS: OSVersion(26), macOS: nil, tvOS: nil,
                                                               watchOS: nil, source: "view/tabviewbottomaccessory(content:)")
    public static let phaseAnimator = v17("PhaseAnimator", "phaseanimator")
    public static let placeholderContentView = v17("PlaceholderContentView", "placeholdercontentview")
    public static let timelineView = v15("TimelineView", "timelineview")
    public static let matchedGeometryEffect = v14("matchedGeometryEffect(id:in:properties:anchor:isSource:)",
                                                  "view/matchedgeometryeffect(id:in:properties:anchor:issource:)")
    /// iOS 26 only (not on macOS, tvOS or watchOS).
    public static let tabBarMinimizeBehavior = APIAvailability("tabBarMinimizeBehavior(_:)", iOS: OSVersion(26), macOS: nil, tvOS: nil,
                                                               watchOS: nil, source: "view/tabbarminimizebehavior(_:)")
    public static let meshGradient = v18("MeshGradient", "meshgradient")
    public static let visualEffect = v17("visualEffect(_:)", "view/visualeffect(_:)")
    public static let scrollTransition = v17("scrollTransition(_:axis:transition:)", "view/scrolltransition(_:axis:transition:)")
    public static let onScrollGeometryChange = v18("onScrollGeometryChange(for:of:action:)", "view/onscrollgeometrychange(for:of:action:)")
    public static let onScrollPhaseChange = v18("onScrollPhaseChange(_:)", "view/onscrollphasechange(_:)")
    public static let matchedTransitionSource = v18("matchedTransitionSource(id:in:)", "view/matchedtransitionsource(id:in:)")
    public static let navigationTransition = v18("navigationTransition(_:)", "view/navigationtransition(_:)")
    public static let symbolEffect = v17("symbolEffect(_:options:isActive:)", "view/symboleffect(_:options:isactive:)")
    public static let symbolEffectValue = v17("symbolEffect(_:options:value:)", "view/symboleffect(_:options:value:)")
    public static let defaultTabLabel = v18("DefaultTabLabel", "defaulttablabel")
    public static let defaultGlassEffectShape = v26("DefaultGlassEffectShape", "defaultglasseffectshape")
    public static let sidebarAdaptable = v18("sidebarAdaptable", "tabviewstyle/sidebaradaptable")
    public static let toolbarVisibilityModifier = v18("toolbarVisibility(_:for:)", "view/toolbarvisibility(_:for:)")
    public static let glassEffect = v26("glassEffect(_:in:)", "view/glasseffect(_:in:)")
    public static let glassEffectID = v26("glassEffectID(_:in:)", "view/glasseffectid(_:in:)")
    public static let glassEffectUnion = v26("glassEffectUnion(id:namespace:)", "view/glasseffectunion(id:namespace:)")
    public static let glassEffectTransition = v26("glassEffectTransition(_:)", "view/glasseffecttransition(_:)")
    public static let glassEffectContainer = v26("GlassEffectContainer", "glasseffectcontainer")
    public static let headerProminence = v15("headerProminence(_:)", "view/headerprominence(_:)")
    public static let presentationDetents = v16("presentationDetents(_:)", "view/presentationdetents(_:)")
    public static let presentationDetentsSelection = v16("presentationDetents(_:selection:)", "view/presentationdetents(_:selection:)")

    // MARK: Preferences and state
    public static let backgroundPreferenceValue = v13("backgroundPreferenceValue(_:_:)", "view/backgroundpreferencevalue(_:_:)")
    public static let backgroundPreferenceValueAlignment = v16("backgroundPreferenceValue(_:alignment:_:)",
                                                               "view/backgroundpreferencevalue(_:alignment:_:)")
    public static let overlayPreferenceValue = v13("overlayPreferenceValue(_:_:)", "view/overlaypreferencevalue(_:_:)")
    public static let overlayPreferenceValueAlignment = v16("overlayPreferenceValue(_:alignment:_:)",
                                                            "view/overlaypreferencevalue(_:alignment:_:)")
    public static let anchorPreference = v13("anchorPreference(key:value:transform:)", "view/anchorpreference(key:value:transform:)")
    public static let stateObject = v14("StateObject", "stateobject")
    public static let appStorage = v14("AppStorage", "appstorage")
    /// `@Environment(Model.self)` for an `@Observable` model.
    public static let environmentObservable = v17("init(_:)", "environment/init(_:)-8slkf")
    public static let environmentObject = v17("environment(_:)", "view/environment(_:)")
    /// `environment(_:_:)`, a key path and a value: iOS 13.
    public static let environmentKeyPath = v13("environment(_:_:)", "view/environment(_:_:)")

    // MARK: Layout and coordinate spaces (second surface round)
    public static let viewThatFits = v16("ViewThatFits", "viewthatfits")
    public static let coordinateSpaceName = v13("coordinateSpace(name:)", "view/coordinatespace(name:)")
    public static let coordinateSpaceNamed = v17("coordinateSpace(_:)", "view/coordinatespace(_:)")
    public static let namedCoordinateSpace = v17("NamedCoordinateSpace", "namedcoordinatespace")
    public static let shape = v13("Shape", "shape")
    public static let path = v13("Path", "path")
    public static let shapeSizeThatFits = v16("sizeThatFits(_:)", "shape/sizethatfits(_:)")
    public static let gestureState = v13("GestureState", "gesturestate")
    public static let spring = v17("Spring", "spring")

    /// The entries of this section (appended to `all`).
    // MARK: Views and shapes every modelled system has, and two later shapes
    public static let text = v13("Text", "text")
    public static let color = v13("Color", "color")
    public static let spacer = v13("Spacer", "spacer")
    public static let divider = v13("Divider", "divider")
    public static let button = v13("Button", "button")
    public static let rectangle = v13("Rectangle", "rectangle")
    public static let roundedRectangle = v13("RoundedRectangle", "roundedrectangle")
    public static let circle = v13("Circle", "circle")
    public static let ellipse = v13("Ellipse", "ellipse")
    public static let capsule = v13("Capsule", "capsule")
    public static let anyView = v13("AnyView", "anyview")
    public static let emptyView = v13("EmptyView", "emptyview")
    public static let tupleView = v13("TupleView", "tupleview")
    public static let forEach = v13("ForEach", "foreach")
    public static let group = v13("Group", "group")
    public static let form = v13("Form", "form")
    public static let section = v13("Section", "section")
    public static let navigationLink = v13("NavigationLink", "navigationlink")
    public static let secureField = v13("SecureField", "securefield")
    public static let editButton = APIAvailability("EditButton", iOS: OSVersion(13), macOS: nil, tvOS: nil, watchOS: OSVersion(6), source: "editbutton")
    public static let linearGradient = v13("LinearGradient", "lineargradient")
    public static let radialGradient = v13("RadialGradient", "radialgradient")
    public static let angularGradient = v13("AngularGradient", "angulargradient")
    public static let containerRelativeShape = v14("ContainerRelativeShape", "containerrelativeshape")
    public static let unevenRoundedRectangle = v16("UnevenRoundedRectangle", "unevenroundedrectangle")

    static let surface: [APIAvailability] = [
        text, color, spacer, divider, button, rectangle, roundedRectangle, circle, ellipse, capsule, anyView, emptyView,
        tupleView, forEach, group, form, section, navigationLink, secureField, editButton,
        linearGradient, radialGradient, angularGradient, containerRelativeShape, unevenRoundedRectangle,
        viewThatFits, coordinateSpaceName, coordinateSpaceNamed, namedCoordinateSpace, shape, path, shapeSizeThatFits,
        gestureState, spring,
        backgroundStyle, backgroundEnvironmentStyle, overlayStyle, backgroundStyleInShape, backgroundInShape, material, mask,
        image, label, labelStyle, lineLimit, lineLimitRange, lineLimitReservesSpace,
        textField, textFieldPrompt, textFieldAxis, textFieldPromptAxis, textFieldLabel, textFieldLabelAxis, secureFieldPrompt,
        textEditor, focusState, focusedCondition, focusedEquals, foregroundStyles2, foregroundStyles3, asyncImage,
        buttonRole, buttonTitleRole, buttonSystemImage, progressView, colorPicker, menu, controlGroup, contentUnavailableView,
        toggle, stepper, slider, picker, datePicker,
        lazyVGrid, lazyHGrid, gridItem, scrollViewReader, scrollContentBackground, position,
        toolbar, toolbarItem, toolbarVisibility, toolbarTitleDisplayMode, navigationBarHidden, tabViewStyle, pageTabViewStyle,
        listStyle, insetGroupedListStyle, listRowInsets, listRowInsetsEdges, listRowBackground, listRowSpacing,
        listRowSeparator, listRowSeparatorTint, listSectionSeparator, listSectionSeparatorTint, listSectionSpacing,
        navigationLinkValue, navigationLinkTitleValue, navigationPath, navigationDestinationFor, navigationDestinationPresented,
        navigationDestinationItem, headerProminence,
        navigationSplitViewPreferredCompactColumn, navigationSplitViewColumn, navigationTitleBinding, searchable, searchablePresented,
        scrollPositionBinding, scrollPositionType, presentationBackground, presentationBackgroundStyle,
        visualEffect, scrollTransition, onScrollGeometryChange, onScrollPhaseChange, matchedTransitionSource, navigationTransition,
        symbolEffect, symbolEffectValue, link, meshGradient, phaseAnimator, placeholderContentView, timelineView,
        matchedGeometryEffect, tabBarMinimizeBehavior, tabViewCustomization, inspector, tabViewBottomAccessory,
        tab, tabSection, defaultTabLabel, defaultGlassEffectShape, sidebarAdaptable, toolbarVisibilityModifier,
        glassEffect, glassEffectID, glassEffectUnion, glassEffectTransition, glassEffectContainer,
        presentationDetents, presentationDetentsSelection,
        backgroundPreferenceValue, backgroundPreferenceValueAlignment, overlayPreferenceValue, overlayPreferenceValueAlignment,
        anchorPreference, stateObject, appStorage, environmentObservable, environmentObject, environmentKeyPath,
    ]
}
