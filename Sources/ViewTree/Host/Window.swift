import Foundation

/// The host a view is laid out in: a size, the device's safe-area insets,
/// an optional keyboard, the pixel scale and a simulated OS version.
///
/// `layout(_:)` resolves the view, lays it out in the safe rectangle, runs
/// preference actions and repeats until nothing changes.
public struct Window: Sendable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    /// Height of the software keyboard (0: hidden). It is a `.keyboard`
    /// safe-area level above the bottom of the window.
    public var keyboardHeight: CGFloat = 0
    /// Pixels per point; frames are rounded to this grid (3 on iPhones).
    public var scale: CGFloat = 3
    /// The simulated system (iOS 13.0 to 18.x and 26.0 to 27.x; other values are clamped with
    /// an `.invalidOSVersion` diagnostic): what `IfAvailable` branches on,
    /// what `CompatBackend.automatic` reads, and what an API is checked
    /// against (`.unavailableAPI`).
    public var osVersion: OSVersion = .latest
    /// A name for reports ("iPhone 15 Pro").
    public var name: String = "custom"

    /// The horizontal size class the window's trait collection reports
    /// (UIKit's `UITraitCollection`): what `\.horizontalSizeClass` reads and
    /// the containers' size-class metrics key on. A preset sets its
    /// device's; a custom window that is not set is taken for an iPhone in
    /// portrait (`.compact`), or an iPad when both sides are at least 600 pt
    /// (`.regular`): in UIKit the class comes from the device and its
    /// orientation, not the window's size, so a short window on an iPhone in
    /// portrait is still regular in height (an assumption for custom
    /// windows; Docs/LayoutRules.md, "Size classes").
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { horizontalSizeClassSetting ?? (isPadSized ? .regular : .compact) }
        set { horizontalSizeClassSetting = newValue }
    }
    /// The vertical size class (see `horizontalSizeClass`): `.compact` only
    /// for an iPhone in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { verticalSizeClassSetting ?? .regular }
        set { verticalSizeClassSetting = newValue }
    }
    private var horizontalSizeClassSetting: UserInterfaceSizeClass?
    private var verticalSizeClassSetting: UserInterfaceSizeClass?
    private var isPadSized: Bool { Swift.min(size.width, size.height) >= 600 }

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), keyboardHeight: CGFloat = 0,
                scale: CGFloat = 3, osVersion: OSVersion = .latest, name: String = "custom") {
        self.init(size: size, safeAreaInsets: safeAreaInsets)
        self.keyboardHeight = keyboardHeight
        self.scale = scale
        self.osVersion = osVersion
        self.name = name
    }

    /// Lays out `view` in this window and returns the frames.
    ///
    /// Main-actor isolated, as SwiftUI lays out on the main actor (and as
    /// `ImageRenderer`'s members are): the views' bodies, which are
    /// main-actor isolated, run inside it. `@preconcurrency`: code that is
    /// not isolated (a nonisolated test, Swift 5 code) may still call it,
    /// with a warning in Swift 6 mode, and the layout then waits for the
    /// main thread and runs there. Docs/MemorySafety.md, "Threads".
    @MainActor @preconcurrency
    public func layout(_ view: some View) -> LayoutResult {
        MainThread.run { layoutOnCurrentThread(view) }
    }

    /// Lays out `view` on the calling thread, whatever its isolation: for
    /// the runtime's own parallel checks (the fuzzer's threads), which
    /// SwiftUI does not have. Each layout has a graph of its own, run by one
    /// thread. The views' bodies run on this thread, not on the main actor:
    /// a main-actor body that passes a closure to code not checked for
    /// concurrency (`map`) stops the program there (Swift 6's run-time
    /// check), so use it only with views whose bodies are not main-actor
    /// isolated (the built-in views, `nonisolated` view types).
    @_spi(Threads)
    public nonisolated func layoutOnCurrentThread(_ view: some View) -> LayoutResult {
        // What `LayoutHost(window:rootView:).layout()` does, without the
        // host: one layout needs no host object, and the view is resolved
        // where it is instead of being copied into one and out again.
        let (sanitized, problems) = sanitized()
        let graph = ViewGraph(window: sanitized)
        graph.beginLayout(reporting: problems)
        graph.run(view)
        return graph.makeResult()
    }

    // MARK: Derived geometry

    /// The window with invalid values replaced, and what was replaced (an
    /// OS version outside the modelled range is reported as `.invalidOSVersion`).
    func sanitized() -> (Window, [(Diagnostic.Kind, String)]) {
        // Every layout sanitises its window: a valid one (nearly always)
        // returns after one pass of comparisons, without the repairs below.
        func valid(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        if valid(size.width), valid(size.height), valid(safeAreaInsets.top), valid(safeAreaInsets.leading),
           valid(safeAreaInsets.bottom), valid(safeAreaInsets.trailing), valid(keyboardHeight),
           scale.isFinite, scale > 0, osVersion.clampedToModelledRange().problem == nil,
           safeAreaInsets.vertical <= size.height, safeAreaInsets.horizontal <= size.width {
            return (self, [])
        }
        var copy = self
        var problems: [(Diagnostic.Kind, String)] = []
        func fix(_ value: inout CGFloat, _ name: String, fallback: CGFloat) {
            if !value.isFinite || value < 0 {
                problems.append((.invalidWindow, "\(name) \(value.shortDescription) is negative or non-finite; used \(fallback.shortDescription)"))
                value = fallback
            }
        }
        fix(&copy.size.width, "window width", fallback: 0)
        fix(&copy.size.height, "window height", fallback: 0)
        fix(&copy.safeAreaInsets.top, "safe-area top inset", fallback: 0)
        fix(&copy.safeAreaInsets.leading, "safe-area leading inset", fallback: 0)
        fix(&copy.safeAreaInsets.bottom, "safe-area bottom inset", fallback: 0)
        fix(&copy.safeAreaInsets.trailing, "safe-area trailing inset", fallback: 0)
        fix(&copy.keyboardHeight, "keyboard height", fallback: 0)
        let (version, problem) = copy.osVersion.clampedToModelledRange()
        if let problem {
            problems.append((.invalidOSVersion, "osVersion " + problem))
            copy.osVersion = version
        }
        if !copy.scale.isFinite || copy.scale <= 0 {
            problems.append((.invalidWindow, "scale \(copy.scale.shortDescription) is not positive; used 1"))
            copy.scale = 1
        }
        if copy.safeAreaInsets.vertical > copy.size.height || copy.safeAreaInsets.horizontal > copy.size.width {
            problems.append((.invalidWindow, "safe-area insets \(copy.safeAreaInsets) exceed the window size; they were scaled down to fit"))
            let sy = copy.safeAreaInsets.vertical > copy.size.height ? copy.size.height / copy.safeAreaInsets.vertical : 1
            let sx = copy.safeAreaInsets.horizontal > copy.size.width ? copy.size.width / copy.safeAreaInsets.horizontal : 1
            copy.safeAreaInsets.top *= sy; copy.safeAreaInsets.bottom *= sy
            copy.safeAreaInsets.leading *= sx; copy.safeAreaInsets.trailing *= sx
        }
        return (copy, problems)
    }

    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The window minus the device insets.
    var safeRect: CGRect { bounds.inset(by: safeAreaInsets) }

    /// Where the root view is laid out: the safe rect, above the keyboard
    /// when one is shown (SwiftUI avoids the keyboard by default).
    var layoutRect: CGRect {
        let stack = safeAreaStack
        return stack.levels.last?.inner ?? safeRect
    }

    // (Cached per osVersion, scale and size classes by `WindowEnvironments`: a value
    // derived from another field must join its key.)
    var environment: EnvironmentValues {
        var values = EnvironmentValues()
        values.simulatedOSVersion = osVersion
        values.pixelLength = 1 / scale
        values.horizontalSizeClass = horizontalSizeClass
        values.verticalSizeClass = verticalSizeClass
        return values
    }

    var safeAreaStack: SafeAreaStack {
        var stack = SafeAreaStack()
        stack.levels.append(SafeAreaLevel(inner: safeRect, outer: bounds, region: .container, source: .device))
        if keyboardHeight > 0 {
            // The keyboard covers the bottom of the window; ignoring only the
            // keyboard grows a view down to the container safe area.
            let top = Swift.max(bounds.minY, bounds.maxY - keyboardHeight)
            if top < safeRect.maxY {
                let inner = safeRect.settingEdge(.bottom, to: Swift.max(safeRect.minY, top))
                stack.levels.append(SafeAreaLevel(inner: inner, outer: safeRect, region: .keyboard, source: .keyboard))
            }
        }
        return stack
    }
}

/// The window's own node: the root view is proposed the safe rectangle's
/// size and placed in it (Docs/LayoutRules.md, "Safe area and
/// ignoresSafeArea": the root view is laid out in the safe rectangle).
///
/// A container layout like the others: the window's insets and its layout
/// rectangle (the safe rectangle, above the keyboard when one is shown) are
/// taken into the layout value when the root node is made
/// (`Node.window(in:_:)`), so it reads no node and runs without a graph
/// (`ContainerLayoutTests`).
struct WindowLayout: UnaryLayout {
    /// The window passes no guide up (nothing is above it).
    var explicitGuides: ExplicitGuidePassage { .none }
    /// The window's safe-area insets (what its container record reports).
    let safeAreaInsets: EdgeInsets
    /// Where the root view is laid out, in window coordinates.
    let layoutRect: CGRect

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        // The end of every responder chain: passed down to the content.
        let record = PlatformContainer(kind: .window, frame: bounds,
                                       safeAreaInsets: safeAreaInsets, barHeight: 0,
                                       contentInsets: EdgeInsets(), scrollAxes: [])
        let size = subview.sizeThatFits(ProposedViewSize(layoutRect.size))
        // SwiftUI centres a root view smaller than the safe area.
        subview.place(size: size, alignment: .center, in: layoutRect, proposal: ProposedViewSize(layoutRect.size),
                      subview.placement.entering(record))
    }
}

/// Named devices with the sizes, safe areas, scales and size classes their
/// simulators report. Sources: Docs/LayoutRules.md, "Safe area and
/// ignoresSafeArea" (iPhone 13/14, 15 Pro, SE, measured) and "Device
/// presets": Apple's Human Interface Guidelines "Layout" device table for
/// sizes, scales and size classes; safe areas as Keith Harrison's "iPhone 16
/// Screen Sizes" and "iPhone 13 Screen Sizes" (useyourloaf.com) list them
/// from the simulators (status bar 47/50/59/62, home indicator 34 in
/// portrait; notch side 47/59/62 and home indicator 21 in landscape; iPads
/// 24 top and 20 bottom).
extension Window {
    /// iPhone SE (2nd and 3rd generation), also iPhone 8: 375 x 667. The
    /// device is @2x; the preset keeps the scale 3 its earlier scenes were
    /// measured with (frames in points are the same; only the grid they are
    /// rounded to differs).
    public static let iPhoneSE = Window(size: CGSize(width: 375, height: 667),
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                        name: "iPhone SE")
    /// iPhone 13 mini (also 12 mini): 375 x 812.
    public static let iPhone13mini = Window(size: CGSize(width: 375, height: 812),
                                            safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
                                            name: "iPhone 13 mini")
    /// iPhone 13, 13 Pro, 14 (also 12): 390 x 844.
    public static let iPhone13 = Window(size: CGSize(width: 390, height: 844),
                                        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                        name: "iPhone 13/14")
    public static let iPhone14 = iPhone13
    /// iPhone 15 Pro (also 14 Pro, 15, 16): 393 x 852.
    public static let iPhone15Pro = Window(size: CGSize(width: 393, height: 852),
                                           safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                           name: "iPhone 15 Pro")
    public static let iPhone16 = iPhone15Pro
    /// iPhone 15 Pro Max (also 14 Pro Max, 15 Plus, 16 Plus): 430 x 932.
    public static let iPhone15ProMax = Window(size: CGSize(width: 430, height: 932),
                                              safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                              name: "iPhone 15 Pro Max")
    public static let iPhone16Plus = iPhone15ProMax
    /// iPhone 16 Pro (also 17, 17 Pro): 402 x 874.
    public static let iPhone16Pro = Window(size: CGSize(width: 402, height: 874),
                                           safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                                           name: "iPhone 16 Pro")
    public static let iPhone17 = iPhone16Pro
    /// iPhone 16 Pro Max (also 17 Pro Max): 440 x 956.
    public static let iPhone16ProMax = Window(size: CGSize(width: 440, height: 956),
                                              safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                                              name: "iPhone 16 Pro Max")
    public static let iPhone17ProMax = iPhone16ProMax

    public static let iPhone13Landscape = Window(size: CGSize(width: 844, height: 390),
                                                 safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
                                                 name: "iPhone 13/14 landscape").withSizeClasses(horizontal: .compact, vertical: .compact)
    public static let iPhone15ProLandscape = Window(size: CGSize(width: 852, height: 393),
                                                    safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                                                    name: "iPhone 15 Pro landscape").withSizeClasses(horizontal: .compact, vertical: .compact)
    public static let iPhone16ProLandscape = Window(size: CGSize(width: 874, height: 402),
                                                    safeAreaInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62),
                                                    name: "iPhone 16 Pro landscape").withSizeClasses(horizontal: .compact, vertical: .compact)
    /// The large iPhones are regular in width in landscape (HIG size-class table).
    public static let iPhone16ProMaxLandscape = Window(size: CGSize(width: 956, height: 440),
                                                       safeAreaInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62),
                                                       name: "iPhone 16 Pro Max landscape").withSizeClasses(horizontal: .regular, vertical: .compact)
    public static let iPhoneSELandscape = Window(size: CGSize(width: 667, height: 375),
                                                 safeAreaInsets: EdgeInsets(),
                                                 name: "iPhone SE landscape").withSizeClasses(horizontal: .compact, vertical: .compact)
    /// iPad (10th generation) and iPad Air 11-inch, portrait: status bar 24, home indicator 20.
    public static let iPad = Window(size: CGSize(width: 820, height: 1180),
                                    safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                    scale: 2, name: "iPad")
    public static let iPadLandscape = Window(size: CGSize(width: 1180, height: 820),
                                             safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                             scale: 2, name: "iPad landscape")
    /// iPad mini (6th and 7th generation), portrait.
    public static let iPadMini = Window(size: CGSize(width: 744, height: 1133),
                                        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                        scale: 2, name: "iPad mini")
    public static let iPadMiniLandscape = Window(size: CGSize(width: 1133, height: 744),
                                                 safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                                 scale: 2, name: "iPad mini landscape")
    /// iPad Pro 13-inch (M4), portrait.
    public static let iPadPro13 = Window(size: CGSize(width: 1032, height: 1376),
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         scale: 2, name: "iPad Pro 13-inch")
    public static let iPadPro13Landscape = Window(size: CGSize(width: 1376, height: 1032),
                                                  safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                                  scale: 2, name: "iPad Pro 13-inch landscape")
    /// An app in Slide Over on an iPad: 320 pt wide, compact in width (HIG
    /// "Multitasking"), the full height less the status bar it shares.
    public static let iPadSlideOver = Window(size: CGSize(width: 320, height: 1180),
                                             safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                             scale: 2, name: "iPad Slide Over").withSizeClasses(horizontal: .compact, vertical: .regular)

    /// Every preset, by name, for the command line.
    public static let presets: [(name: String, window: Window)] = [
        ("iphone-se", .iPhoneSE), ("iphone-13-mini", .iPhone13mini), ("iphone-13", .iPhone13),
        ("iphone-15-pro", .iPhone15Pro), ("iphone-15-pro-max", .iPhone15ProMax),
        ("iphone-16-pro", .iPhone16Pro), ("iphone-16-pro-max", .iPhone16ProMax),
        ("iphone-13-landscape", .iPhone13Landscape), ("iphone-15-pro-landscape", .iPhone15ProLandscape),
        ("iphone-16-pro-landscape", .iPhone16ProLandscape), ("iphone-16-pro-max-landscape", .iPhone16ProMaxLandscape),
        ("iphone-se-landscape", .iPhoneSELandscape), ("ipad", .iPad), ("ipad-landscape", .iPadLandscape),
        ("ipad-mini", .iPadMini), ("ipad-mini-landscape", .iPadMiniLandscape),
        ("ipad-pro-13", .iPadPro13), ("ipad-pro-13-landscape", .iPadPro13Landscape),
        ("ipad-slide-over", .iPadSlideOver),
    ]

    /// A copy with the given size classes (a custom window's for a device
    /// other than an iPhone in portrait).
    public func withSizeClasses(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) -> Window {
        var copy = self
        copy.horizontalSizeClass = horizontal
        copy.verticalSizeClass = vertical
        return copy
    }

    /// A copy with another simulated OS version.
    public func withOSVersion(_ version: OSVersion) -> Window {
        var copy = self
        copy.osVersion = version
        return copy
    }

    /// A copy with a keyboard of `height` shown.
    public func withKeyboard(height: CGFloat) -> Window {
        var copy = self
        copy.keyboardHeight = height
        return copy
    }
}
