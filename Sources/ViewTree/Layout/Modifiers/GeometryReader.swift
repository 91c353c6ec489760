import Foundation

/// What a `GeometryReader`'s content knows about the reader.
public struct GeometryProxy: Equatable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's safe-area insets: how far each edge would grow if it
    /// ignored the safe area (a reader filling the safe rect at the root
    /// reports the device insets).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The named spaces above the reader when it was placed, nearest first
    /// (Layout/Coordinates/NamedCoordinateSpace.swift).
    var namedSpaces: [ResolvedNamedSpace] = []

    /// The reader's frame in a coordinate space (iOS 13 / macOS 10.15). A
    /// name no ancestor declared answers the global frame, as in SwiftUI.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)` (iOS 13 / macOS 10.15).
public enum CoordinateSpace: Hashable {
    /// The window's.
    case global
    /// The reader's own (origin at its top-leading corner).
    case local
    /// The space of the nearest ancestor named so with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A container view that defines its content as a function of its own size
/// and position. It takes the whole proposal, 10 for a nil dimension (as
/// every view without a layout of its own; Docs/LayoutRules.md,
/// "GeometryReader"), and places its content at its top-leading corner. The
/// content is built when the reader is placed.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let layout = PlacementReaderLayout(unspecifiedLength: GeometryReaderRules.unspecifiedLength, input: { node, frame, context in
            GeometryProxy(size: frame.size,
                          safeAreaInsets: context.safeArea.insets(of: frame, pixelLength: node.inputs.environment.pixelLength),
                          globalFrame: frame,
                          namedSpaces: NamedCoordinateSpaceEntry.resolve(node.environment))
        }, build: { node, proxy in
            let content = view.content(proxy)
            node.setChildren { inputs, list in Content._makeNodes(content, inputs, &list) }
        })
        let node = inputs.makeNode(GeometryReader<EmptyView>.self, kind: "GeometryReader", layout: layout)
        list.nodes.append(node)
    }
}

/// Layout of views whose content depends on where they are placed. The
/// content is built again only when what it is built from (`input`: the
/// geometry, the responder chain) changed since it was last built, as
/// SwiftUI re-evaluates a reader's closure only when its proxy changed. A
/// reader re-resolved by its parent gets a new layout, so it builds again.
struct PlacementReaderLayout<Input: Equatable>: NodeLayout {
    /// The length taken for a nil proposed dimension.
    let unspecifiedLength: CGFloat
    let input: (Node, CGRect, PlacementContext) -> Input
    let build: (Node, Input) -> Void
    private let memo = Memo()

    private final class Memo {
        @exclusivity(unchecked) var lastInput: Input?
    }

    init(unspecifiedLength: CGFloat = 0, input: @escaping (Node, CGRect, PlacementContext) -> Input, build: @escaping (Node, Input) -> Void) {
        self.unspecifiedLength = unspecifiedLength
        self.input = input
        self.build = build
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: Node, _ context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecifiedLength, height: unspecifiedLength))
    }

    func place(_ node: Node, in frame: CGRect, proposal: ProposedViewSize, _ context: PlacementContext) {
        let current = input(node, frame, context)
        if memo.lastInput != current {
            memo.lastInput = current
            build(node, current)
        }
        for child in node.layoutChildren {
            let size = child.size(for: ProposedViewSize(frame.size), context.layout)
            child.place(in: CGRect(origin: frame.origin, size: size), context)
        }
    }
}

/// The length of a GeometryReader under a nil proposed dimension.
///
/// Under a nil proposed dimension a reader is 10 pt on every version the
/// model simulates (iOS 13 to 17 and later). Evidence: fatbobman's
/// measurement on iOS 17 ("GeometryReader: Blessing or Curse?":
/// `ScrollView { GeometryReader { ... } }` is 10 tall) and OpenSwiftUI's
/// GeometryReader.swift audited for 6.5 (iOS 18), which drops the reader's
/// own layout computer, so its parent sizes it with the default one
/// (`fixingUnspecifiedDimensions`: 10); the 0 in that file is the inner
/// root's proposal to the content, not the reader's size. No source shows
/// another value on an earlier version, so the rule does not depend on the
/// window's `osVersion` (Docs/LayoutRules.md, "GeometryReader").
enum GeometryReaderRules {
    static let unspecifiedLength: CGFloat = 10
}
