import Foundation

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
