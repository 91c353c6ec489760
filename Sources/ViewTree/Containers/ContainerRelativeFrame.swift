import Foundation

/// `containerRelativeFrame` (native since iOS 17): a frame whose size on the
/// listed axes is computed from the nearest container's size.
///
/// - The nearest container among the ancestors: the window, a
///   `NavigationStack`, a `NavigationSplitView` column, a `TabView`, a
///   `ScrollView` or a `List`. An overlay or background attached to a
///   container is not inside it and sees the next one out.
/// - Container size = its size minus the safe-area insets applied to it:
///   the stack's bar is not subtracted, a split column's is, a tab view
///   subtracts its tab bar, a scroll view its `safeAreaPadding` (seed 002).
/// - Axes not listed keep the parent's proposal; the result is applied like
///   `frame(width:height:alignment:)`.
/// - Along a scroll view's non-scrolling axis the container size is
///   undefined (real SwiftUI misbehaves or crashes, seed 002): the runtime
///   reports a diagnostic and uses the length the scroll view was proposed.
struct ContainerRelativeFrameLayout: UnaryLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength
    let description: String
    /// The OS the view is laid out for, captured from its environment when
    /// the node is made (a node is made again when its environment changes):
    /// the List diagnostic below applies from iOS 17.
    var osVersion: OSVersion

    func lengths(_ context: LayoutContext, _ sink: some UnarySubview) -> (CGFloat?, CGFloat?) {
        func resolve(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let container = context.container
            let available = container.size[axis]
            if !container.isDefined(axis) {
                // The scroll view's length there depends on its content. The
                // model uses the length the scroll view was proposed, in
                // sizing and placement alike (ScrollLayout builds both
                // contexts from the proposal), so the size is defined and the
                // same in both steps.
                sink.diagnose(.undefinedContainerSize,
                                    "containerRelativeFrame(\(axis == .horizontal ? ".horizontal" : ".vertical")) in a \(container.kind.rawValue) that does not scroll that way: its \(axis == .horizontal ? "width" : "height") depends on its content (SwiftUI misbehaves or crashes here); used the length the \(container.kind.rawValue) was proposed, \(available.shortDescription)")
            }
            if container.kind == .list && osVersion.major >= 17 {
                // Seed 002 (fatbobman, "containerRelativeFrame", Xcode 15.3,
                // iOS 17.4): the native modifier does not yet compute a List's
                // size correctly, and the seed's replica extracts it "more
                // accurately". The wrong values are not published, so the
                // model keeps the documented size (the list's, as the replica
                // reads it) and says so.
                sink.diagnose(.knownPlatformIssue,
                                    "containerRelativeFrame in a List: on iOS 17 SwiftUI does not compute the list's size correctly (fatbobman, containerRelativeFrame, Xcode 15.3); laid out with the list's visible size, as the responder-chain replica reads it")
            }
            let value = length(available, axis)
            if case .grid = length, value.isFinite {
                // Apple's formula is negative whenever the container is
                // shorter than the spacing between its items: a stack that
                // sizes a scroll view with a zero proposal, on its way to
                // the scroll view's final height. That is a valid scene, laid
                // out silently: clamped to 0 without a diagnostic
                // (Docs/LayoutRules.md, containerRelativeFrame; issue 28).
                return max(0, value)
            }
            if !value.isFinite || value < 0 {
                sink.diagnose(.invalidDimension, "containerRelativeFrame length \(value.shortDescription) for container length \(available.shortDescription) is negative or non-finite; used 0")
                return 0
            }
            return value
        }
        return (resolve(.horizontal), resolve(.vertical))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        let (width, height) = lengths(subview.context, subview)
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subview.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubview(in frame: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let (width, height) = lengths(subview.context, subview)
        let p = proposal
        let proposal = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
        let size = subview.sizeThatFits(proposal)
        subview.place(size: size, alignment: alignment, in: frame, proposal: proposal)
    }
}

nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let name: String
    /// The public form that built it (all three are iOS 17), given by each
    /// form below. Stored rather than read back from `name` (a prefix test on
    /// a 40-character string for every modified row).
    let api: APIAvailability

    // For the public forms below, which are inlined into their callers.
    @usableFromInline
    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat, name: String, api: APIAvailability) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.name = name
        self.api = api
    }

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        makeNodes(axes: modifier.axes, alignment: modifier.alignment, length: .closure(modifier.length), name: modifier.name,
                  api: modifier.api, content: content, inputs, &list)
    }

    /// The node of every form (the count form calls it with its numbers).
    @inline(__always)
    static func makeNodes<C: View>(axes: Axis.Set, alignment: Alignment, length: ContainerRelativeLength, name: String,
                                   api: APIAvailability, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(api, kind: name)
        inputs.makeUnary(Self.self, kind: name,
                         layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length,
                                                              description: name, osVersion: inputs.environment.simulatedOSVersion),
                         content: content, &list)
    }
}

extension ContainerRelativeFrameLayout {
    /// The layout of the closure form (as the layout tests build it).
    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat, description: String, osVersion: OSVersion) {
        self.init(axes: axes, alignment: alignment, length: .closure(length), description: description, osVersion: osVersion)
    }
}

/// How a `containerRelativeFrame` computes its length from the container's:
/// the count form's numbers, for Apple's formula, or the caller's closure.
/// (The count form as a closure capturing its numbers allocated the
/// closure's context once per modified view, a list's every row.)
enum ContainerRelativeLength {
    case grid(count: Int, span: Int, spacing: CGFloat)
    case closure((CGFloat, Axis) -> CGFloat)

    func callAsFunction(_ length: CGFloat, _ axis: Axis) -> CGFloat {
        switch self {
        case let .grid(count, span, spacing): return containerRelativeLength(length, count: count, span: span, spacing: spacing)
        case let .closure(closure): return closure(length, axis)
        }
    }
}

/// Apple's formula for the count/span form (documentation of
/// `containerRelativeFrame(_:count:span:spacing:alignment:)`):
/// `available = container - spacing * (count - 1)`,
/// `column = available / count`, `item = column * span + (span - 1) * spacing`.
func containerRelativeLength(_ container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
    let available = container - spacing * CGFloat(count - 1)
    let column = available / CGFloat(count)
    return column * CGFloat(span) + CGFloat(span - 1) * spacing
}

/// The count/span/spacing arguments made valid, and what was wrong.
/// count <= 0 is treated as 1, span <= 0 as 1, span > count as count,
/// non-finite spacing as 0. (SwiftUI's behaviour there is undocumented.)
@usableFromInline
func validatedContainerRelativeParameters(count: Int, span: Int, spacing: CGFloat) -> (count: Int, span: Int, spacing: CGFloat, problems: [String]) {
    var problems: [String] = []
    var count = count, span = span, spacing = spacing
    if count <= 0 { problems.append("count \(count) must be at least 1; used 1"); count = 1 }
    if span <= 0 { problems.append("span \(span) must be at least 1; used 1"); span = 1 }
    if span > count { problems.append("span \(span) exceeds count \(count); used \(count)"); span = count }
    if !spacing.isFinite { problems.append("spacing \(spacing.shortDescription) is not finite; used 0"); spacing = 0 }
    return (count, span, spacing, problems)
}

// The three forms are `@inlinable` (as SwiftUI's own modifier functions
// are): out of line, `modifier(_:)` ran unspecialised and asked the runtime
// for `ModifiedContent<Self, …>`'s metadata at every call, once per row of a
// list (BENCHMARKS.md "Eighth round (b)"). Inlined, the caller builds the
// concrete type, and its opaque result type is known to the caller.
extension View {
    /// Sizes the view on `axes` to the nearest container's size.
    @inlinable
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length },
                                                 name: "containerRelativeFrame", api: .containerRelativeFrame))
    }

    /// Sizes the view on `axes` to `span` of `count` columns (or rows) of the
    /// nearest container, with `spacing` between them (Apple's formula).
    @inlinable
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let checked = validatedContainerRelativeParameters(count: count, span: span, spacing: spacing)
        return modifier(_ContainerRelativeCountModifier(axes: axes, alignment: alignment, count: checked.count, span: checked.span,
                                                        spacing: checked.spacing, problems: checked.problems))
    }

    /// Sizes the view on `axes` to `length(containerLength, axis)`.
    @inlinable
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length, name: "containerRelativeFrame(closure)",
                                                 api: .containerRelativeFrameLength))
    }
}
