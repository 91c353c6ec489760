import Foundation
import ViewTree
import Compat
import ViewTreeFuzzing

/// A generated scene: its view, the window, and Swift-like source that
/// rebuilds it, printed when native and the shim disagree.
public struct GeneratedScene {
    public let seed: UInt64
    /// The window, with the system the scene was written for.
    public let window: Window
    public let source: String
    let makeView: () -> AnyView

    public func view(backend: CompatBackend) -> some View {
        makeView().environment(\.compatBackend, backend)
    }
}

/// Builds random scenes in the class where `.shim` claims to match native:
/// stacks, frames, paddings, scroll views with spacers, nested containers
/// (NavigationStack, TabView, ScrollView, List), `ignoresSafeArea`, stacked
/// `compatSafeAreaInset`s on random edges with fixed-length content, and
/// `compatContainerRelativeFrame` on axes a container defines.
///
/// Outside the class, and so never generated: inset content without a fixed
/// length, main views narrower than or overflowing their proposal (the
/// overlay is proposed the view's size; see the matrix), split-view columns,
/// and a scroll view's non-scrolling axis.
///
/// A scene is written for one system (`osVersion`), with what that system
/// has, as an app targeting it would write it: `NavigationView` before
/// iOS 16, `navigationBarTitle` and `edgesIgnoringSafeArea` before iOS 14,
/// no `defaultScrollAnchor` before iOS 17. The random draws are the same on
/// every system, so a seed builds the same scene, spelled for each. On
/// iOS 13 the `ignoresSafeArea` leaf is a fixed-size colour instead: the
/// iOS 13 strategy (padding) is not safe area, so growing through an inset
/// is outside its class (the matrix publishes that divergence).
public struct SceneGenerator {
    /// The fuzzer's SplitMix64 generator: the same seed builds the same scene on every machine.
    var rng: FuzzRandom
    let seed: UInt64
    /// The system the scene is written for.
    public let osVersion: OSVersion
    private var tagCount = 0

    public init(seed: UInt64, osVersion: OSVersion = .latest) {
        self.seed = seed
        self.osVersion = osVersion
        self.rng = FuzzRandom(seed: seed)
    }

    /// A navigation container with an optional title, spelled for `osVersion`.
    func navigation(_ child: Piece, title: Bool) -> Piece {
        let stack = osVersion.supports(.navigationStack)
        let container = stack ? "NavigationStack" : "NavigationView"
        let titleSource = !title ? "" : osVersion.supports(.navigationTitle) ? ".navigationTitle(\"Title\")" : ".navigationBarTitle(\"Title\")"
        let content: AnyView
        if !title { content = child.view }
        else if osVersion.supports(.navigationTitle) { content = AnyView(child.view.navigationTitle("Title")) }
        else { content = AnyView(child.view.navigationBarTitle("Title")) }
        let view = stack ? AnyView(NavigationStack { content }) : AnyView(NavigationView { content })
        return Piece(view: view, source: "\(container) {\n\(child.source)\n  \(titleSource) }")
    }

    struct Piece {
        var view: AnyView
        var source: String
    }

    /// What the enclosing container defines, for containerRelativeFrame.
    struct Context {
        var depth: Int
        /// Axes along which the nearest container's size is defined.
        var definedAxes: Axis.Set = [.horizontal, .vertical]
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    mutating func nextTag() -> String {
        tagCount += 1
        return "v\(tagCount)"
    }

    static let colors: [(Color, String)] = [(.red, "red"), (.green, "green"), (.blue, "blue"), (.orange, "orange"), (.purple, "purple"), (.gray, "gray")]

    mutating func leaf(_ context: Context) -> Piece {
        let (color, name) = pick(Self.colors)
        let tag = nextTag()
        switch int(0...4) {
        case 0:
            let w = CGFloat(int(1...12) * 10), h = CGFloat(int(1...12) * 10)
            return Piece(view: AnyView(color.frame(width: w, height: h).layoutTag(tag)), source: "Color.\(name).frame(width: \(Int(w)), height: \(Int(h))).layoutTag(\"\(tag)\")")
        case 1:
            let h = CGFloat(int(1...10) * 12)
            return Piece(view: AnyView(color.frame(height: h).layoutTag(tag)), source: "Color.\(name).frame(height: \(Int(h))).layoutTag(\"\(tag)\")")
        case 2:
            let text = String(repeating: "ab ", count: int(1...12))
            return Piece(view: AnyView(Text(text).layoutTag(tag)), source: "Text(\"\(text)\").layoutTag(\"\(tag)\")")
        case 3 where !context.definedAxes.isEmpty:
            var axes: Axis.Set = []
            if context.definedAxes.contains(.horizontal) && chance(0.7) { axes.insert(.horizontal) }
            if context.definedAxes.contains(.vertical) && (axes.isEmpty || chance(0.4)) { axes.insert(.vertical) }
            if axes.isEmpty { axes = context.definedAxes.contains(.horizontal) ? .horizontal : .vertical }
            let count = int(1...4), span = int(1...count), spacing = CGFloat(pick([0, 8, 10]))
            let axesSource = axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : (axes == .horizontal ? ".horizontal" : ".vertical")
            return Piece(view: AnyView(color.compatContainerRelativeFrame(axes, count: count, span: span, spacing: spacing).layoutTag(tag)),
                         source: "Color.\(name).compatContainerRelativeFrame(\(axesSource), count: \(count), span: \(span), spacing: \(Int(spacing))).layoutTag(\"\(tag)\")")
        default:
            let edges: [(Edge.Set, String)] = [(.all, ".all"), (.top, ".top"), (.bottom, ".bottom"), (.vertical, ".vertical")]
            let (set, setSource) = pick(edges)
            if !osVersion.supports(.underscoredSafeAreaInsets) {
                // iOS 13: outside the padding strategy's class (see above).
                return Piece(view: AnyView(color.frame(width: 60, height: 60).layoutTag(tag)),
                             source: "Color.\(name).frame(width: 60, height: 60).layoutTag(\"\(tag)\")")
            }
            if !osVersion.supports(.ignoresSafeArea) {
                return Piece(view: AnyView(color.layoutTag(tag).edgesIgnoringSafeArea(set)),
                             source: "Color.\(name).layoutTag(\"\(tag)\").edgesIgnoringSafeArea(\(setSource))")
            }
            return Piece(view: AnyView(color.layoutTag(tag).ignoresSafeArea(edges: set)),
                         source: "Color.\(name).layoutTag(\"\(tag)\").ignoresSafeArea(edges: \(setSource))")
        }
    }

    mutating func content(_ context: Context) -> Piece {
        if context.depth >= 3 || chance(0.3) { return leaf(context) }
        var inner = context
        inner.depth += 1
        switch int(0...5) {
        case 0, 1:
            let vertical = chance(0.5)
            let spacing: CGFloat? = chance(0.5) ? nil : CGFloat(int(0...3) * 6)
            let children = (0..<int(1...4)).map { _ in content(inner) }
            let spacingSource = spacing.map { "spacing: \(Int($0)), " } ?? ""
            let body = children.map(\.source).joined(separator: "; ")
            let views = children.map(\.view)
            let view = vertical
                ? AnyView(VStack(spacing: spacing) { ForEach(0..<views.count, id: \.self) { views[$0] } })
                : AnyView(HStack(spacing: spacing) { ForEach(0..<views.count, id: \.self) { views[$0] } })
            return Piece(view: view, source: "\(vertical ? "VStack" : "HStack")(\(spacingSource)content: { \(body) })")
        case 2:
            let child = content(inner)
            let amount = CGFloat(int(0...3) * 8)
            return Piece(view: AnyView(child.view.padding(amount)), source: "\(child.source).padding(\(Int(amount)))")
        case 3:
            // A vertical scroll view with rows and seed 003's spacer.
            var scrolled = inner
            scrolled.definedAxes = .vertical
            let rows = (0..<int(2...8)).map { _ in leaf(scrolled) }
            let anchorBottom = chance(0.5)
            let views = rows.map(\.view)
            let tag = nextTag()
            let scroll = ScrollView {
                ForEach(0..<views.count, id: \.self) { views[$0] }
                ExtraBottomSafeAreaInset()
            }
            let rowsSource = "ScrollView { \(rows.map(\.source).joined(separator: "; ")); ExtraBottomSafeAreaInset() }"
            // defaultScrollAnchor is iOS 17: older systems start at the top.
            guard osVersion.supports(.defaultScrollAnchor) else {
                return Piece(view: AnyView(scroll.layoutTag(tag)), source: "\(rowsSource).layoutTag(\"\(tag)\")")
            }
            let view = AnyView(scroll.defaultScrollAnchor(anchorBottom ? .bottom : .top).layoutTag(tag))
            return Piece(view: view, source: "\(rowsSource).defaultScrollAnchor(\(anchorBottom ? ".bottom" : ".top")).layoutTag(\"\(tag)\")")
        case 4:
            let child = content(inner)
            let title = chance(0.5)
            let tag = nextTag()
            let container = navigation(child, title: title)
            return Piece(view: AnyView(container.view.layoutTag(tag)), source: "\(container.source).layoutTag(\"\(tag)\")")
        default:
            var listed = inner
            listed.definedAxes = .vertical
            let rows = (0..<int(1...5)).map { _ in leaf(listed) }
            let views = rows.map(\.view)
            let tag = nextTag()
            return Piece(view: AnyView(List { ForEach(0..<views.count, id: \.self) { views[$0] } }.layoutTag(tag)),
                         source: "List { \(rows.map(\.source).joined(separator: "; ")) }.layoutTag(\"\(tag)\")")
        }
    }

    /// Wraps `main` in 0...4 stacked insets on random edges.
    mutating func insets(around main: Piece) -> Piece {
        var piece = main
        for _ in 0..<int(0...4) {
            let (color, name) = pick(Self.colors)
            let tag = nextTag()
            let spacing: CGFloat? = pick([nil, 0, 4, 12, -6])
            let spacingSource = spacing.map { ", spacing: \(Int($0))" } ?? ""
            let length = CGFloat(int(2...8) * 5)
            let base = piece.view
            switch int(0...3) {
            case 0, 1:
                let edge: VerticalEdge = chance(0.5) ? .top : .bottom
                piece = Piece(view: AnyView(base.compatSafeAreaInset(edge: edge, spacing: spacing) { color.frame(height: length).layoutTag(tag) }),
                              source: "\(piece.source)\n  .compatSafeAreaInset(edge: .\(edge)\(spacingSource)) { Color.\(name).frame(height: \(Int(length))).layoutTag(\"\(tag)\") }")
            default:
                let edge: HorizontalEdge = chance(0.5) ? .leading : .trailing
                piece = Piece(view: AnyView(base.compatSafeAreaInset(edge: edge, spacing: spacing) { color.frame(width: length).layoutTag(tag) }),
                              source: "\(piece.source)\n  .compatSafeAreaInset(edge: .\(edge)\(spacingSource)) { Color.\(name).frame(width: \(Int(length))).layoutTag(\"\(tag)\") }")
            }
        }
        return piece
    }

    /// The next scene: a random main view filling its space, stacked insets,
    /// and optionally a container around or inside them.
    public mutating func makeScene() -> GeneratedScene {
        let window = pick([Window.iPhone13, .iPhone15Pro, .iPhoneSE, .iPhone13Landscape]).withOSVersion(osVersion)
        let body = content(Context(depth: 0))
        // Exactly the proposal: an overflowing main view is outside the
        // class (the overlay is proposed the overflowing size; see the
        // catalogue's "inset-overflowing-view").
        let filled = Piece(view: AnyView(body.view.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)),
                           source: "\(body.source)\n  .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)")
        var scene = insets(around: filled)
        switch int(0...3) {
        case 0:
            scene = navigation(scene, title: true)
        case 1:
            scene = Piece(view: AnyView(TabView { scene.view }), source: "TabView {\n\(scene.source) }")
        default:
            break
        }
        let view = scene.view
        return GeneratedScene(seed: seed, window: window, source: "// seed \(seed), \(window.name), \(osVersion)\n" + scene.source, makeView: { view })
    }
}

/// Runs generated scenes under native and `.shim` and reports differences.
@MainActor @preconcurrency
public enum GeneratedSceneCheck {
    public struct Failure: CustomStringConvertible {
        public let scene: GeneratedScene
        public let comparison: BackendComparison
        /// `.unavailableAPI` diagnostics of the shim's layout (an API the
        /// scene's system lacks).
        public var availabilityDiagnostics: [Diagnostic] = []
        public var description: String {
            let unavailable = availabilityDiagnostics.isEmpty ? "" : "unavailable API: \(availabilityDiagnostics.map(\.description).joined(separator: "; "))\n"
            let differ = comparison.matches ? "" : "native and .\(comparison.backend) differ (\(comparison.differences.prefix(3).map(\.description).joined(separator: "; ")))\n"
            return unavailable + differ + scene.source
        }
    }

    /// Lays out `count` scenes written for `os` under `.automatic` on that
    /// system, against the native modifiers as the newest system lays them
    /// out (`CompatVerifier.compare(_:on:)` explains the reference); a scene
    /// fails when frames differ or when the `.automatic` layout called an
    /// API the system lacks.
    public static func run(firstSeed: UInt64, count: Int, on os: OSVersion) -> [Failure] {
        var failures: [Failure] = []
        for offset in 0..<UInt64(count) {
            var generator = SceneGenerator(seed: firstSeed &+ offset, osVersion: os)
            let scene = generator.makeScene()
            let native = scene.window.layout(scene.view(backend: .native))
            let automatic = scene.window.layout(scene.view(backend: .automatic))
            let comparison = CompatVerifier.compare(native: native, shim: automatic, backend: .automatic)
            let unavailable = automatic.diagnostics.filter { $0.kind == .unavailableAPI }
            if !comparison.matches || !unavailable.isEmpty {
                failures.append(Failure(scene: scene, comparison: comparison, availabilityDiagnostics: unavailable))
            }
        }
        return failures
    }

    /// Lays out `count` scenes from consecutive seeds; returns the failures.
    public static func run(firstSeed: UInt64, count: Int, backend: CompatBackend = .shim) -> [Failure] {
        var failures: [Failure] = []
        for offset in 0..<UInt64(count) {
            var generator = SceneGenerator(seed: firstSeed &+ offset)
            let scene = generator.makeScene()
            let native = scene.window.layout(scene.view(backend: .native))
            let shim = scene.window.layout(scene.view(backend: backend))
            let comparison = CompatVerifier.compare(native: native, shim: shim, backend: backend)
            if !comparison.matches { failures.append(Failure(scene: scene, comparison: comparison)) }
        }
        return failures
    }
}
