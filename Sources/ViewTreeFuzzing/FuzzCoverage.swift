import Foundation

/// What the fuzzer's scenes exercise, and what they leave out with the
/// reason (Docs/AddingAPrimitive.md, step 6): every public view and shape
/// type of ViewTree is in `views` or in `notGenerated`, which
/// `FuzzTests.everyViewTypeIsFuzzedOrExcused` checks against the sources, so
/// a primitive added without a fuzzer kind, or a reason, fails; and each
/// entry of `views` and `modifiers` appears in generated scenes
/// (`FuzzTests.scenesCoverTheConstructs`).
public enum FuzzCoverage {
    /// The view types the scenes contain, each with how it is spelt in a
    /// scene's description (`FuzzScene.description`).
    public static let views: [String: String] = [
        "Color": "Color(", "Rectangle": "Rectangle()", "Circle": "Circle()", "Text": "Text(", "Spacer": "Spacer",
        "Divider": "Divider()", "VStack": "VStack", "HStack": "HStack", "LazyVStack": "LazyVStack", "LazyHStack": "LazyHStack",
        "ZStack": "ZStack", "ScrollView": "ScrollView", "List": "List", "NavigationStack": "NavigationStack",
        "TabView": "TabView", "GeometryReader": "GeometryReader",
        // Built around the others: the type-erased scene root and a stack's several children.
        "AnyView": "", "TupleView": "",
    ]

    /// The modifiers the scenes apply, as spelt in a description.
    public static let modifiers: [String] = [
        ".frame(width:", ".frame(minWidth:", ".padding(", ".overlay(", ".background(", ".aspectRatio(", ".offset(",
        ".fixedSize(", ".layoutPriority(", ".ignoresSafeArea(", ".safeAreaInset(edge: .top", ".safeAreaInset(edge: .leading",
        ".compatSafeAreaInset(", ".safeAreaPadding(", ".containerRelativeFrame(", ".compatContainerRelativeFrame(",
        ".alignmentGuide(",
    ]

    static let drawn = "drawn by a shape or colour the scenes have: its layout is a leaf that takes the proposal"
    static let control = "a control: a fixed-size leaf beside a label (its metrics are tested in SurfaceTests); no layout path of its own"
    static let composite = "a composite view whose body is built from fuzzed primitives"
    static let transparent = "declares no layout of its own: its content is laid out by the enclosing layout"

    /// The public view and shape types the scenes do not generate, and why.
    public static let notGenerated: [String: String] = [
        "AngularGradient": drawn, "LinearGradient": drawn, "RadialGradient": drawn, "Capsule": drawn, "Ellipse": drawn,
        "RoundedRectangle": drawn, "UnevenRoundedRectangle": drawn, "ContainerRelativeShape": drawn,
        "Image": "a leaf of fixed size (resizable: the proposal), as a frame of a colour the scenes have",
        "AsyncImage": "laid out as its placeholder, a colour",
        "Button": composite, "Label": composite, "Title": composite, "Icon": composite, "ContentUnavailableView": composite,
        "ControlGroup": composite, "LabeledControlGroupContent": composite, "EditButton": composite, "Menu": composite,
        "NavigationLink": composite, "ScrollViewReader": composite,
        "Toggle": control, "Stepper": control, "Slider": control, "ProgressView": control, "ColorPicker": control,
        "DatePicker": control, "Picker": control, "TextField": control, "SecureField": control, "TextEditor": control,
        "EmptyView": transparent, "Group": transparent, "ForEach": transparent, "Section": transparent,
        "IfAvailable": transparent,
        "Subview": "a proxy of a view the scenes have, laid out as that view (iOS 18; SubviewsTests)",
        "GroupElementsOfContent": "Group(subviews:transform:)'s content: views the scenes have, rearranged (iOS 18; SubviewsTests)",
        "GroupSectionsOfContent": "Group(sections:transform:)'s content: views the scenes have, regrouped by section (iOS 18; SectionsTests)",
        "Form": "an inset-grouped List, which the scenes have",
        "NavigationView": "laid out as NavigationStack, which the scenes have",
        "NavigationSplitView": "not fuzzed yet: its columns are tested by NavigationTests and the split layout's unit test",
        "Grid": "not fuzzed yet: a Layout-protocol container tested by GridTests",
        "GridRow": "not fuzzed yet: see Grid",
        "LazyVGrid": "not fuzzed yet: tested by the surface tests",
        "LazyHGrid": "not fuzzed yet: tested by the surface tests",
        "ViewThatFits": "not fuzzed yet: tested by ViewThatFitsTests",
        "DefaultTabLabel": "a Tab's label: draws in the tab bar only",
        "GlassEffectContainer": "a Group of its content (iOS 26, drawing only; ModernSurfaceTests)",
        "DefaultGlassEffectShape": drawn,
        "Link": composite,
        "PhaseAnimator": "its content in the first phase, views the scenes have (iOS 17; ModernSurfaceTests)",
        "PlaceholderContentView": transparent,
        "TimelineView": "its content at a fixed date, views the scenes have (iOS 15; ModernSurfaceTests)",
        "MeshGradient": "laid out as a Rectangle, which fills the proposal as a colour the scenes have does (iOS 18)",
        "ResponderChainObserver": "the detector shim's observer, generated through compatContainerRelativeFrame",
        "ResponderChainReader": "the detector shim's reader, generated through compatContainerRelativeFrame",
    ]
}
