import Foundation

/// `overlay` / `background`: the primary view is laid out as if alone; the
/// secondary view is proposed the primary's size, placed with that size as
/// its proposal, and aligned within it. The secondary never changes the
/// primary's size, and (for `containerRelativeFrame`) it is not inside a
/// container that is the primary. To its parent the modified view is the
/// primary: same priority, same spacing (OpenSwiftUI OverlayModifier.swift,
/// `makeSecondaryLayerView` and `SecondaryLayerGeometryQuery`;
/// Docs/LayoutRules.md, "overlay and background").
struct SecondaryLayout: PrimaryGuidesLayout, Equatable {
    let alignment: Alignment

    var passedTraits: PassedTraits { .all }

    /// Subview 0 is the primary, subview 1 the secondary (the modifier
    /// always makes both).
    /// (Never fewer: a side whose views change makes the node again,
    /// `ViewGraph.reevaluateDirtyNodes`. Guarded all the same, so that a
    /// case missed there lays out what is there instead of trapping.)
    func sizeThatFits<S: SubviewCollection>(_ proposal: ProposedViewSize, subviews: S) -> CGSize where S.Subview: SubviewProxy {
        subviews.count > 0 ? subviews[0].sizeThatFits(proposal) : .zero
    }

    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, proposal: ProposedViewSize, subviews: S) {
        guard subviews.count > 0 else { return }
        subviews.place(0, in: frame, proposal: proposal)
        guard subviews.count > 1 else { return }
        let secondaryProposal = ProposedViewSize(frame.size)
        let size = subviews[1].sizeThatFits(secondaryProposal)
        guard !alignment.isFractional || subviews[0].hasExplicitGuides || subviews[1].hasExplicitGuides else {
            let origin = alignment.origin(of: size, in: frame)
            subviews.place(1, in: CGRect(origin: origin, size: size), proposal: secondaryProposal)
            return
        }
        // The secondary's guides (explicit ones first) on the primary's
        // (OpenSwiftUI OverlayModifier.swift `SecondaryLayerGeometryQuery`).
        let primary = subviews[0].dimensions(frame.size, proposal: proposal)
        let secondary = subviews[1].dimensions(size, proposal: secondaryProposal)
        let origin = CGPoint(x: frame.minX + primary[alignment.horizontal] - secondary[alignment.horizontal],
                             y: frame.minY + primary[alignment.vertical] - secondary[alignment.vertical])
        subviews.place(1, in: CGRect(origin: origin, size: size), proposal: secondaryProposal)
    }
}

nonisolated public struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    // (The fixed-size fields first: their offsets do not depend on `Overlay`.)
    public let alignment: Alignment
    public let isBackground: Bool
    /// Built by the iOS 15 `content:` form (the iOS 13 form takes a view).
    let isContentForm: Bool
    public let overlay: Overlay

    @usableFromInline init(overlay: Overlay, alignment: Alignment, isBackground: Bool, isContentForm: Bool) {
        self.overlay = overlay
        self.alignment = alignment
        self.isBackground = isBackground
        self.isContentForm = isContentForm
    }

    /// The availability of the public form that built this modifier.
    var api: APIAvailability {
        switch (isBackground, isContentForm) {
        case (false, false): return .overlayView
        case (false, true): return .overlayContent
        case (true, false): return .backgroundView
        case (true, true): return .backgroundContent
        }
    }

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(modifier.api, kind: modifier.isBackground ? "background" : "overlay")
        // The closures capture the overlay and the alignment, not the
        // modifier: a captured `_OverlayModifier<Overlay>` made a closure
        // ask the runtime for that type's metadata at each call (about 350
        // instructions, twice per overlay in the shims; BENCHMARKS.md
        // "Eighth round (b)"), where `Overlay`'s own metadata is at hand.
        let overlay = modifier.overlay, alignment = modifier.alignment
        // A custom modifier's body evaluated again (a detector's state
        // changed the frame around it): the same content under the same
        // secondary view keeps its node, if each side is still one view (a
        // composite on a side may have become several, or none, by its own
        // state: then the node is made again and `resolveSingle` wraps
        // them) and with the primary's traits taken again (its own state
        // may have changed them).
        // (The secondary side asked last: an observer answering yes takes
        // the new action, which only a kept node should.)
        if let kept = inputs.unchangedNode(Self.self, children: 2, { old, inputs in
            old.storedLayout(equals: SecondaryLayout(alignment: alignment)) && old.layoutChildren.count == 2
                && C._resolvesUnchanged(content, to: _ResolvedNode(node: old.children[0]), inputs.child(0))
                && Overlay._resolvesUnchanged(overlay, to: _ResolvedNode(node: old.children[1]), inputs.child(1))
        }) {
            kept.takePrimaryTraits()
            list.nodes.append(kept)
            return
        }
        let node = inputs.makeNode(Self.self, kind: modifier.isBackground ? "background" : "overlay",
                                   layout: SecondaryLayout(alignment: alignment))
        node.setChildren { inputs, list in
            inputs.child(0).resolveSingle(content, wrapping: .vertical, into: &list)
            // Several overlay views are an implicit ZStack with the alignment.
            inputs.child(1).resolveSingle(overlay, wrapping: .depth(alignment), into: &list)
        }
        node.takePrimaryTraits()
        list.nodes.append(node)
    }
}

extension Node {
    /// A view with a secondary layer (`overlay`, `background`, in either
    /// form) has the primary's traits: its layout is the primary's in
    /// SwiftUI (OpenSwiftUI OverlayModifier.swift), so its priority and a
    /// spacer's spacing are the primary's.
    func takePrimaryTraits() {
        guard let primary = layoutChildren.first else { return }
        priority = primary.priority
        spacerEdges = primary.spacerEdges
        isSpacerItself = primary.isSpacerItself
        // And its declared traits that pass through modifiers (a tab's tag,
        // a list row's insets): SwiftUI's traits are the primary view's.
        inheritTraits(from: primary)
    }
}

extension View {
    /// Layers the views of `content` in front of this view (iOS 15: see
    /// `APIAvailability.overlayContent`; before, `overlay(_:alignment:)`).
    @inlinable
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment, isBackground: false, isContentForm: true))
    }

    /// Layers `overlay` in front of this view (the iOS 13 form).
    @inlinable
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment, isBackground: false, isContentForm: false))
    }

    /// Layers the views of `content` behind this view (iOS 15: see
    /// `APIAvailability.backgroundContent`; before, `background(_:alignment:)`).
    @inlinable
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment, isBackground: true, isContentForm: true))
    }

    /// Layers `background` behind this view (the iOS 13 form).
    @inlinable
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: background, alignment: alignment, isBackground: true, isContentForm: false))
    }

    /// Draws a border; layout is unchanged (drawn as an overlay in SwiftUI).
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }

    /// Layout-neutral visual modifiers, kept so article code pastes in.
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    @available(iOS, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    /// Sets the foreground style (iOS 15 / macOS 12). Drawing-only; refused
    /// before iOS 15 as the compiler would.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        checkingAvailability(.foregroundStyle, kind: "foregroundStyle")
    }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
