import Foundation

/// An opaque geometry value (a rectangle or a point) of a view, resolved
/// in another view's coordinates through `GeometryProxy[anchor]`
/// (iOS 13 / macOS 10.15).
///
/// The runtime records the anchoring view's frame (window coordinates) when
/// that view is placed; a reader converts it to its own coordinates by
/// subtracting its origin (OpenSwiftUI Anchor.swift: an anchor is a value in
/// the anchoring view's space, converted on read).
public struct Anchor<Value>: CustomStringConvertible {
    let box: AnchorBox
    let value: (CGRect) -> Value
    let converted: (Value, CGPoint) -> Value

    /// How an anchor's value is derived from the view's bounds (iOS 13 / macOS 10.15).
    public struct Source {
        let value: (CGRect) -> Value
        let converted: (Value, CGPoint) -> Value
    }

    /// The value in window coordinates (zero before the view is placed).
    var globalValue: Value { value(box.frame ?? .zero) }

    public var description: String { "Anchor(\(box.frame.map { "\($0)" } ?? "unplaced"))" }
}

/// The frame of the anchoring view, set when it is placed.
final class AnchorBox {
    var frame: CGRect?
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds (iOS 13 / macOS 10.15).
    public static var bounds: Anchor<CGRect>.Source { rect(.null) }

    /// A rectangle in the view's own coordinates (iOS 13 / macOS 10.15);
    /// `.null` stands for the bounds.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(value: { frame in
            r.isNull ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY)
        }, converted: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A unit point of the view's bounds (iOS 13 / macOS 10.15).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(value: { frame in
            CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
        }, converted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
    }
    /// A point in the view's own coordinates (iOS 13 / macOS 10.15).
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(value: { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) },
                               converted: { point, origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) })
    }
    /// iOS 13 / macOS 10.15.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// iOS 13 / macOS 10.15.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// iOS 13 / macOS 10.15.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// iOS 13 / macOS 10.15.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// iOS 13 / macOS 10.15.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// iOS 13 / macOS 10.15.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// iOS 13 / macOS 10.15.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// iOS 13 / macOS 10.15.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// iOS 13 / macOS 10.15.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates (iOS 13 / macOS 10.15).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.converted(anchor.globalValue, globalFrame.origin)
    }
}

/// The anchoring view: laid out as its content; records its frame when placed.
struct AnchorRecordingLayout: UnaryLayout {
    let box: AnchorBox
    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        subview.sizeThatFits(proposal)
    }
    func derivedConstantSize(of node: Node) -> CGSize? { node.soleChildConstantSize }
    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        box.frame = bounds
        subview.place(in: bounds, proposal: proposal)
    }
}

nonisolated public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let source: Anchor<AnchorValue>.Source
    let transform: (Anchor<AnchorValue>) -> Key.Value

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let box = AnchorBox()
        let anchor = Anchor(box: box, value: modifier.source.value, converted: modifier.source.converted)
        inputs.makeUnary(Self.self, kind: "anchorPreference(\(typeDescription(Key.self)))", layout: AnchorRecordingLayout(box: box), content: content, &list,
                         finish: { node in
            node.writePreference(Key.self, modifier.transform(anchor))
        })
    }
}

/// Overlay or background content built from a preference of the primary
/// view, after the primary is placed (so anchors in it are resolved).
struct PreferenceReaderLayout: ReaderLayout {
    let alignment: Alignment
    /// The value's description (with resolved anchor frames) and a closure
    /// that builds the content from it; nil when there is no primary view.
    let build: (ReaderContent) -> (key: String, apply: () -> Void)?
    private let memo = Memo()
    private final class Memo { var last: String? }

    init(alignment: Alignment, build: @escaping (ReaderContent) -> (key: String, apply: () -> Void)?) {
        self.alignment = alignment
        self.build = build
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func updateContent(in frame: CGRect, _ place: ReaderPlace, _ content: ReaderContent) {
        // Rebuilt when the value (its description, which includes resolved
        // anchor frames) changed, as a GeometryReader is when its proxy did.
        if let (key, apply) = build(content), memo.last != key {
            memo.last = key
            apply()
        }
    }

    /// The content is proposed the reader's size and aligned in it.
    func placeSubviews<S: PlaceableSubviewCollection>(in frame: CGRect, subviews: S) {
        for index in 0..<subviews.count {
            let size = subviews[index].sizeThatFits(ProposedViewSize(frame.size))
            // Placed with the reader's size as its proposal, as an overlay's
            // content is (the proposal it was sized with).
            subviews.place(index, in: CGRect(origin: alignment.origin(of: size, in: frame), size: size), proposal: ProposedViewSize(frame.size))
        }
    }
}

nonisolated public struct _PreferenceReadingModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let isBackground: Bool
    let content: (Key.Value) -> Secondary

    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        let node = inputs.makeNode(Self.self, kind: modifier.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                                   layout: SecondaryLayout(alignment: modifier.alignment))
        node.setChildren { inputs, list in
            inputs.child(0).resolveSingle(content, wrapping: .vertical, into: &list)
            let readerInputs = inputs.child(1)
            let reader = readerInputs.makeNode(Self.self, kind: "preference reader", layout: PreferenceReaderLayout(
                alignment: modifier.alignment, build: { reader in
                    guard let written = reader.primaryPreference(Key.self) else { return nil }
                    let value = written ?? Key.defaultValue
                    return (String(describing: value), {
                        let secondary = modifier.content(value)
                        reader.setContent { inputs, list in inputs.resolveSingle(secondary, wrapping: .depth(modifier.alignment), into: &list) }
                    })
                }))
            list.nodes.append(reader)
        }
        list.nodes.append(node)
    }
}

extension View {
    /// Sets a preference from an anchor of this view's geometry
    /// (iOS 13 / macOS 10.15).
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }

    // Two declarations each, as in SwiftUI: the iOS 13 form without
    // `alignment:` and the iOS 16 form with it (its default `.center` in
    // SwiftUI). A call without `alignment:` compiles on every system (the
    // compiler ranks the form its deployment target lacks lower: swiftlang/
    // swift PR 29921) and lays out the same (centred), so here it is the
    // iOS 13 form; a call with `alignment:` is the iOS 16 form.

    /// Draws a view built from this view's preference value behind it
    /// (iOS 13 / macOS 10.15). Laid out as a background: proposed this
    /// view's size, centred in its frame.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: .center, isBackground: true, content: transform))
    }

    /// As `backgroundPreferenceValue(_:_:)`, aligned by `alignment` (iOS 16 / macOS 13).
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: alignment, isBackground: true, content: transform))
            .checkingAvailability(.backgroundPreferenceValueAlignment, kind: "backgroundPreferenceValue")
    }

    /// Draws a view built from this view's preference value in front of it
    /// (iOS 13 / macOS 10.15). Laid out as an overlay, centred.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: .center, isBackground: false, content: transform))
    }

    /// As `overlayPreferenceValue(_:_:)`, aligned by `alignment` (iOS 16 / macOS 13).
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReadingModifier<K, V>(alignment: alignment, isBackground: false, content: transform))
            .checkingAvailability(.overlayPreferenceValueAlignment, kind: "overlayPreferenceValue")
    }
}

// An anchor is an immutable value whose box is written once per placement
// on the layout's thread; values are read after placement on that thread.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}
