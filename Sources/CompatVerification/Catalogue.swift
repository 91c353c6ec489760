import Foundation
import ViewTree
import Compat

/// The built-in scenes: every example of seeds 002 and 003, the MapView
/// pair of seeds 000/001, and scenes that probe where the shims break.
/// Add a scene by appending a `CompatScene` here (the DocC article "Testing your own views").
public enum Catalogue {
    public static let scenes: [CompatScene] = safeAreaInsetScenes + containerRelativeFrameScenes + safeAreaPaddingScenes
        + safeAreaBarScenes + contentMarginsScenes + hostedContainerScenes + runtimeScenes

    public static func scene(named name: String) -> CompatScene? {
        scenes.first { $0.name == name }
    }

    // MARK: - safeAreaInset (seed 003)

    /// A navigation container as an app targeting iOS 13 writes it:
    /// `if #available(iOS 16, *) { NavigationStack } else { NavigationView }`
    /// (the model lays both out as a stack).
    static func navigation<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        let content = content()
        return IfAvailable(.navigationStack) { NavigationStack { content } } else: { NavigationView { content } }
    }

    /// `defaultScrollAnchor(.bottom)` where the OS has it (iOS 17); before,
    /// the scroll view starts at the top, as it does on those systems.
    static func bottomAnchored<V: View>(_ scroll: V) -> some View {
        IfAvailable(.defaultScrollAnchor) { scroll.defaultScrollAnchor(.bottom) } else: { scroll }
    }

    static var gradient: LinearGradient { LinearGradient(colors: [.mint, .teal, .cyan, .indigo], startPoint: .leading, endPoint: .trailing) }

    static let notShrunk = "the environment shim leaves the view at full size (an overlay does not change layout): it is not inset by the content"

    public static let safeAreaInsetScenes: [CompatScene] = [
        CompatScene(name: "inset-scrollview-button", title: "ScrollView with a bottom Continue button",
                    source: "seed 003: 滚动视图 (overlay swapped for safeAreaInset)",
                    shim: .match,
                    environmentShim: .diverges("the scroll view keeps its full height; ExtraBottomSafeAreaInset still ends the last row above the button")) {
            bottomAnchored(ScrollView {
                ForEach(1..<30) { i in
                    Text("Five Stars").font(.largeTitle).layoutTag("row\(i)")
                }
                .frame(maxWidth: .infinity)
                ExtraBottomSafeAreaInset()
            })
            .layoutTag("scroll")
            .compatSafeAreaInset(edge: .bottom) {
                Button {} label: { Text("Continue").frame(maxWidth: .infinity) }
                    .padding(.horizontal)
                    .layoutTag("button")
            }
        },
        CompatScene(name: "inset-top", title: "A 30-pt top inset over a gradient",
                    source: "seed 003: 案例 (safeAreaInset(edge: .top, spacing: 0))",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30).opacity(0.5).layoutTag("inset") }
        },
        CompatScene(name: "inset-content-wider", title: "Inset content wider than a 50-pt view",
                    source: "seed 003: Size (.frame(width: 50))",
                    shim: .diverges("an overlay is proposed the view's 50-pt width; native proposes the full width and widens the modifier"),
                    environmentShim: .diverges("an overlay is proposed the view's 50-pt width; native proposes the full width and widens the modifier")) {
            gradient.frame(width: 50).layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30).opacity(0.5).layoutTag("inset") }
                .layoutTag("modified")
        },
        CompatScene(name: "inset-spacing-50", title: "Spacing 50 between content and view",
                    source: "seed 003: 间距 Spacing (spacing: 50)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, spacing: 50) { Color.red.frame(height: 30).opacity(0.5).layoutTag("inset") }
        },
        CompatScene(name: "inset-spacing-negative", title: "Spacing -10: the view overlaps the content",
                    source: "seed 003: 间距 Spacing (spacing: -10)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, spacing: -10) { Color.red.frame(height: 30).opacity(0.5).layoutTag("inset") }
        },
        CompatScene(name: "inset-default-spacing", title: "Default spacing (nil: 8 pt)",
                    source: "seed 003: 定义 (spacing defaults to the platform's value)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .bottom) { Color.red.frame(height: 30).layoutTag("inset") }
        },
        CompatScene(name: "inset-alignment-trailing", title: "A 30x30 inset aligned trailing",
                    source: "seed 003: Alignment",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, alignment: .trailing, spacing: 0) { Color.red.frame(width: 30, height: 30).layoutTag("inset") }
        },
        CompatScene(name: "inset-stacked-bottom", title: "Three stacked bottom insets",
                    source: "seed 003: 累积视图修饰符 (the outermost sits nearest the edge)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).opacity(0.5).layoutTag("red") }
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 30).opacity(0.5).layoutTag("green") }
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue") }
        },
        CompatScene(name: "inset-four-edges", title: "Insets on four edges",
                    source: "seed 003: 多个边缘",
                    shim: .match,
                    environmentShim: .diverges("besides not shrinking the view, each overlay is padded only by insets on its own edge, so a side inset runs the full height under the top and bottom ones")) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30).opacity(0.5).layoutTag("red") }
                .compatSafeAreaInset(edge: .trailing, spacing: 0) { Color.green.frame(width: 30).opacity(0.5).layoutTag("green") }
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30).opacity(0.5).layoutTag("blue") }
                .compatSafeAreaInset(edge: .leading, spacing: 0) { Color.yellow.frame(width: 30).opacity(0.5).layoutTag("yellow") }
        },
        CompatScene(name: "inset-ignores-safe-area", title: "ignoresSafeArea inside grows back through the inset",
                    source: "seed 003: ignoresSafeArea",
                    shim: .match,
                    environmentShim: .match) {
            // ignoresSafeArea is iOS 14; edgesIgnoringSafeArea its iOS 13 form.
            IfAvailable(.ignoresSafeArea) {
                gradient.layoutTag("gradient").ignoresSafeArea(edges: .bottom)
            } else: {
                gradient.layoutTag("gradient").edgesIgnoringSafeArea(.bottom)
            }
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).opacity(0.5).layoutTag("inset") }
        },
        CompatScene(name: "inset-stacked-scroll", title: "Five stacked bottom insets over a scroll view",
                    source: "seed 003: 兼容iOS15之前的版本 (bottomSafeAreaInset x5 + ExtraBottomSafeAreaInset)",
                    shim: .match,
                    environmentShim: .diverges("the scroll view keeps its full height; ExtraBottomSafeAreaInset ends the last row above the five insets")) {
            bottomAnchored(ScrollView {
                ForEach(1..<60) { i in Text("Five Stars").font(.title).layoutTag("row\(i)") }
                    .frame(maxWidth: .infinity)
                ExtraBottomSafeAreaInset()
            })
            .layoutTag("scroll")
            .bottomSafeAreaInset(continueButton("inset1"))
            .bottomSafeAreaInset(continueButton("inset2"))
            .bottomSafeAreaInset(continueButton("inset3"))
            .bottomSafeAreaInset(continueButton("inset4"))
            .bottomSafeAreaInset(continueButton("inset5"))
        },
        CompatScene(name: "inset-trailing-top-aligned", title: "A trailing inset aligned to the top",
                    source: "the HorizontalEdge overload (seed 003: 定义)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaInset(edge: .trailing, alignment: .top, spacing: 4) { Color.green.frame(width: 44, height: 120).layoutTag("inset") }
        },
        CompatScene(name: "inset-flexible-content", title: "Inset content without a fixed height",
                    source: "probe: native proposes the content the height minus spacing minus the view's minimum",
                    shim: .diverges("the overlay is proposed the whole height, so the measured inset grows the padded view, which grows the overlay: the loop never settles (SwiftUI: \"Bound preference ... tried to update multiple times per frame\")"),
                    environmentShim: .diverges("the overlay is proposed the whole height, so flexible content covers the view")) {
            VStack(spacing: 0) { Color.blue.frame(minHeight: 200) }.layoutTag("main")
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.layoutTag("inset") }
        },
        CompatScene(name: "inset-hugging-view", title: "Inset on a view narrower than the screen",
                    source: "probe: native content takes the full proposed width and widens the modifier",
                    shim: .diverges("an overlay is proposed the view's own width (120 pt), native the full width"),
                    environmentShim: .diverges("an overlay is proposed the view's own width (120 pt), native the full width")) {
            Color.orange.frame(width: 120, height: 200).layoutTag("main")
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 40).layoutTag("inset") }
                .layoutTag("modified")
        },
        CompatScene(name: "inset-overflowing-view", title: "A leading inset beside a view taller than the screen",
                    source: "probe: the main view overflows its proposal",
                    shim: .diverges("an overlay is proposed the overflowing view's height; native proposes the inset the original proposal"),
                    environmentShim: .diverges("an overlay is proposed the overflowing view's height; native proposes the inset the original proposal")) {
            VStack {
                Color.blue.frame(width: 60, height: 500).layoutTag("top")
                Color.red.frame(width: 60, height: 500).layoutTag("bottom")
            }
            .frame(maxWidth: .infinity)
            .compatSafeAreaInset(edge: .leading, spacing: 4) { Color.green.frame(width: 40).layoutTag("inset") }
        },
        CompatScene(name: "inset-with-safe-area-padding", title: "An inset and safeAreaPadding around a scroll view",
                    source: "Docs/LayoutRules.md, \"safeAreaPadding\": safeAreaPadding (iOS 17) adds to the safe area like an inset without a view",
                    minimumOS: OSVersion(17),
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            ScrollView {
                ForEach(0..<40) { i in Color.gray.frame(height: 30).layoutTag("row\(i)") }
            }
            .defaultScrollAnchor(.bottom)
            .safeAreaPadding(.horizontal, 20)
            .layoutTag("scroll")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("inset") }
        },
    ]

    static func continueButton(_ tag: String) -> some View {
        Button {} label: {
            Text("Continue")
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color.accentColor.cornerRadius(8))
                .padding(.horizontal)
        }
        .layoutTag(tag)
    }

    // MARK: - containerRelativeFrame (seed 002)

    public static let containerRelativeFrameScenes: [CompatScene] = [
        CompatScene(name: "crf-screen-half", title: "Half the screen's height, ignoring the VStack's 400x500",
                    source: "seed 002: Список контейнеров (closure height / 2)",
                    shim: .match, environmentShim: .match) {
            VStack {
                Rectangle().compatContainerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("rect")
            }
            .frame(width: 400, height: 500)
            .layoutTag("vstack")
        },
        CompatScene(name: "crf-count-2", title: "count: 2, span: 1, spacing: 0",
                    source: "seed 002: Список контейнеров (second form)",
                    shim: .match, environmentShim: .match) {
            VStack {
                Rectangle().compatContainerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0).layoutTag("rect")
            }
            .frame(width: 400, height: 500)
        },
        CompatScene(name: "crf-navigationstack-200", title: "The nearest container: a 200-pt NavigationStack",
                    source: "seed 002: Ближайшие контейнеры (height 200 -> 100)",
                    shim: .match, environmentShim: .match) {
            navigation {
                VStack {
                    Rectangle().compatContainerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("rect")
                }
                .frame(width: 400, height: 500)
            }
            .frame(height: 200)
            .layoutTag("stack")
        },
        CompatScene(name: "crf-overlay-skips-container", title: "An overlay on a NavigationStack skips it",
                    source: "seed 002: Ближайшие контейнеры (overlay -> screen height / 2)",
                    shim: .match, environmentShim: .match) {
            navigation {
                VStack { Rectangle() }.frame(width: 400, height: 500)
            }
            .frame(height: 200)
            .overlay(
                Rectangle().compatContainerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("rect")
            )
        },
        CompatScene(name: "crf-two-thirds", title: "Two thirds wide, half high (closure on both axes)",
                    source: "seed 002: Правила трансформации",
                    shim: .match, environmentShim: .match) {
            Rectangle()
                .compatContainerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .vertical ? length / 2 : length * (2 / 3)
                }
                .layoutTag("rect")
        },
        CompatScene(name: "crf-unlisted-axis", title: "An unlisted axis keeps the parent's proposal",
                    source: "seed 002: Правила трансформации (TransformsDemo, VStack height 100)",
                    shim: .match, environmentShim: .match) {
            VStack {
                Rectangle()
                    .compatContainerRelativeFrame(.horizontal) { length, axis in
                        axis == .vertical ? length / 2 : length * (2 / 3)
                    }
                    .layoutTag("rect")
            }
            .frame(height: 100)
        },
        CompatScene(name: "crf-gallery-thirds", title: "A gallery of thirds (spacing 0)",
                    source: "seed 002: Создание галерей (count: 3, spacing: 0, HStack spacing 10)",
                    shim: .match, environmentShim: .match) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { i in
                        Rectangle().fill(Color.purple).aspectRatio(3 / 2, contentMode: .fit)
                            .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                            .layoutTag("item\(i)")
                    }
                }
            }
            .layoutTag("scroll")
        },
        CompatScene(name: "crf-gallery-spaced", title: "A gallery of thirds with the HStack's spacing",
                    source: "seed 002: Создание галерей (count: 3, spacing: 10)",
                    shim: .match, environmentShim: .match) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<10) { i in
                        Rectangle().fill(Color.purple).aspectRatio(3 / 2, contentMode: .fit)
                            .border(Color.yellow, width: 3)
                            .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                            .layoutTag("item\(i)")
                    }
                }
            }
            .layoutTag("scroll")
        },
        CompatScene(name: "crf-tabview", title: "In a TabView: minus the tab bar and the safe area",
                    source: "seed 002: Размер, предоставляемый контейнером (TabView)",
                    shim: .match, environmentShim: .match) {
            TabView {
                Rectangle().compatContainerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("rect")
            }
            .layoutTag("tabs")
        },
        CompatScene(name: "crf-golden-ratio", title: "A golden-ratio background split in a NavigationStack",
                    source: "seed 002: Установка пропорциональных размеров (SplitDemo)",
                    shim: .match, environmentShim: .match) {
            navigation {
                Text("Hello World")
                    .font(.title)
                    .layoutTag("text")
                    .background(
                        Color.blue
                            .compatContainerRelativeFrame([.horizontal, .vertical])
                            .layoutTag("blue")
                            // The seed's `overlay(alignment:content:)` is iOS 15;
                            // the iOS 13 form lays out the same.
                            .overlay(Color.orange
                                        .compatContainerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
                                        .layoutTag("orange"),
                                     alignment: .bottom)
                    )
            }
        },
        CompatScene(name: "crf-ratio-split-hstack", title: "RatioSplitHStack: a ScrollView as a size provider",
                    source: "seed 002: Установка пропорциональных размеров (RatioSplitHStack, 0.25, 300x60)",
                    shim: .match, environmentShim: .match) {
            RatioSplitHStack(leftWidthRatio: 0.25) {
                Rectangle().fill(Color.red).layoutTag("left")
            } rightContent: {
                Color.clear.overlay(Text("Hello World")).layoutTag("right")
            }
            .border(Color.blue)
            .frame(width: 300, height: 60)
            .layoutTag("split")
        },
        CompatScene(name: "crf-scroll-axis-mismatch", title: "The axis mismatch that crashes SwiftUI",
                    source: "seed 002: a vertical ScrollView with .containerRelativeFrame(.horizontal, count: 3)",
                    shim: .diverges("native is undefined here (SwiftUI crashes; the model reports a diagnostic and uses the proposed width); the detector reads the hugging scroll view's own width, which its items widen: the loop never settles"),
                    environmentShim: .diverges("as for .shim: the detector's feedback loop through the hugging width never settles")) {
            ScrollView {
                HStack(spacing: 10) {
                    ForEach(0..<10) { i in
                        Rectangle().fill(Color.purple).aspectRatio(3 / 2, contentMode: .fit)
                            .compatContainerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
                            .layoutTag("item\(i)")
                    }
                }
            }
            .border(Color.red)
            .layoutTag("scroll")
        },
        CompatScene(name: "crf-split-view-column", title: "In a NavigationSplitView column (iPad landscape)",
                    source: "seed 002: Размер, предоставляемый контейнером (NavigationSplitView subtracts the bar)",
                    window: .iPadLandscape, minimumOS: OSVersion(16),
                    // The detector subtracts the bar of a navigation controller inside a
                    // UISplitViewController (UIKit: `splitViewController != nil`), as native does.
                    shim: .match, environmentShim: .match) {
            NavigationSplitView {
                Rectangle().compatContainerRelativeFrame(.vertical) { height, _ in height / 2 }.layoutTag("sidebar-rect")
            } detail: {
                Rectangle().compatContainerRelativeFrame([.horizontal, .vertical], count: 2, span: 1, spacing: 0).layoutTag("detail-rect")
            }
        },
        CompatScene(name: "crf-list-rows", title: "Rows a quarter of a List's height",
                    source: "seed 002: the List container (documented by Apple; broken in Xcode 15.3 per the article)",
                    shim: .match, environmentShim: .match) {
            List {
                ForEach(0..<6) { i in
                    Color.green.compatContainerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0).layoutTag("row\(i)")
                }
            }
            .layoutTag("list")
        },
        CompatScene(name: "crf-scroll-under-inset", title: "Gallery rows sized by a scroll view that has a bottom inset",
                    source: "probe: containerRelativeFrame inside a scroll view shrunk by safeAreaInset",
                    shim: .match,
                    environmentShim: .diverges("the scroll view is not shrunk by the environment inset, so its container height is larger by the inset")) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6) { i in
                        Color.indigo.compatContainerRelativeFrame(.vertical, count: 4, span: 1, spacing: 0).layoutTag("row\(i)")
                    }
                    ExtraBottomSafeAreaInset()
                }
            }
            .layoutTag("scroll")
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 80).layoutTag("inset") }
        },
    ]

    // MARK: - safeAreaPadding (native iOS 17; the `.shim` inset's safe-area path before)

    /// Apple's documentation of `safeAreaPadding(_:_:)`: the padding is added
    /// to the safe area (so `ignoresSafeArea` inside grows back through it).
    /// The shim is `_safeAreaInsets` (the same padding plus
    /// safe-area level, OpenSwiftUI SafeAreaInsetsModifier) from iOS 14 and
    /// plain padding on iOS 13, whose per-OS columns publish the difference.
    public static let safeAreaPaddingScenes: [CompatScene] = [
        CompatScene(name: "padding-plain-horizontal", title: "safeAreaPadding(.horizontal, 20) around plain content",
                    source: "Apple: safeAreaPadding(_:_:) (edges and length form)",
                    shim: .match, environmentShim: .match) {
            Color.gray.layoutTag("content")
                .compatSafeAreaPadding(.horizontal, 20)
                .layoutTag("padded")
        },
        CompatScene(name: "padding-scroll-bottom", title: "A ScrollView with 60 pt of bottom safeAreaPadding (EdgeInsets)",
                    source: "Apple: safeAreaPadding(_:) (EdgeInsets form)",
                    shim: .match, environmentShim: .match) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { i in Color.blue.frame(height: 50).layoutTag("row\(i)") }
                }
            }
            .layoutTag("scroll")
            .compatSafeAreaPadding(EdgeInsets(top: 0, leading: 0, bottom: 60, trailing: 0))
        },
        CompatScene(name: "padding-length-ignoring", title: "safeAreaPadding(24) around a view that ignores the safe area",
                    source: "Apple: safeAreaPadding(_:) (length form) and edgesIgnoringSafeArea(_:): the view grows back through safe-area padding",
                    shim: .match, environmentShim: .match) {
            // The tag is on the colour, inside the ignoring modifier: its frame is what grows.
            // On iOS 13 the shim is plain padding, not safe area: the colour stays 24 pt in
            // (the per-OS section publishes it).
            Color.orange.layoutTag("background").edgesIgnoringSafeArea(.all)
                .compatSafeAreaPadding(24)
        },
    ]

    // MARK: - safeAreaBar (iOS 26)

    /// Apple's documentation of `safeAreaBar(edge:alignment:spacing:content:)`:
    /// a custom bar that extends the safe area as `safeAreaInset` does; the
    /// scroll edge effect it adds is drawing. The fallback is
    /// `compatSafeAreaInset` (native from iOS 15, the shims before), so the
    /// verdicts are the inset's.
    public static let safeAreaBarScenes: [CompatScene] = [
        CompatScene(name: "bar-bottom", title: "A 60-pt bottom bar (safeAreaBar) over a gradient",
                    source: "Apple: safeAreaBar(edge:alignment:spacing:content:) (vertical form)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            gradient.layoutTag("gradient")
                .compatSafeAreaBar(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
        },
        CompatScene(name: "bar-top-scroll", title: "A top bar (safeAreaBar) above a scroll view of rows",
                    source: "Apple: safeAreaBar(edge:alignment:spacing:content:) (a bar above scrolling content)",
                    shim: .match,
                    environmentShim: .diverges("the scroll view keeps its full height under the environment shim's overlay")) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { i in Color.blue.frame(height: 50).layoutTag("row\(i)") }
                }
            }
            .layoutTag("scroll")
            .compatSafeAreaBar(edge: .top) { Text("Filters").frame(maxWidth: .infinity).padding().layoutTag("bar") }
        },
        CompatScene(name: "bar-trailing", title: "A 44-pt trailing bar (safeAreaBar, horizontal form) aligned to the top",
                    source: "Apple: safeAreaBar(edge:alignment:spacing:content:) (horizontal form)",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            Color.gray.layoutTag("content")
                .compatSafeAreaBar(edge: .trailing, alignment: .top, spacing: 0) { Color.red.frame(width: 44, height: 200).layoutTag("bar") }
        },
    ]

    // MARK: - contentMargins (iOS 17)

    /// Apple's documentation of `contentMargins(_:_:for:)`: a scroll view
    /// insets its content by the safe area plus the margins. The shim makes
    /// the margins safe area around the scroll view (`_safeAreaInsets`, the
    /// `safeAreaPadding` path), which insets the content and the container
    /// the same way but pads the scroll view's own frame.
    public static let contentMarginsScenes: [CompatScene] = [
        CompatScene(name: "margins-carousel", title: "A carousel: containerRelativeFrame cards with 20-pt horizontal content margins",
                    source: "Apple: contentMargins(_:_:for:) (\"the safe area plus an additional 20 points\"); WWDC23 \"Beyond scroll views\" carousel",
                    shim: .match, environmentShim: .match) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { i in
                        Color.blue.frame(height: 200).compatContainerRelativeFrame(.horizontal).layoutTag("card\(i)")
                    }
                }
            }
            .compatContentMargins(.horizontal, 20)
        },
        CompatScene(name: "margins-scroll-frame", title: "The scroll view's own frame under 20-pt horizontal content margins",
                    source: "Apple: contentMargins(_:_:for:) (the margins inset the content, not the scroll view)",
                    shim: .diverges("the shim pads the scroll view, whose frame is 40 pt narrower; its content is where native puts it"),
                    environmentShim: .diverges("the shim pads the scroll view, whose frame is 40 pt narrower; its content is where native puts it")) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { i in Color.blue.frame(height: 50).layoutTag("row\(i)") }
                }
            }
            .layoutTag("scroll")
            .compatContentMargins(.horizontal, 20)
        },
    ]

    // MARK: - UIKit-hosted containers

    /// Which insets cross into a UIKit-hosted container's content
    /// (Docs/LayoutRules.md, "UIKit-hosted containers"): the window's do,
    /// even under a root that ignores the safe area (measured, issue 28);
    /// SwiftUI's own insets applied outside do not (Apple feedback #824;
    /// mlemgroup/mlem#348 and others for a TabView).
    public static let hostedContainerScenes: [CompatScene] = [
        CompatScene(name: "hosted-nav-ignoring-root", title: "A bottom inset inside a NavigationStack under a root that ignores the safe area",
                    source: "issue 28 finding 1 (snapshot images recorded with SwiftUI, iOS 18): the controller keeps the window's insets",
                    shim: .match, environmentShim: .diverges(notShrunk)) {
            navigation {
                Color.gray.layoutTag("content")
                    .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
                    .navigationBarTitle("Title")
            }
            .edgesIgnoringSafeArea(.all)
        },
        CompatScene(name: "hosted-inset-outside-navigation", title: "A bottom inset outside a NavigationStack with a scroll view",
                    source: "Apple feedback report #824 (iOS 26): an inset outside a NavigationStack does not reach its content's safe area",
                    shim: .match,
                    environmentShim: .diverges("the overlay does not shrink the stack: the scroll view runs under the bar")) {
            navigation {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20) { i in Color.blue.frame(height: 50).layoutTag("row\(i)") } }
                }
                .layoutTag("scroll")
            }
            .compatSafeAreaInset(edge: .bottom) { Color.red.frame(height: 60).layoutTag("bar") }
        },
        CompatScene(name: "hosted-inset-outside-tabview", title: "A bottom inset outside a TabView: the tab's scroll view sees its tab bar only",
                    source: "mlemgroup/mlem#348, darrarski/swiftui-tabs-view#5, onl1ner/TabBar#15: a TabView-level inset does not reach the tabs' scroll views",
                    shim: .match,
                    environmentShim: .diverges("the overlay does not shrink the TabView: the tab runs under the bar")) {
            TabView {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20) { i in Color.blue.frame(height: 50).layoutTag("row\(i)") } }
                }
                .layoutTag("scroll")
                .tabItem { Text("Home") }
            }
            .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
        },
        CompatScene(name: "hosted-crf-navigation-ignoring-root",
                    title: "containerRelativeFrame cards in a NavigationStack's scroll view under a root that ignores the safe area",
                    source: "issue 28: the navigation controller's content keeps the window's insets (Docs/LayoutRules.md, \"UIKit-hosted containers\"); Apple: containerRelativeFrame (the nearest scroll view is the container)",
                    shim: .match, environmentShim: .match) {
            navigation {
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(0..<6) { i in
                            Color.blue.compatContainerRelativeFrame(.vertical, count: 3, span: 1, spacing: 8).layoutTag("card\(i)")
                        }
                    }
                }
                .layoutTag("scroll")
                .navigationBarTitle("Cards")
            }
            .edgesIgnoringSafeArea(.all)
        },
        CompatScene(name: "hosted-crf-tabview-ignoring-root",
                    title: "containerRelativeFrame pages in a TabView's horizontal scroll view under a root that ignores the safe area",
                    source: "issue 28: the tab bar controller's content keeps the window's insets; Apple: containerRelativeFrame",
                    shim: .match, environmentShim: .match) {
            TabView {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { i in
                            Color.green.frame(height: 200).compatContainerRelativeFrame(.horizontal).layoutTag("page\(i)")
                        }
                    }
                }
                .layoutTag("scroll")
                .tabItem { Text("Pages") }
            }
            .edgesIgnoringSafeArea(.all)
        },
    ] + listStyleScenes

    /// A bottom inset on a list of each style under a root that ignores the
    /// safe area (issue 28: "each list style under a root that ignores the
    /// safe area"). The model lays lists out itself (Docs/LayoutRules.md,
    /// "List"), so the list sees the root's safe area, none here.
    static let listStyleScenes: [CompatScene] = {
        let styles: [(String, OSVersion, @MainActor @Sendable (AnyView) -> AnyView)] = [
            ("plain", .oldest, { AnyView($0.listStyle(.plain)) }),
            ("grouped", .oldest, { AnyView($0.listStyle(.grouped)) }),
            ("inset-grouped", OSVersion(14), { AnyView($0.listStyle(.insetGrouped)) }),
            ("inset", OSVersion(14), { AnyView($0.listStyle(.inset)) }),
            ("sidebar", OSVersion(14), { AnyView($0.listStyle(.sidebar)) }),
        ]
        return styles.map { name, minimumOS, style in
            CompatScene(name: "list-\(name)-inset-ignoring-root",
                        title: "A bottom inset on a .\(name) list under a root that ignores the safe area",
                        source: "issue 28 (list styles, Docs/LayoutRules.md \"List\"); seed 003 (safeAreaInset)",
                        minimumOS: minimumOS, shim: .match, environmentShim: .diverges(notShrunk)) {
                style(AnyView(List {
                    ForEach(0..<12) { i in Text("Row \(i)").layoutTag("row\(i)") }
                }))
                .layoutTag("list")
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
                .edgesIgnoringSafeArea(.all)
            }
        }
    }()

    // MARK: - Runtime scenes (no compat modifier: both backends trivially agree)

    public static let runtimeScenes: [CompatScene] = [
        CompatScene(name: "mapview-ignoring-then-frame", title: "MapView().edgesIgnoringSafeArea(.top).frame(height: 300)",
                    source: "seeds 000/001: the tutorial's order (map 300 + top inset tall from the screen top)",
                    shim: .match, environmentShim: .match) {
            VStack {
                Color.green.layoutTag("map")
                    .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
                    .frame(height: 300).layoutTag("framed")
                Text("Hello World").layoutTag("text")
                Spacer()
            }
        },
        CompatScene(name: "mapview-frame-then-ignoring", title: "MapView().frame(height: 300).edgesIgnoringSafeArea(.top)",
                    source: "seeds 000/001: the reversed order (a 300-pt frame moved up, a gap below)",
                    shim: .match, environmentShim: .match) {
            VStack {
                Color.green.layoutTag("map")
                    .frame(height: 300).layoutTag("framed")
                    .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
                Text("Hello World").layoutTag("text")
                Spacer()
            }
        },
    ]
}

/// Seed 002's `RatioSplitHStack` (the containerRelativeFrame version): a
/// horizontal scroll view with scrolling disabled, used only for its size.
public struct RatioSplitHStack<L: View, R: View>: View {
    let leftWidthRatio: CGFloat
    let leftContent: L
    let rightContent: R

    public init(leftWidthRatio: CGFloat, @ViewBuilder leftContent: () -> L, @ViewBuilder rightContent: () -> R) {
        self.leftWidthRatio = leftWidthRatio
        self.leftContent = leftContent()
        self.rightContent = rightContent()
    }

    public var body: some View {
        let scroll = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.clear
                    .compatContainerRelativeFrame(.horizontal) { length, _ in length * leftWidthRatio }
                    .overlay(leftContent)
                Color.clear
                    .overlay(rightContent)
                    .compatContainerRelativeFrame(.horizontal) { length, _ in length * (1 - leftWidthRatio) }
            }
        }
        // scrollDisabled is iOS 16 (layout-neutral in the model).
        IfAvailable(.scrollDisabled) { scroll.scrollDisabled(true) } else: { scroll }
    }
}
