import Foundation
@_spi(Threads) import ViewTree
import Compat

/// One generated view, as a value: it can build the view and print it as
/// Swift code, so a failing scene can be read and pasted into a test.
///
/// Every node except spacers and dividers (whose layout depends on sitting
/// directly in a stack) is tagged `n<id>` with `layoutTag`, outermost, so the
/// invariant checker can find the frame each generated view was given.
public indirect enum FuzzNode: Sendable {
    public enum Leaf: Sendable, Hashable {
        case color(String)
        case rectangle
        case circle
        case text(String, fontSize: CGFloat?)
        case spacer(minLength: CGFloat?)
        case divider
    }

    public enum StackKind: String, Sendable {
        case vstack = "VStack", hstack = "HStack", lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", zstack = "ZStack"
    }

    case leaf(id: Int, Leaf)
    case stack(id: Int, StackKind, spacing: CGFloat?, alignment: Int, children: [FuzzNode])
    case frame(id: Int, width: CGFloat?, height: CGFloat?, alignment: Int, child: FuzzNode)
    case flexFrame(id: Int, minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, alignment: Int, child: FuzzNode)
    case padding(id: Int, EdgeInsets, child: FuzzNode)
    case overlay(id: Int, isBackground: Bool, alignment: Int, primary: FuzzNode, secondary: FuzzNode)
    case aspectRatio(id: Int, CGFloat?, fill: Bool, child: FuzzNode)
    case offset(id: Int, x: CGFloat, y: CGFloat, child: FuzzNode)
    case fixedSize(id: Int, horizontal: Bool, vertical: Bool, child: FuzzNode)
    case priority(id: Int, Double, child: FuzzNode)
    /// `alignmentGuide` of a built-in guide (`guide`: 0...2 leading, centre,
    /// trailing; 3...5 top, centre, bottom) at a constant `value`.
    case alignmentGuide(id: Int, guide: Int, value: CGFloat, child: FuzzNode)
    case ignoresSafeArea(id: Int, edges: Int, child: FuzzNode)
    case safeAreaInset(id: Int, edge: Int, spacing: CGFloat?, compat: CompatBackend?, main: FuzzNode, content: FuzzNode)
    case safeAreaPadding(id: Int, CGFloat, child: FuzzNode)
    case relativeFrame(id: Int, axes: Int, count: Int, span: Int, spacing: CGFloat, compat: CompatBackend?, child: FuzzNode)
    case scrollView(id: Int, axes: Int, bottomAnchor: Bool, child: FuzzNode)
    case list(id: Int, rows: [FuzzNode])
    case navigationStack(id: Int, title: String?, child: FuzzNode)
    case tabView(id: Int, selection: Int, tabs: [FuzzNode])
    case geometryReader(id: Int, child: FuzzNode)
    /// A view whose `onPreferenceChange` sets the width that produces the
    /// preference (measured + 1): it never settles.
    case feedbackLoop(id: Int)
    /// `depth` paddings of `length` around `child`, built through `AnyView`
    /// in a loop (so the declaration itself is not deeply recursive).
    case deepChain(id: Int, depth: Int, length: CGFloat, child: FuzzNode)

    public var id: Int? {
        switch self {
        case .leaf(let id, let leaf):
            switch leaf {
            case .spacer, .divider: return nil
            default: return id
            }
        case .stack(let id, _, _, _, _), .frame(let id, _, _, _, _), .flexFrame(let id, _, _, _, _, _, _),
             .padding(let id, _, _), .overlay(let id, _, _, _, _), .aspectRatio(let id, _, _, _), .offset(let id, _, _, _),
             .fixedSize(let id, _, _, _), .priority(let id, _, _), .alignmentGuide(let id, _, _, _), .ignoresSafeArea(let id, _, _),
             .safeAreaInset(let id, _, _, _, _, _), .safeAreaPadding(let id, _, _), .relativeFrame(let id, _, _, _, _, _, _),
             .scrollView(let id, _, _, _), .list(let id, _), .navigationStack(let id, _, _), .tabView(let id, _, _),
             .geometryReader(let id, _), .feedbackLoop(let id), .deepChain(let id, _, _, _):
            return id
        }
    }

    /// The tag the node's outermost view carries ("n12"), or nil.
    public var tag: String? { id.map { "n\($0)" } }

    /// The generated children, in order.
    public var children: [FuzzNode] {
        switch self {
        case .leaf, .feedbackLoop: return []
        case .stack(_, _, _, _, let children): return children
        case .list(_, let rows): return rows
        case .tabView(_, _, let tabs): return tabs
        case .overlay(_, _, _, let primary, let secondary): return [primary, secondary]
        case .safeAreaInset(_, _, _, _, let main, let content): return [main, content]
        case .frame(_, _, _, _, let child), .flexFrame(_, _, _, _, _, _, let child), .padding(_, _, let child),
             .aspectRatio(_, _, _, let child), .offset(_, _, _, let child), .fixedSize(_, _, _, let child),
             .priority(_, _, let child), .alignmentGuide(_, _, _, let child), .ignoresSafeArea(_, _, let child), .safeAreaPadding(_, _, let child),
             .relativeFrame(_, _, _, _, _, _, let child), .scrollView(_, _, _, let child), .navigationStack(_, _, let child),
             .geometryReader(_, let child), .deepChain(_, _, _, let child):
            return [child]
        }
    }

    /// Whether the node's own frame always contains the frames of its
    /// generated children (then the checker verifies it).
    ///
    /// Overflow is allowed where SwiftUI allows it: fixed and flexible frames
    /// (a child larger than the frame overflows, centred), offsets,
    /// `ignoresSafeArea`, scroll content, overlay/background secondaries
    /// larger than the primary, negative padding or spacing (views overlap),
    /// containers whose content does not fit (navigation, tab, inset,
    /// `containerRelativeFrame`, geometry reader, list rows). What remains
    /// must contain its children: stacks with non-negative spacing (a stack
    /// is as large as its children and their gaps; a ZStack only when no
    /// child can have another layout priority), paddings with
    /// non-negative insets, the primary of an overlay/background (placed in
    /// the modifier's own frame), `fixedSize`, `layoutPriority`,
    /// `aspectRatio`, and deep padding chains of non-negative length.
    /// Whether every view in this subtree answers a proposal of its own
    /// size with that size again (colors, shapes, spacers, dividers, stacks,
    /// zstacks, non-negative padding, overlays, priorities). Layouts place a
    /// child with the proposal they measured it with
    /// (`Node.place(in:proposal:_:)`), but the few placements that give none
    /// (a container's content, a geometry reader's, the window's root)
    /// propose the frame's size instead, so only such subtrees are sure to
    /// be placed as they were measured wherever they sit; see
    /// `FuzzChecker.Containment.strict`.
    public var isIdempotent: Bool {
        switch self {
        case .leaf(_, let leaf):
            if case .text = leaf { return false }
            return true
        case .stack(_, _, let spacing, _, let children):
            return (spacing ?? 0) >= 0 && children.allSatisfy(\.isIdempotent)
        case .padding(_, let insets, let child):
            return insets.top >= 0 && insets.leading >= 0 && insets.bottom >= 0 && insets.trailing >= 0 && child.isIdempotent
        case .overlay(_, _, _, let primary, let secondary):
            return primary.isIdempotent && secondary.isIdempotent
        case .priority(_, let value, let child):
            return value.isFinite && child.isIdempotent
        case .alignmentGuide(_, _, _, let child):
            return child.isIdempotent
        default:
            return false
        }
    }

    /// Whether this view may have a layout priority other than 0: a
    /// `layoutPriority` or a spacer (-infinity), possibly under one-child
    /// modifiers that pass it on (conservative: every one-child wrapper is
    /// assumed to).
    var mayHaveOwnPriority: Bool {
        switch self {
        case .priority: return true
        case .leaf(_, let leaf):
            if case .spacer = leaf { return true }
            return false
        case .frame(_, _, _, _, let child), .flexFrame(_, _, _, _, _, _, let child), .padding(_, _, let child),
             .aspectRatio(_, _, _, let child), .offset(_, _, _, let child), .fixedSize(_, _, _, let child),
             .ignoresSafeArea(_, _, let child), .safeAreaPadding(_, _, let child),
             .relativeFrame(_, _, _, _, _, _, let child), .deepChain(_, _, _, let child), .alignmentGuide(_, _, _, let child):
            return child.mayHaveOwnPriority
        case .overlay(_, _, _, let primary, _): return primary.mayHaveOwnPriority
        case .safeAreaInset(_, _, _, _, let main, _): return main.mayHaveOwnPriority
        default: return false
        }
    }

    func containsChild(at index: Int) -> Bool {
        switch self {
        case .stack(_, .zstack, let spacing, _, let children):
            // A ZStack is the union of its highest-priority children only
            // (Docs/LayoutRules.md, "ZStack"; OpenSwiftUI ZStack.swift): one of
            // lower priority, placed with the stack's size, overflows it when
            // its minimum is larger (a spacer's minimum length beside a
            // divider). Checked only when no child can have another priority.
            return (spacing ?? 0) >= 0 && !children.contains(where: \.mayHaveOwnPriority)
        case .stack(_, _, let spacing, _, _): return (spacing ?? 0) >= 0
        case .padding(_, let insets, _):
            return insets.top >= 0 && insets.leading >= 0 && insets.bottom >= 0 && insets.trailing >= 0
        case .overlay: return index == 0
        case .fixedSize, .priority, .aspectRatio, .alignmentGuide: return true
        case .deepChain(_, _, let length, _): return length >= 0
        default: return false
        }
    }
}

/// Alignments by index, for generation and printing.
let fuzzAlignments: [(Alignment, String)] = [
    (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"), (.bottom, ".bottom"),
    (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
]
let fuzzEdgeSets: [(Edge.Set, String)] = [
    (.all, ".all"), (.top, ".top"), (.bottom, ".bottom"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), ([.top, .leading], "[.top, .leading]"),
]
let fuzzAxes: [(Axis.Set, String)] = [(.vertical, ".vertical"), (.horizontal, ".horizontal"), ([.horizontal, .vertical], "[.horizontal, .vertical]")]

/// A generated scene: a window and a view tree, with what the generator
/// knows about it (for the invariant checker).
public struct FuzzScene: Sendable, CustomStringConvertible {
    /// The seed the scene was generated from (replay: `SceneFuzzer(seed:).makeScene()`).
    public let seed: UInt64
    public let window: Window
    /// How the window was described ("Window.iPhone13", "Window(size: ...)").
    public let windowDescription: String
    public let root: FuzzNode
    /// Invalid values (NaN, infinite, negative where not allowed, count 0,
    /// ...) in views that are always resolved: each must be reported.
    public let reachableInvalidValues: Int
    /// Invalid values anywhere (also in views that may never be resolved).
    public let invalidValues: Int
    /// A feedback loop that is always laid out: `.updateDidNotSettle` is expected.
    public let hasReachableFeedbackLoop: Bool
    /// Nodes whose depth may exceed the runtime's limit (views may be dropped).
    public let mayExceedDepthLimit: Bool
    /// Negative padding or spacing somewhere (sizes may be clamped to zero).
    public let hasNegativeLengths: Bool
    /// Extreme but valid lengths (1e-300 ... greatestFiniteMagnitude): sums may overflow to infinity.
    public let hasExtremeValues: Bool

    /// The view, type-erased.
    public func makeView() -> AnyView { root.makeView() }

    /// Lays the scene out.
    /// Laid out on the main actor, as every layout is (`Window.layout(_:)`):
    /// a fuzzing thread waits for the main queue. The view is made there
    /// too: the shims' bodies are main-actor isolated.
    public func layout() -> LayoutResult { MainThread.run { window.layoutOnCurrentThread(makeView()) } }

    /// Swift code that rebuilds the scene.
    public var description: String {
        var lines: [String] = ["// seed \(seed)", "let window = \(windowDescription)", "let view ="]
        root.describe(into: &lines, indent: 1)
        lines.append("let result = window.layout(view)")
        return lines.joined(separator: "\n")
    }
}

// MARK: - Building

/// Never settles: the frame's width is the measured width plus one.
nonisolated struct FuzzFeedbackLoop: View {
    let tag: String
    @State private var width: CGFloat = 10

    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: FuzzMeasuredWidthKey.self, value: proxy.size.width)
        }
        .frame(width: width, height: 10)
        .onPreferenceChange(FuzzMeasuredWidthKey.self) { width = $0 + 1 }
    }
}

struct FuzzMeasuredWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

extension FuzzNode {
    /// Builds the view.
    public func makeView() -> AnyView {
        let view = makeUntagged()
        guard let tag else { return view }
        return AnyView(view.layoutTag(tag))
    }

    private func makeChildren(_ nodes: [FuzzNode]) -> some View {
        ForEach(0..<nodes.count) { index in nodes[index].makeView() }
    }

    private func makeUntagged() -> AnyView {
        switch self {
        case .leaf(_, let leaf):
            switch leaf {
            case .color(let name): return AnyView(Color(name))
            case .rectangle: return AnyView(Rectangle())
            case .circle: return AnyView(Circle())
            case let .text(string, fontSize):
                if let fontSize { return AnyView(Text(string).font(.system(size: fontSize))) }
                return AnyView(Text(string))
            case .spacer(let minLength): return AnyView(Spacer(minLength: minLength))
            case .divider: return AnyView(Divider())
            }
        case let .stack(_, kind, spacing, alignment, children):
            let content = makeChildren(children)
            let h = [HorizontalAlignment.center, .leading, .trailing][alignment % 3]
            let v = [VerticalAlignment.center, .top, .bottom][alignment % 3]
            switch kind {
            case .vstack: return AnyView(VStack(alignment: h, spacing: spacing) { content })
            case .hstack: return AnyView(HStack(alignment: v, spacing: spacing) { content })
            case .lazyVStack: return AnyView(LazyVStack(alignment: h, spacing: spacing) { content })
            case .lazyHStack: return AnyView(LazyHStack(alignment: v, spacing: spacing) { content })
            case .zstack: return AnyView(ZStack(alignment: fuzzAlignments[alignment % fuzzAlignments.count].0) { content })
            }
        case let .frame(_, width, height, alignment, child):
            return AnyView(child.makeView().frame(width: width, height: height, alignment: fuzzAlignments[alignment].0))
        case let .flexFrame(_, minWidth, maxWidth, minHeight, maxHeight, alignment, child):
            return AnyView(child.makeView().frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                                                  alignment: fuzzAlignments[alignment].0))
        case let .padding(_, insets, child):
            return AnyView(child.makeView().padding(insets))
        case let .overlay(_, isBackground, alignment, primary, secondary):
            let a = fuzzAlignments[alignment].0
            if isBackground { return AnyView(primary.makeView().background(alignment: a) { secondary.makeView() }) }
            return AnyView(primary.makeView().overlay(alignment: a) { secondary.makeView() })
        case let .aspectRatio(_, ratio, fill, child):
            return AnyView(child.makeView().aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case let .offset(_, x, y, child):
            return AnyView(child.makeView().offset(x: x, y: y))
        case let .fixedSize(_, horizontal, vertical, child):
            return AnyView(child.makeView().fixedSize(horizontal: horizontal, vertical: vertical))
        case let .priority(_, value, child):
            return AnyView(child.makeView().layoutPriority(value))
        case let .alignmentGuide(_, guide, value, child):
            return guide < 3
                ? AnyView(child.makeView().alignmentGuide([HorizontalAlignment.leading, .center, .trailing][guide]) { _ in value })
                : AnyView(child.makeView().alignmentGuide([VerticalAlignment.top, .center, .bottom][guide - 3]) { _ in value })
        case let .ignoresSafeArea(_, edges, child):
            return AnyView(child.makeView().ignoresSafeArea(edges: fuzzEdgeSets[edges].0))
        case let .safeAreaInset(_, edge, spacing, compat, main, content):
            let base = main.makeView()
            let inset = content.makeView()
            guard let compat else {
                switch edge {
                case 0: return AnyView(base.safeAreaInset(edge: VerticalEdge.top, spacing: spacing) { inset })
                case 1: return AnyView(base.safeAreaInset(edge: VerticalEdge.bottom, spacing: spacing) { inset })
                case 2: return AnyView(base.safeAreaInset(edge: HorizontalEdge.leading, spacing: spacing) { inset })
                default: return AnyView(base.safeAreaInset(edge: HorizontalEdge.trailing, spacing: spacing) { inset })
                }
            }
            let view: AnyView
            switch edge {
            case 0: view = AnyView(base.compatSafeAreaInset(edge: VerticalEdge.top, spacing: spacing) { inset })
            case 1: view = AnyView(base.compatSafeAreaInset(edge: VerticalEdge.bottom, spacing: spacing) { inset })
            case 2: view = AnyView(base.compatSafeAreaInset(edge: HorizontalEdge.leading, spacing: spacing) { inset })
            default: view = AnyView(base.compatSafeAreaInset(edge: HorizontalEdge.trailing, spacing: spacing) { inset })
            }
            return AnyView(view.environment(\.compatBackend, compat))
        case let .safeAreaPadding(_, length, child):
            return AnyView(child.makeView().safeAreaPadding(length))
        case let .relativeFrame(_, axes, count, span, spacing, compat, child):
            let set = fuzzAxes[axes].0
            guard let compat else {
                return AnyView(child.makeView().containerRelativeFrame(set, count: count, span: span, spacing: spacing))
            }
            return AnyView(child.makeView().compatContainerRelativeFrame(set, count: count, span: span, spacing: spacing)
                .environment(\.compatBackend, compat))
        case let .scrollView(_, axes, bottomAnchor, child):
            let scroll = ScrollView(fuzzAxes[axes].0) { child.makeView() }
            return bottomAnchor ? AnyView(scroll.defaultScrollAnchor(.bottom)) : AnyView(scroll)
        case let .list(_, rows):
            return AnyView(List { makeChildren(rows) })
        case let .navigationStack(_, title, child):
            if let title { return AnyView(NavigationStack { child.makeView().navigationTitle(title) }) }
            return AnyView(NavigationStack { child.makeView() })
        case let .tabView(_, selection, tabs):
            let content = ForEach(0..<tabs.count) { index in tabs[index].makeView().tag(index) }
            return AnyView(TabView(selection: .constant(selection)) { content })
        case let .geometryReader(_, child):
            return AnyView(GeometryReader { _ in child.makeView() })
        case let .feedbackLoop(id):
            return AnyView(FuzzFeedbackLoop(tag: "n\(id)"))
        case let .deepChain(_, depth, length, child):
            var view = child.makeView()
            for _ in 0..<depth { view = AnyView(view.padding(length)) }
            return view
        }
    }
}

// MARK: - Printing

/// A CGFloat as Swift source: `.nan`, `.infinity`, `-.infinity`, `12.5`.
func fuzzLiteral(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(Double(value))"
}

func fuzzLiteral(_ value: CGFloat?) -> String { value.map { fuzzLiteral($0) } ?? "nil" }

extension FuzzNode {
    func describe(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "    ", count: indent)
        let tagSuffix = tag.map { ".layoutTag(\"\($0)\")" } ?? ""
        func block(_ header: String, _ children: [FuzzNode], _ footer: String = "") {
            lines.append(pad + header + " {")
            for child in children { child.describe(into: &lines, indent: indent + 1) }
            lines.append(pad + "}" + footer + tagSuffix)
        }
        /// A modifier on one child: the child, then `.modifier(...)`.
        func modified(_ child: FuzzNode, _ modifier: String) {
            lines.append(pad + "Group {")
            child.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}" + modifier + tagSuffix)
        }
        switch self {
        case .leaf(_, let leaf):
            let text: String
            switch leaf {
            case .color(let name): text = "Color(\"\(name)\")"
            case .rectangle: text = "Rectangle()"
            case .circle: text = "Circle()"
            case let .text(string, fontSize):
                text = "Text(\"\(string)\")" + (fontSize.map { ".font(.system(size: \(fuzzLiteral($0))))" } ?? "")
            case .spacer(let minLength): text = minLength.map { "Spacer(minLength: \(fuzzLiteral($0)))" } ?? "Spacer()"
            case .divider: text = "Divider()"
            }
            lines.append(pad + text + tagSuffix)
        case let .stack(_, kind, spacing, alignment, children):
            let alignmentName: String
            switch kind {
            case .vstack, .lazyVStack: alignmentName = [".center", ".leading", ".trailing"][alignment % 3]
            case .hstack, .lazyHStack: alignmentName = [".center", ".top", ".bottom"][alignment % 3]
            case .zstack: alignmentName = fuzzAlignments[alignment % fuzzAlignments.count].1
            }
            let spacingText = kind == .zstack ? "" : ", spacing: \(fuzzLiteral(spacing))"
            block("\(kind.rawValue)(alignment: \(alignmentName)\(spacingText))", children)
        case let .frame(_, width, height, alignment, child):
            modified(child, ".frame(width: \(fuzzLiteral(width)), height: \(fuzzLiteral(height)), alignment: \(fuzzAlignments[alignment].1))")
        case let .flexFrame(_, minWidth, maxWidth, minHeight, maxHeight, alignment, child):
            modified(child, ".frame(minWidth: \(fuzzLiteral(minWidth)), maxWidth: \(fuzzLiteral(maxWidth)), minHeight: \(fuzzLiteral(minHeight)), maxHeight: \(fuzzLiteral(maxHeight)), alignment: \(fuzzAlignments[alignment].1))")
        case let .padding(_, insets, child):
            modified(child, ".padding(EdgeInsets(top: \(fuzzLiteral(insets.top)), leading: \(fuzzLiteral(insets.leading)), bottom: \(fuzzLiteral(insets.bottom)), trailing: \(fuzzLiteral(insets.trailing))))")
        case let .overlay(_, isBackground, alignment, primary, secondary):
            lines.append(pad + "Group {")
            primary.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}.\(isBackground ? "background" : "overlay")(alignment: \(fuzzAlignments[alignment].1)) {")
            secondary.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}" + tagSuffix)
        case let .aspectRatio(_, ratio, fill, child):
            modified(child, ".aspectRatio(\(fuzzLiteral(ratio)), contentMode: \(fill ? ".fill" : ".fit"))")
        case let .offset(_, x, y, child):
            modified(child, ".offset(x: \(fuzzLiteral(x)), y: \(fuzzLiteral(y)))")
        case let .fixedSize(_, horizontal, vertical, child):
            modified(child, ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
        case let .priority(_, value, child):
            modified(child, ".layoutPriority(\(fuzzLiteral(CGFloat(value))))")
        case let .alignmentGuide(_, guide, value, child):
            modified(child, ".alignmentGuide(\([".leading", "HorizontalAlignment.center", ".trailing", ".top", "VerticalAlignment.center", ".bottom"][guide])) { _ in \(fuzzLiteral(value)) }")
        case let .ignoresSafeArea(_, edges, child):
            modified(child, ".ignoresSafeArea(edges: \(fuzzEdgeSets[edges].1))")
        case let .safeAreaInset(_, edge, spacing, compat, main, content):
            let edgeName = [".top", ".bottom", ".leading", ".trailing"][edge]
            let name = compat == nil ? "safeAreaInset" : "compatSafeAreaInset"
            lines.append(pad + "Group {")
            main.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}.\(name)(edge: \(edgeName), spacing: \(fuzzLiteral(spacing))) {")
            content.describe(into: &lines, indent: indent + 1)
            let env = compat.map { ".environment(\\.compatBackend, .\($0.rawValue))" } ?? ""
            lines.append(pad + "}" + env + tagSuffix)
        case let .safeAreaPadding(_, length, child):
            modified(child, ".safeAreaPadding(\(fuzzLiteral(length)))")
        case let .relativeFrame(_, axes, count, span, spacing, compat, child):
            let name = compat == nil ? "containerRelativeFrame" : "compatContainerRelativeFrame"
            let env = compat.map { ".environment(\\.compatBackend, .\($0.rawValue))" } ?? ""
            modified(child, ".\(name)(\(fuzzAxes[axes].1), count: \(count), span: \(span), spacing: \(fuzzLiteral(spacing)))\(env)")
        case let .scrollView(_, axes, bottomAnchor, child):
            block("ScrollView(\(fuzzAxes[axes].1))", [child], bottomAnchor ? ".defaultScrollAnchor(.bottom)" : "")
        case let .list(_, rows):
            block("List", rows)
        case let .navigationStack(_, title, child):
            if let title {
                lines.append(pad + "NavigationStack {")
                modifiedInner(child, ".navigationTitle(\"\(title)\")", &lines, indent + 1)
                lines.append(pad + "}" + tagSuffix)
            } else {
                block("NavigationStack", [child])
            }
        case let .tabView(_, selection, tabs):
            lines.append(pad + "TabView(selection: .constant(\(selection))) {")
            for (index, tab) in tabs.enumerated() { modifiedInner(tab, ".tag(\(index))", &lines, indent + 1) }
            lines.append(pad + "}" + tagSuffix)
        case let .geometryReader(_, child):
            lines.append(pad + "GeometryReader { _ in")
            child.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}" + tagSuffix)
        case let .feedbackLoop(id):
            lines.append(pad + "FuzzFeedbackLoop(tag: \"n\(id)\") // onPreferenceChange sets width = measured + 1" + tagSuffix)
        case let .deepChain(_, depth, length, child):
            lines.append(pad + "deepChain(depth: \(depth)) { // var v = AnyView(child); \(depth) times: v = AnyView(v.padding(\(fuzzLiteral(length))))")
            child.describe(into: &lines, indent: indent + 1)
            lines.append(pad + "}" + tagSuffix)
        }
    }

    private func modifiedInner(_ child: FuzzNode, _ modifier: String, _ lines: inout [String], _ indent: Int) {
        let pad = String(repeating: "    ", count: indent)
        lines.append(pad + "Group {")
        child.describe(into: &lines, indent: indent + 1)
        lines.append(pad + "}" + modifier)
    }
}
